import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { BrowserTimers } from './browserGlobals.js'
import { createSystemClock } from './systemClock.js'

describe('createSystemClock', () => {
  it('tells real time', () => {
    const before = Date.now()
    const now = createSystemClock().now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now - before).toBeLessThan(1_000)
  })

  it("runs a timeout on the host's timers after its delay and can cancel another", () => {
    // The host's own timers, faked: the delay is exact and nothing waits in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const clock = createSystemClock()
    const ran: string[] = []
    clock.setTimeout(() => ran.push('kept'), 10)
    const cancelled = clock.setTimeout(() => ran.push('cancelled'), 5)
    clock.clearTimeout(cancelled)
    vi.advanceTimersByTime(9)
    expect(ran).toEqual([])
    vi.advanceTimersByTime(1)
    expect(ran).toEqual(['kept'])
  })

  it('runs a real interval until cleared', async () => {
    const clock = createSystemClock()
    let ticks = 0
    await new Promise<void>((resolve) => {
      const handle = clock.setInterval(() => {
        ticks++
        if (ticks === 3) {
          clock.clearInterval(handle)
          resolve()
        }
      }, 1)
    })
    expect(ticks).toBe(3)
  })

  it('calls the given timers as methods of their owner (browsers refuse detached calls)', () => {
    const owners: unknown[] = []
    const timers: BrowserTimers = {
      setTimeout(this: unknown) {
        owners.push(this)
        return 1
      },
      clearTimeout(this: unknown) {
        owners.push(this)
      },
      setInterval(this: unknown) {
        owners.push(this)
        return 2
      },
      clearInterval(this: unknown) {
        owners.push(this)
      },
    }
    const clock = createSystemClock(timers)
    expect(clock.setTimeout(() => undefined, 1)).toBe(1)
    clock.clearTimeout(1)
    expect(clock.setInterval(() => undefined, 1)).toBe(2)
    clock.clearInterval(2)
    expect(owners).toEqual([timers, timers, timers, timers])
  })
})
