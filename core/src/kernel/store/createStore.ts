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

/**
 * True when two values are identical (`Object.is`), or are both arrays with identical members
 * in the same order, or are both objects of the same class (plain and null-prototype objects
 * count as one) with the same own enumerable keys and identical values. The store's own test
 * for "nothing changed", and the default equality of the selector hooks in @portico/react: a
 * selector that builds a fresh object of unchanged members causes no re-render.
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((value: unknown, index) => Object.is(value, b[index]))
  }
  const protoA: unknown = Object.getPrototypeOf(a)
  const protoB: unknown = Object.getPrototypeOf(b)
  // Objects of different classes differ (a Date is not `{}`); null-prototype records count as plain.
  if (protoA !== protoB && !(isPlainPrototype(protoA) && isPlainPrototype(protoB))) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  const recordA = a as Record<string, unknown>
  const recordB = b as Record<string, unknown>
  return keysA.every((key) => Object.hasOwn(recordB, key) && Object.is(recordA[key], recordB[key]))
}

function isPlainPrototype(proto: unknown): boolean {
  return proto === null || proto === Object.prototype
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
