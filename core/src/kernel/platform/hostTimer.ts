/** The timer functions a plug-in takes (`setTimeout`/`clearTimeout`, handles opaque); the client's clock port fits. */
export interface TimerLike {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The host's own timers, for a plug-in that runs before a client hands it the clock port. */
export function hostTimer(): TimerLike {
  const host = globalThis as unknown as TimerLike
  return { setTimeout: (callback, ms) => host.setTimeout(callback, ms), clearTimeout: (handle) => host.clearTimeout(handle) }
}
