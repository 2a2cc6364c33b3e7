/**
 * Groups the notifications of several stores: inside `batch(fn)` a store that changes notifies
 * its listeners once, after `fn` returns, so a flow that writes four controllers renders once.
 */
export interface Batcher {
  /** Runs `fn`; stores that changed inside it notify once when the outermost batch ends. */
  batch<T>(fn: () => T): T
  /** Called by a store that changed: true when the notification was deferred to the batch's end. */
  defer(notify: () => void): boolean
}

export function createBatcher(): Batcher {
  let depth = 0
  const queued = new Set<() => void>()
  return {
    batch(fn) {
      depth++
      try {
        return fn()
      } finally {
        depth--
        if (depth === 0) {
          // A listener may write again; those writes notify on their own (depth is 0 again).
          const notifications = [...queued]
          queued.clear()
          for (const notify of notifications) notify()
        }
      }
    },
    defer(notify) {
      if (depth === 0) return false
      queued.add(notify)
      return true
    },
  }
}
