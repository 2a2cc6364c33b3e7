import type { Batcher } from './createBatcher.js'

/** A read-only view of a piece of state: the shape `useSyncExternalStore` expects. */
export interface ReadableStore<T> {
  /** The current snapshot. Its identity changes only when its content changed. */
  getSnapshot(): T
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** A store its owner can write. Controllers keep one and expose only the readable half. */
export interface WritableStore<T> extends ReadableStore<T> {
  /** Replaces the snapshot. A value shallow-equal to the current one is ignored. */
  set(next: T): void
  /** Derives the next snapshot from the current one. */
  update(recipe: (current: T) => T): void
  /** Merges a partial object into an object snapshot. */
  patch(partial: Partial<T>): void
}

/** True when two values are identical, or are plain objects / arrays with identical members. */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false
    return a.every((value, index) => Object.is(value, b[index]))
  }
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  const recordB = b as Record<string, unknown>
  const recordA = a as Record<string, unknown>
  return keysA.every((key) => Object.hasOwn(recordB, key) && Object.is(recordA[key], recordB[key]))
}

/**
 * Creates an immutable-snapshot store. Snapshots are frozen (shallowly) so a consumer that
 * mutates one fails loudly instead of corrupting shared state. With a `batcher`, changes made
 * inside a batch notify once, when the batch ends.
 */
export function createStore<T>(initial: T, batcher?: Pick<Batcher, 'defer'>): WritableStore<T> {
  let snapshot = freeze(initial)
  const listeners = new Set<() => void>()
  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }

  const set = (next: T): void => {
    if (shallowEqual(snapshot, next)) return
    snapshot = freeze(next)
    if (!batcher?.defer(notify)) notify()
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set,
    update: (recipe) => set(recipe(snapshot)),
    patch: (partial) => set({ ...snapshot, ...partial }),
  }
}

function freeze<T>(value: T): T {
  return typeof value === 'object' && value !== null ? Object.freeze(value) : value
}
