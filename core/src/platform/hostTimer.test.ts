import { describe, expect, it } from 'vitest'
import { hostTimer } from './hostTimer.js'

describe('hostTimer', () => {
  it('runs a callback after its delay, and not once cleared', async () => {
    const timer = hostTimer()
    const ran: string[] = []
    timer.setTimeout(() => ran.push('kept'), 5)
    const cleared = timer.setTimeout(() => ran.push('cleared'), 5)
    timer.clearTimeout(cleared)
    await new Promise<void>((resolve) => timer.setTimeout(resolve, 30))
    expect(ran).toEqual(['kept'])
  })
})
