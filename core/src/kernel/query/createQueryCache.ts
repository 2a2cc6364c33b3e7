import type { AbortSignalLike } from '../platform/ports.js'
import { number, object, type Struct } from 'superstruct'
import type { Logger } from '../logger/createLogger.js'
import type { ClockPort } from '../platform/ports.js'
import type { SafeStorage, StorageKey } from '../storage/createSafeStorage.js'
import type { Batcher } from '../store/createBatcher.js'
import { createStore, type ReadableStore } from '../store/createStore.js'
import type { QueryEngine } from './createQueryEngine.js'

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

/** When a key's data was fetched and when its last fetch failed (platform clock). */
export interface QueryTiming {
  fetchedAt?: number
  failedAt?: number
}

/** The cache's name for a key: its JSON (keys are arrays of plain values). */
export function queryHash(key: readonly unknown[]): string {
  return JSON.stringify(key)
}

/**
 * Keyed server data on `@tanstack/query-core` (in-flight de-duplication, cancellation), with
 * core's clock and storage. What a page needs before anything is fetched (the entries, their store,
 * fresh data from storage, `setData`) is here; query-core and the code driving it
 * (createQueryEngine.ts) load on the first fetch that asks the server, not before: nothing before
 * a connect needs server data, so a site's first paint does not carry it.
 */
export function createQueryCache(deps: {
  clock: Pick<ClockPort, 'now'>
  storage: SafeStorage
  logger: Pick<Logger, 'warn'>
  batcher?: Batcher
}): QueryCache {
  const { clock, storage, logger } = deps
  const timings = new Map<string, QueryTiming>()
  const lazy: { engine?: Promise<QueryEngine>; loaded?: QueryEngine; destroyed?: boolean } = {}
  const store = createStore<Readonly<Record<string, QueryEntry>>>({}, deps.batcher)

  // A failed load is not kept: the next fetch tries again.
  const loadEngine = (): Promise<QueryEngine> =>
    (lazy.engine ??= import('./createQueryEngine.js').then(
      (module) => (lazy.loaded = module.createQueryEngine({ store, timings, clock, storage })),
      (error: unknown) => {
        lazy.engine = undefined
        throw error
      },
    ))

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
  const failed = <T>(definition: QueryDefinition<T>, error: unknown): T | undefined => {
    logger.warn(`Could not fetch ${String(definition.key[0])}`, error)
    return store.getSnapshot()[queryHash(definition.key)]?.data as T | undefined
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
      let engine: QueryEngine
      try {
        engine = await loadEngine()
      } catch (error) {
        // The fetching code could not load (a network failure): the entry fails like a failed fetch.
        if (!lazy.destroyed) patchEntry(hash, { status: 'error', error, isFetching: false })
        return failed(definition, error)
      }
      if (lazy.destroyed) return undefined
      try {
        return await engine.fetch(definition)
      } catch (error) {
        return failed(definition, error)
      }
    },
    setData<T>(definition: QueryDefinition<T>, data: T, options: { fetchedAt?: number } = {}) {
      const hash = queryHash(definition.key)
      const fetchedAt = Math.min(options.fetchedAt ?? clock.now(), clock.now())
      timings.set(hash, { fetchedAt })
      patchEntry(hash, { status: 'success', data, error: undefined, fetchedAt })
      void lazy.engine?.then(
        (engine) => {
          if (!lazy.destroyed) engine.setData(definition.key, data)
        },
        () => undefined,
      )
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
      lazy.loaded?.destroy()
      // An engine still loading is stopped once it is there.
      if (!lazy.loaded) void lazy.engine?.then((engine) => engine.destroy(), () => undefined)
      timings.clear()
    },
  }
}
