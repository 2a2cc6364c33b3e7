import type { AbortSignalLike } from '../platform/ports.js'
import { number, object, type Struct } from 'superstruct'
import type { Logger } from '../logger/createLogger.js'
import type { ClockPort } from '../platform/ports.js'
import type { SafeStorage, StorageKey } from '../storage/createSafeStorage.js'
import type { Batcher } from '../store/createBatcher.js'
import { createStore, type ReadableStore } from '../store/createStore.js'
import { createAbortController, type PorticoAbortController } from '../utils/abort.js'

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

/** A fetch in flight: its promise, shared by every caller of its key, and how to stop it. */
interface InFlight {
  readonly promise: Promise<unknown>
  readonly controller: PorticoAbortController
}

/**
 * Keyed server data (DESIGN.md, "Server data lives in one keyed cache"): one store of entries, with
 * core's clock and storage. Concurrent fetches of one key share one request; fresh data (in memory
 * or persisted) is served without asking; a failure keeps the previous data and blocks new fetches
 * for the definition's retry block; data set by hand while a fetch is in flight, dated after that
 * fetch started, wins over its late answer. The only state is this function's: two clients never share an entry.
 */
export function createQueryCache(deps: {
  clock: Pick<ClockPort, 'now'>
  storage: SafeStorage
  logger: Pick<Logger, 'warn'>
  batcher?: Batcher
}): QueryCache {
  const { clock, storage, logger } = deps
  const timings = new Map<string, QueryTiming>()
  const inFlight = new Map<string, InFlight>()
  /** Bumped by setData: a fetch that started before data newer than its start does not overwrite it. */
  const versions = new Map<string, number>()
  let destroyed = false
  const store = createStore<Readonly<Record<string, QueryEntry>>>({}, deps.batcher)

  /** A fresh entry persisted through the storage port, read once per key. */
  const readStored = <T>(definition: QueryDefinition<T>): { data: T; fetchedAt: number } | undefined => {
    if (!definition.persist) return undefined
    const { storageKey, id, schema } = definition.persist
    const stored = storage.getCacheEntry(storageKey, id, object({ data: schema as Struct<unknown, unknown>, fetchedAt: number() }), clock.now())
    return stored && stored.fetchedAt <= clock.now() ? { data: stored.data as T, fetchedAt: stored.fetchedAt } : undefined
  }
  const patchEntry = (hash: string, patch: Partial<QueryEntry>) => {
    const current = store.getSnapshot()[hash] ?? { status: 'pending', data: undefined, error: undefined, isFetching: false, fetchedAt: undefined }
    const next = { ...current, ...patch }
    if ((Object.keys(next) as (keyof QueryEntry)[]).every((field) => Object.is(next[field], current[field])) && store.getSnapshot()[hash]) return
    store.set({ ...store.getSnapshot(), [hash]: Object.freeze(next) })
  }
  const persist = <T>(definition: QueryDefinition<T>, data: T, fetchedAt: number) => {
    if (!definition.persist) return
    const { storageKey, id } = definition.persist
    storage.setCacheEntry(storageKey, id, { data, fetchedAt }, definition.lifetimeMs, fetchedAt)
  }

  /** Asks the server once for `definition`; every caller of its key while it runs shares it. */
  const request = <T>(hash: string, definition: QueryDefinition<T>): Promise<T> => {
    const controller = createAbortController()
    const version = versions.get(hash) ?? 0
    const startedAt = clock.now()
    const settle = () => {
      if (inFlight.get(hash)?.controller === controller) inFlight.delete(hash)
    }
    const promise = (async () => {
      try {
        const value = await definition.fetch(controller.signal)
        settle()
        if (destroyed) return value
        if ((versions.get(hash) ?? 0) !== version && (timings.get(hash)?.fetchedAt ?? -Infinity) > startedAt) {
          // Data set by hand since this fetch started, and dated after its start (a write the
          // server confirmed meanwhile), is newer than what this answer can know: it stays.
          patchEntry(hash, { isFetching: false })
          return store.getSnapshot()[hash]?.data as T
        }
        const fetchedAt = clock.now()
        timings.set(hash, { fetchedAt })
        patchEntry(hash, { status: 'success', data: value, error: undefined, isFetching: false, fetchedAt })
        persist(definition, value, fetchedAt)
        return value
      } catch (error) {
        settle()
        if (!destroyed) {
          timings.set(hash, { ...timings.get(hash), failedAt: clock.now() })
          patchEntry(hash, { status: 'error', error, isFetching: false })
        }
        throw error
      }
    })()
    inFlight.set(hash, { promise, controller })
    return promise
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async fetch<T>(definition: QueryDefinition<T>, options: { force?: boolean } = {}) {
      if (destroyed) return undefined
      const hash = queryHash(definition.key)
      if (!timings.has(hash)) {
        const stored = readStored(definition)
        if (stored) {
          timings.set(hash, { fetchedAt: stored.fetchedAt })
          patchEntry(hash, { status: 'success', data: stored.data, fetchedAt: stored.fetchedAt })
        }
      }
      const running = inFlight.get(hash)
      if (!running) {
        const timing = timings.get(hash) ?? {}
        const now = clock.now()
        const fresh = timing.fetchedAt !== undefined && now - timing.fetchedAt < definition.lifetimeMs
        const blocked = timing.failedAt !== undefined && now - timing.failedAt < (definition.retryBlockMs ?? 0)
        if (blocked || (fresh && !options.force)) return store.getSnapshot()[hash]?.data as T | undefined
        patchEntry(hash, { isFetching: true })
      }
      try {
        return (await (running?.promise ?? request(hash, definition))) as T
      } catch (error) {
        if (destroyed) return undefined
        logger.warn(`Could not fetch ${String(definition.key[0])}`, error)
        return store.getSnapshot()[hash]?.data as T | undefined
      }
    },
    setData<T>(definition: QueryDefinition<T>, data: T, options: { fetchedAt?: number } = {}) {
      const hash = queryHash(definition.key)
      const fetchedAt = Math.min(options.fetchedAt ?? clock.now(), clock.now())
      versions.set(hash, (versions.get(hash) ?? 0) + 1)
      timings.set(hash, { fetchedAt })
      patchEntry(hash, { status: 'success', data, error: undefined, fetchedAt })
      persist(definition, data, fetchedAt)
    },
    get<T>(key: readonly unknown[]) {
      return store.getSnapshot()[queryHash(key)] as QueryEntry<T> | undefined
    },
    destroy() {
      destroyed = true
      for (const { controller } of inFlight.values()) controller.abort()
      inFlight.clear()
      timings.clear()
      versions.clear()
    },
  }
}
