import { useCallback, useMemo, useSyncExternalStore } from 'react'

/**
 * A thin `useSyncExternalStore` over a core read pair: `get()` reads, `watch(onChange)` calls back
 * when what `get` returns changed (core's watchX compare by content). The value is read once per
 * change, so its identity is stable between renders; `deps` are what `get` and `watch` close over.
 */
export function useWatch<T>(get: () => T, watch: (onChange: () => void) => () => void, deps: readonly unknown[]): T {
  // One cell per deps: a new namespace (say) reads afresh.
  const cell = useMemo<{ value: T; fresh: boolean }>(() => ({ value: undefined as T, fresh: false }), deps)
  const subscribe = useCallback(
    (notify: () => void) =>
      watch(() => {
        cell.fresh = false
        notify()
      }),
    [cell],
  )
  const getSnapshot = () => {
    if (!cell.fresh) {
      cell.value = get()
      cell.fresh = true
    }
    return cell.value
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
