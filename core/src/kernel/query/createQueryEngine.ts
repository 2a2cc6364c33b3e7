// Loaded lazily (import() in createQueryCache.ts), on the first fetch that has to ask the server:
// query-core and what drives it, kept out of a page's first load.
import { QueryClient, type Query } from '@tanstack/query-core'
import type { ClockPort } from '../platform/ports.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import type { WritableStore } from '../store/createStore.js'
import { queryHash, type QueryDefinition, type QueryEntry, type QueryTiming } from './createQueryCache.js'

/** The query cache's fetching half: `@tanstack/query-core`'s client, mirrored into the cache's store. */
export interface QueryEngine {
  /**
   * Fetches `definition` through query-core, so concurrent fetches of one key share one request; a
   * success is dated (and persisted when the definition persists), a failure dated for the retry
   * block. The entry in the store follows the query (pending, fetching, data, error). Rejects with
   * the fetch's error.
   */
  fetch<T>(definition: QueryDefinition<T>): Promise<T>
  /** Puts data in query-core's cache, as the store already has it. */
  setData(key: readonly unknown[], data: unknown): void
  /** Stops mirroring, aborts what is in flight and forgets everything. */
  destroy(): void
}

/**
 * The fetching half of {@link import('./createQueryCache.js').createQueryCache}: a query-core client
 * without retries or garbage collection (lifetimes are the cache's, on the platform clock), whose
 * queries are mirrored into the cache's `store`, dated by its `timings`.
 */
export function createQueryEngine(deps: {
  store: WritableStore<Readonly<Record<string, QueryEntry>>>
  timings: Map<string, QueryTiming>
  clock: Pick<ClockPort, 'now'>
  storage: SafeStorage
}): QueryEngine {
  const { store, timings, clock, storage } = deps
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, queryKeyHashFn: (key) => queryHash(key) } },
  })
  const mirror = (query: Query) => {
    const hash = query.queryHash
    const { state } = query
    const entry: QueryEntry = {
      status: state.status,
      data: state.data,
      error: state.error ?? undefined,
      isFetching: state.fetchStatus === 'fetching',
      fetchedAt: timings.get(hash)?.fetchedAt,
    }
    const current = store.getSnapshot()[hash]
    if (
      current &&
      current.status === entry.status &&
      Object.is(current.data, entry.data) &&
      Object.is(current.error, entry.error) &&
      current.isFetching === entry.isFetching &&
      current.fetchedAt === entry.fetchedAt
    ) {
      return
    }
    store.set({ ...store.getSnapshot(), [hash]: Object.freeze(entry) })
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') {
      const { [event.query.queryHash]: _gone, ...rest } = store.getSnapshot()
      store.set(rest)
    } else {
      mirror(event.query)
    }
  })

  return {
    async fetch<T>(definition: QueryDefinition<T>) {
      const { key } = definition
      const hash = queryHash(key)
      const known = store.getSnapshot()[hash]
      if (known?.status === 'success' && client.getQueryData(key) === undefined) client.setQueryData(key, known.data)
      try {
        return await client.fetchQuery({
          queryKey: key,
          // Staleness is decided by the cache with the platform clock; query-core only de-duplicates.
          staleTime: 0,
          queryFn: async ({ signal }) => {
            try {
              const value = await definition.fetch(signal)
              const fetchedAt = clock.now()
              timings.set(hash, { fetchedAt })
              if (definition.persist) {
                const { storageKey, id } = definition.persist
                storage.setCacheEntry(storageKey, id, { data: value, fetchedAt }, definition.lifetimeMs, fetchedAt)
              }
              return value
            } catch (error) {
              timings.set(hash, { ...timings.get(hash), failedAt: clock.now() })
              throw error
            }
          },
        })
      } finally {
        const query = client.getQueryCache().find({ queryKey: key, exact: true })
        if (query) mirror(query)
      }
    },
    setData(key, data) {
      client.setQueryData(key, data)
    },
    destroy() {
      unsubscribe()
      void client.cancelQueries()
      client.clear()
    },
  }
}
