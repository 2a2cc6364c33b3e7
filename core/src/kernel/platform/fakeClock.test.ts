import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createFakeClock, FAKE_CLOCK_TIMER_LIMIT } from './fakeClock.js'

describe('createFakeClock', () => {
  it('starts at the given time and only moves when told', () => {
    const clock = createFakeClock(1_000)
    expect(clock.now()).toBe(1_000)
    clock.advance(250)
    expect(clock.now()).toBe(1_250)
    expect(createFakeClock().now()).toBe(0)
  })

  it('runs a timeout once it is due, not before', () => {
    const clock = createFakeClock()
    const calls: number[] = []
    clock.setTimeout(() => calls.push(clock.now()), 500)
    clock.advance(499)
    expect(calls).toEqual([])
    clock.advance(1)
    expect(calls).toEqual([500])
    clock.advance(10_000)
    expect(calls).toEqual([500])
    expect(clock.pendingTimers()).toBe(0)
  })

  it('runs due timers in due-time order, creation order on ties, with now() at each due time', () => {
    const clock = createFakeClock(100)
    const calls: string[] = []
    clock.setTimeout(() => calls.push(`c@${clock.now()}`), 30)
    clock.setTimeout(() => calls.push(`a@${clock.now()}`), 10)
    clock.setTimeout(() => calls.push(`b1@${clock.now()}`), 20)
    clock.setTimeout(() => calls.push(`b2@${clock.now()}`), 20)
    clock.advance(100)
    expect(calls).toEqual(['a@110', 'b1@120', 'b2@120', 'c@130'])
    expect(clock.now()).toBe(200)
  })

  it('runs timers scheduled by callbacks when they fall due within the same advance', () => {
    const clock = createFakeClock()
    const calls: number[] = []
    clock.setTimeout(() => {
      calls.push(clock.now())
      clock.setTimeout(() => calls.push(clock.now()), 0)
      clock.setTimeout(() => calls.push(clock.now()), 30)
      clock.setTimeout(() => calls.push(clock.now()), 100)
    }, 10)
    clock.advance(50)
    expect(calls).toEqual([10, 10, 40])
    expect(clock.pendingTimers()).toBe(1)
    clock.advance(60)
    expect(calls).toEqual([10, 10, 40, 110])
  })

  it('repeats intervals until cleared', () => {
    const clock = createFakeClock()
    const ticks: number[] = []
    const handle = clock.setInterval(() => ticks.push(clock.now()), 1_000)
    clock.advance(3_500)
    expect(ticks).toEqual([1_000, 2_000, 3_000])
    clock.clearInterval(handle)
    clock.advance(5_000)
    expect(ticks).toHaveLength(3)
    expect(clock.pendingTimers()).toBe(0)
  })

  it('lets an interval clear itself from its callback', () => {
    const clock = createFakeClock()
    let count = 0
    const handle = clock.setInterval(() => {
      count++
      if (count === 2) clock.clearInterval(handle)
    }, 100)
    clock.advance(1_000)
    expect(count).toBe(2)
  })

  it('clears timeouts, and ignores unknown or already-run handles', () => {
    const clock = createFakeClock()
    let ran = false
    const handle = clock.setTimeout(() => {
      ran = true
    }, 10)
    expect(clock.pendingTimers()).toBe(1)
    clock.clearTimeout(handle)
    expect(clock.pendingTimers()).toBe(0)
    clock.advance(100)
    expect(ran).toBe(false)
    expect(() => clock.clearTimeout(handle)).not.toThrow()
    expect(() => clock.clearTimeout({})).not.toThrow()
    expect(() => clock.clearTimeout(12345)).not.toThrow()
  })

  it('lets a callback cancel a later timer due in the same advance', () => {
    const clock = createFakeClock()
    let late = false
    const lateHandle = clock.setTimeout(() => {
      late = true
    }, 20)
    clock.setTimeout(() => clock.clearTimeout(lateHandle), 10)
    clock.advance(50)
    expect(late).toBe(false)
  })

  it('treats negative and NaN delays as 0, like browsers', () => {
    const clock = createFakeClock()
    const calls: string[] = []
    clock.setTimeout(() => calls.push('neg'), -5)
    clock.setTimeout(() => calls.push('nan'), Number.NaN)
    clock.advance(0)
    expect(calls).toEqual(['neg', 'nan'])
  })

  it('refuses to move backwards or by a non-finite amount', () => {
    const clock = createFakeClock()
    expect(() => clock.advance(-1)).toThrow(RangeError)
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => clock.setNow(Number.NaN)).toThrow(RangeError)
  })

  it('keeps running other timers when a callback throws, then rethrows', () => {
    const clock = createFakeClock()
    const calls: string[] = []
    clock.setTimeout(() => {
      throw new Error('boom')
    }, 10)
    clock.setTimeout(() => calls.push('after'), 20)
    expect(() => clock.advance(30)).toThrow('boom')
    expect(calls).toEqual(['after'])
    expect(clock.now()).toBe(30)
  })

  it('aggregates several callback errors', () => {
    const clock = createFakeClock()
    clock.setTimeout(() => {
      throw new Error('one')
    }, 1)
    clock.setTimeout(() => {
      throw new Error('two')
    }, 2)
    let caught: unknown
    try {
      clock.advance(5)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(AggregateError)
    expect((caught as AggregateError).errors.map((error: Error) => error.message)).toEqual(['one', 'two'])
  })

  it('setNow changes now() without running or shifting timers', () => {
    const clock = createFakeClock(0)
    const calls: number[] = []
    clock.setTimeout(() => calls.push(clock.now()), 100)
    clock.setNow(1_000_000)
    expect(clock.now()).toBe(1_000_000)
    expect(calls).toEqual([])
    clock.advance(99)
    expect(calls).toEqual([])
    clock.advance(1)
    expect(calls).toEqual([1_000_100])
  })

  it('runAll runs every timer, including chained ones, and moves time to the last', () => {
    const clock = createFakeClock()
    const calls: number[] = []
    clock.setTimeout(() => {
      calls.push(clock.now())
      clock.setTimeout(() => calls.push(clock.now()), 5_000)
    }, 3_000)
    clock.runAll()
    expect(calls).toEqual([3_000, 8_000])
    expect(clock.now()).toBe(8_000)
    expect(clock.pendingTimers()).toBe(0)
  })

  it('runAll gives up on an endless interval instead of hanging', () => {
    const clock = createFakeClock()
    let count = 0
    clock.setInterval(() => count++, 1_000)
    expect(() => clock.runAll()).toThrow(/endless loop/)
    expect(count).toBe(FAKE_CLOCK_TIMER_LIMIT)
  })

  it('advance gives up on a 0 ms timer that reschedules itself forever', () => {
    const clock = createFakeClock()
    const again = () => {
      clock.setTimeout(again, 0)
    }
    clock.setTimeout(again, 0)
    expect(() => clock.advance(1)).toThrow(/endless loop/)
  })

  it('clamps a 0 ms interval to 1 ms so it cannot spin', () => {
    const clock = createFakeClock()
    let count = 0
    clock.setInterval(() => count++, 0)
    clock.advance(10)
    expect(count).toBe(10)
  })

  it('keeps clocks independent: time, timers and handles', () => {
    const a = createFakeClock()
    const b = createFakeClock()
    let ranB = false
    const handleB = b.setTimeout(() => {
      ranB = true
    }, 1)
    const handleA = a.setTimeout(() => undefined, 1)
    a.advance(10)
    expect(ranB).toBe(false)
    expect(b.pendingTimers()).toBe(1)
    a.clearTimeout(handleB)
    b.clearTimeout(handleA)
    expect(b.pendingTimers()).toBe(1)
    b.advance(1)
    expect(ranB).toBe(true)
  })

  it('property: whatever the delays, callbacks run sorted by due time and exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 40 }), fc.integer({ min: 0, max: 12_000 }), (delays, step) => {
        const clock = createFakeClock()
        const ran: { index: number; at: number }[] = []
        delays.forEach((delay, index) => clock.setTimeout(() => ran.push({ index, at: clock.now() }), delay))
        clock.advance(step)
        const expected = delays
          .map((delay, index) => ({ index, at: delay }))
          .filter((entry) => entry.at <= step)
          .sort((x, y) => x.at - y.at || x.index - y.index)
        expect(ran).toEqual(expected)
        expect(clock.pendingTimers()).toBe(delays.length - expected.length)
        expect(clock.now()).toBe(step)
      }),
    )
  })
})

describe('FakeClock.advanceAsync', () => {
  it('lets a promise chain started by a timer schedule a timer that still falls due', async () => {
    const clock = createFakeClock()
    const calls: number[] = []
    clock.setTimeout(() => {
      void Promise.resolve()
        .then(() => Promise.resolve())
        .then(() => {
          clock.setTimeout(() => calls.push(clock.now()), 100)
        })
    }, 400)
    await clock.advanceAsync(500)
    expect(calls).toEqual([500])
  })

  it('differs from advance, which does not wait for promises', () => {
    const clock = createFakeClock()
    const calls: number[] = []
    clock.setTimeout(() => {
      void Promise.resolve().then(() => {
        clock.setTimeout(() => calls.push(clock.now()), 100)
      })
    }, 400)
    clock.advance(500)
    expect(calls).toEqual([])
  })

  it('settles promises before the first timer (a timeout raced against pending work)', async () => {
    const clock = createFakeClock()
    const wait = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms))
    const outcome = (async () => {
      await Promise.resolve()
      await wait(3_000)
      return clock.now()
    })()
    await clock.advanceAsync(3_000)
    await expect(outcome).resolves.toBe(3_000)
  })

  it('runs an awaited sequence of waits, like a 500 ms shake then a 3 s wait', async () => {
    const clock = createFakeClock()
    const wait = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms))
    const steps: number[] = []
    const flow = (async () => {
      await wait(500)
      steps.push(clock.now())
      await wait(3_000)
      steps.push(clock.now())
    })()
    await clock.advanceAsync(3_499)
    expect(steps).toEqual([500])
    await clock.advanceAsync(1)
    await flow
    expect(steps).toEqual([500, 3_500])
  })

  it('rethrows callback errors after time moved', async () => {
    const clock = createFakeClock()
    clock.setTimeout(() => {
      throw new Error('async boom')
    }, 1)
    await expect(clock.advanceAsync(10)).rejects.toThrow('async boom')
    expect(clock.now()).toBe(10)
  })
})
