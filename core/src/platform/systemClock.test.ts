import { describe, expect, it } from 'vitest'
import type { BrowserTimers } from './browserGlobals.js'
import { createSystemClock } from './systemClock.js'

describe('createSystemClock', () => {
  it('tells real time', () => {
    const before = Date.now()
    const now = createSystemClock().now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now - before).toBeLessThan(1_000)
  })

  it('runs a real timeout and can cancel another', async () => {
    const clock = createSystemClock()
    const cancelled = clock.setTimeout(() => {
      throw new Error('should have been cleared')
    }, 5)
    clock.clearTimeout(cancelled)
    await new Promise<void>((resolve) => clock.setTimeout(resolve, 10))
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
