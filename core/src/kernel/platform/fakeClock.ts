import type { ClockPort, TimerHandle } from './ports.js'

/** A clock that only moves when a test moves it. */
export interface FakeClock extends ClockPort {
  /**
   * Moves time forward by `ms`, running every timer that falls due, in due-time order (creation
   * order on ties), including timers scheduled by those callbacks. Intervals repeat. Errors thrown
   * by callbacks do not stop the other timers; they are rethrown once time has moved (an
   * AggregateError when several threw).
   */
  advance(ms: number): void
  /**
   * Like `advance`, but lets pending promise callbacks settle before and after each timer, so a
   * promise chain started by a timer can schedule further timers that still fall due. Use it for
   * async flows: `await clock.advanceAsync(500)`.
   */
  advanceAsync(ms: number): Promise<void>
  /** Runs timers until none is left, moving time to each. Throws if timers never run out (an interval). */
  runAll(): void
  /** Number of timers (timeouts and intervals) still scheduled. */
  pendingTimers(): number
  /** Sets the wall-clock time `now()` returns. Does not run or reschedule timers. */
  setNow(ms: number): void
}

/** `runAll` and `advance` give up after running this many timers in one call. */
export const FAKE_CLOCK_TIMER_LIMIT = 100_000

interface Timer {
  /** The handle given out: an object, so a handle of another clock never cancels one of ours. */
  readonly handle: object
  /** Due time on the monotonic scale. */
  due: number
  /** Tie-breaker: creation (or rescheduling) order. */
  order: number
  readonly callback: () => void
  /** Repeat period, for intervals. */
  readonly every: number | undefined
}

/** Creates a fake clock whose `now()` starts at `startMs`. */
export function createFakeClock(startMs = 0): FakeClock {
  const timers = new Map<object, Timer>()
  // Timers live on a monotonic scale; `now()` is that scale shifted, so `setNow` leaves timers alone.
  let elapsed = 0
  let wallOffset = startMs
  let nextOrder = 0
  let nextId = 1

  function schedule(callback: () => void, ms: number, repeat: boolean): TimerHandle {
    if (typeof callback !== 'function') throw new TypeError('FakeClock: the timer callback must be a function')
    const delay = normalizeDelay(ms)
    const handle = Object.freeze({ fakeTimer: nextId++ })
    timers.set(handle, {
      handle,
      due: elapsed + (repeat ? Math.max(1, delay) : delay),
      order: nextOrder++,
      callback,
      every: repeat ? Math.max(1, delay) : undefined,
    })
    return handle
  }

  function cancel(handle: TimerHandle): void {
    if (typeof handle === 'object' && handle !== null) timers.delete(handle)
  }

  /** The earliest timer due at or before `limit`. */
  function nextDue(limit: number): Timer | undefined {
    let best: Timer | undefined
    for (const timer of timers.values()) {
      if (timer.due > limit) continue
      if (!best || timer.due < best.due || (timer.due === best.due && timer.order < best.order)) best = timer
    }
    return best
  }

  /** Moves to the timer's due time and runs it; returns the error it threw, if any. */
  function fire(timer: Timer): { error: unknown } | undefined {
    elapsed = Math.max(elapsed, timer.due)
    if (timer.every === undefined) {
      timers.delete(timer.handle)
    } else {
      timer.due += timer.every
      timer.order = nextOrder++
    }
    try {
      timer.callback()
      return undefined
    } catch (error) {
      return { error }
    }
  }

  function tooMany(): Error {
    return new Error(
      `FakeClock: ran ${FAKE_CLOCK_TIMER_LIMIT} timers in one call; assuming an endless loop (a 0 ms timer rescheduling itself, or runAll with an interval)`,
    )
  }

  function rethrow(errors: readonly unknown[]): void {
    if (errors.length === 1) throw errors[0]
    if (errors.length > 1) throw new AggregateError(errors, `FakeClock: ${errors.length} timer callbacks threw`)
  }

  const clock: FakeClock = {
    now: () => wallOffset + elapsed,
    setTimeout: (callback, ms) => schedule(callback, ms, false),
    clearTimeout: cancel,
    setInterval: (callback, ms) => schedule(callback, ms, true),
    clearInterval: cancel,

    advance(ms) {
      const target = elapsed + normalizeStep(ms)
      const errors: unknown[] = []
      for (let ran = 0; ; ran++) {
        const timer = nextDue(target)
        if (!timer) break
        if (ran >= FAKE_CLOCK_TIMER_LIMIT) throw tooMany()
        const failure = fire(timer)
        if (failure) errors.push(failure.error)
      }
      elapsed = target
      rethrow(errors)
    },

    async advanceAsync(ms) {
      const target = elapsed + normalizeStep(ms)
      const errors: unknown[] = []
      for (let ran = 0; ; ran++) {
        await settlePromises()
        const timer = nextDue(target)
        if (!timer) break
        if (ran >= FAKE_CLOCK_TIMER_LIMIT) throw tooMany()
        const failure = fire(timer)
        if (failure) errors.push(failure.error)
      }
      elapsed = target
      rethrow(errors)
    },

    runAll() {
      const errors: unknown[] = []
      for (let ran = 0; ; ran++) {
        const timer = nextDue(Number.POSITIVE_INFINITY)
        if (!timer) break
        if (ran >= FAKE_CLOCK_TIMER_LIMIT) throw tooMany()
        const failure = fire(timer)
        if (failure) errors.push(failure.error)
      }
      rethrow(errors)
    },

    pendingTimers: () => timers.size,

    setNow(ms) {
      if (!Number.isFinite(ms)) throw new RangeError(`FakeClock: setNow needs a finite time, got ${String(ms)}`)
      wallOffset = ms - elapsed
    },
  }
  return clock
}

/** Timer delays as browsers treat them: missing, negative or NaN means 0. */
function normalizeDelay(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? ms : 0
}

function normalizeStep(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) {
    throw new RangeError(`FakeClock: time can only move forward by a finite amount, got ${String(ms)}`)
  }
  return ms
}

interface ImmediateGlobals {
  setImmediate?: (callback: () => void) => unknown
  setTimeout?: (callback: () => void, ms?: number) => unknown
}

/** The real macrotask scheduler, captured at load so a test's fake timers cannot replace it. */
const realGlobals = globalThis as unknown as ImmediateGlobals
const realSetImmediate = realGlobals.setImmediate
const realSetTimeout = realGlobals.setTimeout

/**
 * Lets every pending promise callback run, including chains that queue further callbacks: waiting
 * for a real macrotask drains the whole microtask queue. Falls back to a long run of microtask hops
 * where no real timer exists.
 */
async function settlePromises(): Promise<void> {
  if (typeof realSetImmediate === 'function') {
    await new Promise<void>((resolve) => realSetImmediate(resolve))
  } else if (typeof realSetTimeout === 'function') {
    await new Promise<void>((resolve) => realSetTimeout(resolve, 0))
  } else {
    for (let hop = 0; hop < 1000; hop++) await Promise.resolve()
  }
}
