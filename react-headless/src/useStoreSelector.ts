// Extensionless on purpose: @types/use-sync-external-store's exports map has no '.js' subpath.
// Not the '/shim' entry: React 18.2 and later (our peer range) have useSyncExternalStore built
// in, and the shim's fallback for older React would be dead weight in every page's first load.
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector'
import { shallowEqual, type ReadableStore } from '@portico/core'

/**
 * Reads a slice of any `{ getSnapshot, subscribe }` store (every core controller is one). The
 * component re-renders only when the selected value changes according to `isEqual` (default:
 * {@link shallowEqual}), so a component that selects the router never re-renders for a balance.
 *
 * `store.subscribe` should keep its identity between renders (controllers' does); a new
 * function re-subscribes. `selector` may be an inline function: it is re-run only when the
 * store's snapshot changes or the selector itself changes.
 *
 * @example
 * const isOpen = useStoreSelector(client.controllers.modal, (state) => state.open)
 */
export function useStoreSelector<Snapshot, Selection>(
  store: ReadableStore<Snapshot>,
  selector: (snapshot: Snapshot) => Selection,
  isEqual: (a: Selection, b: Selection) => boolean = shallowEqual,
): Selection {
  return useSyncExternalStoreWithSelector(store.subscribe, store.getSnapshot, store.getSnapshot, selector, isEqual)
}
