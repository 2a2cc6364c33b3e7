import type { ClockPort } from '../platform/ports.js'

/** Allows at most `limit` events in any window of `windowMs` on the clock (a sliding window). */
export interface RateLimiter {
  /** True, and counts the event, when one more fits in the window; false otherwise. */
  tryTake(): boolean
}

export function createRateLimiter(clock: Pick<ClockPort, 'now'>, limit: number, windowMs: number): RateLimiter {
  const taken: number[] = []
  return {
    tryTake() {
      const now = clock.now()
      while (taken.length > 0 && (taken[0] ?? 0) <= now - windowMs) taken.shift()
      if (taken.length >= limit) return false
      taken.push(now)
      return true
    },
  }
}
