import type { ReadableStore } from './createStore.js'

/**
 * Subscribes to several stores and calls `onChange` when `select()` yields a value that is not
 * identical to the previous one. Returns the unsubscribe function.
 */
export function watchSelector<T>(
  stores: readonly Pick<ReadableStore<unknown>, 'subscribe'>[],
  select: () => T,
  onChange: (next: T, previous: T) => void,
  isEqual: (a: T, b: T) => boolean = Object.is,
): () => void {
  let previous = select()
  const check = () => {
    const next = select()
    if (isEqual(next, previous)) return
    const last = previous
    previous = next
    onChange(next, last)
  }
  const unsubscribes = stores.map((store) => store.subscribe(check))
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
