import type { AbortSignalLike } from '../platform/ports.js'
import type { Query, QueryClient } from '@tanstack/query-core'
import { number, object, type Struct } from 'superstruct'
import type { Logger } from '../logger/createLogger.js'
import type { ClockPort } from '../platform/ports.js'
import type { SafeStorage, StorageKey } from '../storage/createSafeStorage.js'
import type { Batcher } from '../store/createBatcher.js'
import { createStore, type ReadableStore } from '../store/createStore.js'

/** One piece of server data: what it depends on, how long it is trusted, and how to get it. */
export interface QueryDefinition<T> {
  /** What the data depends on, e.g. `['balance', caipAddress]`. */
  key: readonly unknown[]
  /** How long fetched data is trusted (SPEC.md section 9, Cache lifetimes). */
  lifetimeMs: number
  /** After a failure, no new fetch for this long (the balance retry block is 30 s). @default 0 */
  retryBlockMs?: number
  fetch(signal: AbortSignalLike): Promise<T>
  /** Where it persists through the storage port: a keyed cache entry. */
  persist?: { storageKey: StorageKey; id: string; schema: Struct<T, unknown> }
}

export type QueryStatus = 'pending' | 'success' | 'error'

/** What the cache holds for one key. */
export interface QueryEntry<T = unknown> {
  status: QueryStatus
  data: T | undefined
  error: unknown
  isFetching: boolean
  /** When the data was fetched (platform clock), undefined before the first success. */
  fetchedAt: number | undefined
}

export interface QueryCache extends ReadableStore<Readonly<Record<string, QueryEntry>>> {
  /**
   * The data of `definition`: fetched unless fresh data is cached (in memory or in storage) or a
   * retry block is on; concurrent fetches of one key share one request. Never rejects: a failure
   * is in the entry's `error` (and logged), and the previous data stays.
   */
  fetch<T>(definition: QueryDefinition<T>, options?: { force?: boolean }): Promise<T | undefined>
  /**
   * Puts data in the cache as if it had just been fetched (after a write the server confirmed, say):
   * fresh for its lifetime, persisted when the definition persists. `fetchedAt` (default: now)
   * dates data copied from another read, so copying never makes it look newer than its source.
   */
  setData<T>(definition: QueryDefinition<T>, data: T, options?: { fetchedAt?: number }): void
  /** The entry of a key, if it was ever fetched. */
  get<T>(key: readonly unknown[]): QueryEntry<T> | undefined
  /** Aborts what is in flight and forgets everything in memory. */
  destroy(): void
}

interface Timing {
  fetchedAt?: number
  failedAt?: number
}

/** The cache's name for a key: its JSON (keys are arrays of plain values). */
export function queryHash(key: readonly unknown[]): string {
  return JSON.stringify(key)
}

/**
 * Keyed server data on `@tanstack/query-core` (in-flight de-duplication, cancellation), with
 * core's clock and storage. query-core is loaded on the first fetch, not before: nothing before
 * a connect needs server data, so a site's first paint does not carry it.
 */
export function createQueryCache(deps: {
  clock: Pick<ClockPort, 'now'>
  storage: SafeStorage
  logger: Pick<Logger, 'warn'>
  batcher?: Batcher
}): QueryCache {
  const { clock, storage, logger } = deps
  const timings = new Map<string, Timing>()
  const lazy: { client?: Promise<QueryClient>; unsubscribe?: () => void; destroyed?: boolean } = {}
  const store = createStore<Readonly<Record<string, QueryEntry>>>({}, deps.batcher)

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
  const loadClient = (): Promise<QueryClient> =>
    (lazy.client ??= import('@tanstack/query-core').then(({ QueryClient }) => {
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, gcTime: Infinity, queryKeyHashFn: (key) => queryHash(key) } },
      })
      lazy.unsubscribe = client.getQueryCache().subscribe((event) => {
        if (event.type === 'removed') {
          const { [event.query.queryHash]: _gone, ...rest } = store.getSnapshot()
          store.set(rest)
        } else {
          mirror(event.query)
        }
      })
      return client
    }))

  /** A fresh entry persisted through the storage port, read once per key (no query-core needed). */
  const readStored = <T>(definition: QueryDefinition<T>): { data: T; fetchedAt: number } | undefined => {
    if (!definition.persist) return undefined
    const { storageKey, id, schema } = definition.persist
    const stored = storage.getCacheEntry(storageKey, id, object({ data: schema as Struct<unknown, unknown>, fetchedAt: number() }), clock.now())
    return stored && stored.fetchedAt <= clock.now() ? { data: stored.data as T, fetchedAt: stored.fetchedAt } : undefined
  }
  const patchEntry = (hash: string, patch: Partial<QueryEntry>) => {
    const current = store.getSnapshot()[hash] ?? { status: 'pending', data: undefined, error: undefined, isFetching: false, fetchedAt: undefined }
    store.set({ ...store.getSnapshot(), [hash]: Object.freeze({ ...current, ...patch }) })
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async fetch<T>(definition: QueryDefinition<T>, options: { force?: boolean } = {}) {
      const hash = queryHash(definition.key)
      if (!timings.has(hash)) {
        const stored = readStored(definition)
        if (stored) {
          timings.set(hash, { fetchedAt: stored.fetchedAt })
          patchEntry(hash, { status: 'success', data: stored.data, fetchedAt: stored.fetchedAt })
        }
      }
      const timing = timings.get(hash) ?? {}
      const now = clock.now()
      const fresh = timing.fetchedAt !== undefined && now - timing.fetchedAt < definition.lifetimeMs
      const blocked = timing.failedAt !== undefined && now - timing.failedAt < (definition.retryBlockMs ?? 0)
      if (blocked || (fresh && !options.force)) return store.getSnapshot()[hash]?.data as T | undefined
      // Loading shows at once, also while query-core itself is still being loaded.
      patchEntry(hash, { isFetching: true })
      const client = await loadClient()
      if (lazy.destroyed) return undefined
      const known = store.getSnapshot()[hash]
      if (known?.status === 'success' && client.getQueryData(definition.key) === undefined) client.setQueryData(definition.key, known.data)
      try {
        const data = await client.fetchQuery({
          queryKey: definition.key,
          // Staleness is decided above with the platform clock; query-core only de-duplicates.
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
        const query = client.getQueryCache().find({ queryKey: definition.key, exact: true })
        if (query) mirror(query)
        return data
      } catch (error) {
        logger.warn(`Could not fetch ${String(definition.key[0])}`, error)
        const query = client.getQueryCache().find({ queryKey: definition.key, exact: true })
        if (query) mirror(query)
        return store.getSnapshot()[hash]?.data as T | undefined
      }
    },
    setData<T>(definition: QueryDefinition<T>, data: T, options: { fetchedAt?: number } = {}) {
      const hash = queryHash(definition.key)
      const fetchedAt = Math.min(options.fetchedAt ?? clock.now(), clock.now())
      timings.set(hash, { fetchedAt })
      patchEntry(hash, { status: 'success', data, error: undefined, fetchedAt })
      void lazy.client?.then((client) => {
        if (!lazy.destroyed) client.setQueryData(definition.key, data)
      })
      if (definition.persist) {
        const { storageKey, id } = definition.persist
        storage.setCacheEntry(storageKey, id, { data, fetchedAt }, definition.lifetimeMs, fetchedAt)
      }
    },
    get<T>(key: readonly unknown[]) {
      return store.getSnapshot()[queryHash(key)] as QueryEntry<T> | undefined
    },
    destroy() {
      lazy.destroyed = true
      lazy.unsubscribe?.()
      void lazy.client?.then((client) => {
        void client.cancelQueries()
        client.clear()
      })
      timings.clear()
    },
  }
}
