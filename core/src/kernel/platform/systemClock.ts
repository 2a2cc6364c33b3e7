import type { BrowserTimers } from './browserGlobals.js'
import type { ClockPort, TimerHandle } from './ports.js'

/**
 * The real clock: `Date.now()` and the host's timers (browser or Node), reached through
 * `globalThis` or the given timers, always called on their owner so browsers accept the call.
 */
export function createSystemClock(timers: BrowserTimers = globalThis as unknown as BrowserTimers): ClockPort {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => timers.setTimeout(callback, ms) as TimerHandle,
    clearTimeout: (handle) => timers.clearTimeout(handle),
    setInterval: (callback, ms) => timers.setInterval(callback, ms) as TimerHandle,
    clearInterval: (handle) => timers.clearInterval(handle),
  }
}
