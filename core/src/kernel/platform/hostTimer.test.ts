import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { hostTimer } from './hostTimer.js'

describe('hostTimer', () => {
  it('runs a callback after its delay on the host timers, and not once cleared', () => {
    // The host's own timers, faked: the delay is exact and nothing waits in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const timer = hostTimer()
    const ran: string[] = []
    timer.setTimeout(() => ran.push('kept'), 5)
    const cleared = timer.setTimeout(() => ran.push('cleared'), 5)
    timer.clearTimeout(cleared)
    vi.advanceTimersByTime(4)
    expect(ran).toEqual([])
    vi.advanceTimersByTime(1)
    expect(ran).toEqual(['kept'])
    vi.advanceTimersByTime(1_000)
    expect(ran).toEqual(['kept'])
  })
})
