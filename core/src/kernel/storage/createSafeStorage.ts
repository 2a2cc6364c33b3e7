import { record, size, string, unknown, validate, type Struct } from 'superstruct'
import type { StoragePort } from '../platform/ports.js'
import { STORAGE_PREFIX } from './storageKeys.js'
import { cacheEntrySchema, type CacheEntry } from './storedValues.js'

/** Where storage warnings go; the client's logger fits. */
export interface WarnSink {
  warn(message: string, ...data: unknown[]): void
}

/** A key under the fixed prefix. */
export type StorageKey = `${typeof STORAGE_PREFIX}${string}`

export interface SafeStorageOptions {
  /** The raw storage; any of its methods may throw. */
  storage: StoragePort
  /** Receives one warning per failure kind and key. */
  logger: WarnSink
  /**
   * Longest raw value (JSON text, in UTF-16 code units) read from or written to storage. A longer
   * stored value counts as corrupt; a longer new value is kept in memory only.
   * @default 1_048_576
   */
  maxValueLength?: number
  /**
   * Most entries kept in one keyed cache (`setCacheEntry`); the entries expiring first go.
   * @default 100
   */
  maxCacheEntries?: number
}

/**
 * Typed, validated, never-throwing access to the browser-stored items (SPEC.md section 8:
 * "Storage failures are swallowed and logged").
 *
 * - Reads parse JSON and validate with the given schema. Missing, unreadable, non-JSON,
 *   wrongly-shaped, over-long or `__proto__`-carrying values read as undefined; a corrupt value is
 *   removed (so it stops tripping every start-up) and logged once, by key and reason, never by
 *   content (stored items include e-mail addresses).
 * - Writes that storage refuses (quota, private mode, blocked storage) are kept in an in-memory
 *   mirror, which later reads return: the client keeps working from memory for the session. After
 *   any storage failure every write is mirrored, since storage can no longer be trusted to read
 *   back what it took.
 */
export interface SafeStorage {
  /** The stored value if it is present and matches `schema` (after its coercions), else undefined. */
  get<T>(key: StorageKey, schema: Struct<T, unknown>): T | undefined
  /** Stores `value` as JSON. `undefined` removes the item. Never throws. */
  set(key: StorageKey, value: unknown): void
  /** Removes the item. Never throws. */
  remove(key: StorageKey): void
  /** A cached value that has not expired at `now`; an expired entry is dropped. */
  getCache<T>(key: StorageKey, schema: Struct<T, unknown>, now: number): T | undefined
  /** Caches `value` until `now + ttlMs`. @throws RangeError for a lifetime that is not positive and finite (a bug, not a storage failure). */
  setCache(key: StorageKey, value: unknown, ttlMs: number, now: number): void
  /** One entry of a keyed cache (e.g. per address); expired entries are dropped. */
  getCacheEntry<T>(key: StorageKey, id: string, schema: Struct<T, unknown>, now: number): T | undefined
  /** Caches `value` under `id` until `now + ttlMs`, dropping the expired entries of that cache. @throws RangeError as `setCache`. */
  setCacheEntry(key: StorageKey, id: string, value: unknown, ttlMs: number, now: number): void
}

export const DEFAULT_MAX_VALUE_LENGTH = 1_048_576
export const DEFAULT_MAX_CACHE_ENTRIES = 100
/** Longest id of a keyed cache entry. */
const CACHE_ID_MAX = 256

type WarningKind = 'read' | 'write' | 'remove' | 'corrupt' | 'serialize' | 'size'
type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string }

export function createSafeStorage(options: SafeStorageOptions): SafeStorage {
  const { storage, logger } = options
  const maxValueLength = options.maxValueLength ?? DEFAULT_MAX_VALUE_LENGTH
  const maxCacheEntries = options.maxCacheEntries ?? DEFAULT_MAX_CACHE_ENTRIES
  /** Values storage could not take (null: removed). Mirror entries win over storage. */
  const mirror = new Map<string, string | null>()
  /** Set once storage threw: from then on every write is mirrored too. */
  let degraded = false
  const warned = new Set<string>()

  function warnOnce(kind: WarningKind, key: string, message: string, ...data: unknown[]): void {
    const id = `${kind}\u0000${key}`
    if (warned.has(id)) return
    warned.add(id)
    try {
      logger.warn(`[Portico] ${message}`, ...data)
    } catch {
      // A broken logger must not break storage.
    }
  }

  function settled(kind: WarningKind, key: string): void {
    warned.delete(`${kind}\u0000${key}`)
  }

  function checkKey(key: string): string {
    if (typeof key !== 'string' || !key.startsWith(STORAGE_PREFIX)) {
      throw new TypeError(`Storage keys start with '${STORAGE_PREFIX}', got '${String(key)}'`)
    }
    return key
  }

  /** The raw text and where it came from, or undefined when absent or unreadable. */
  function readRaw(key: string): { text: string; fromMirror: boolean } | undefined {
    if (mirror.has(key)) {
      const text = mirror.get(key)
      return text === null || text === undefined ? undefined : { text, fromMirror: true }
    }
    try {
      const text = storage.getItem(key)
      settled('read', key)
      return typeof text === 'string' ? { text, fromMirror: false } : undefined
    } catch (error) {
      degraded = true
      warnOnce('read', key, `Could not read "${key}" from storage; continuing without it`, error)
      return undefined
    }
  }

  function parse<T>(text: string, schema: Struct<T, unknown>, checkLength: boolean): Parsed<T> {
    if (checkLength && text.length > maxValueLength) {
      return { ok: false, reason: `too long (${text.length} characters, at most ${maxValueLength})` }
    }
    let carriesProto = false
    let json: unknown
    try {
      // JSON.parse defines `__proto__` as a plain own key (no pollution here), but a value carrying
      // one is a tampering attempt aimed at code that merges objects: refuse it outright.
      json = JSON.parse(text, (name, value: unknown) => {
        if (name === '__proto__') carriesProto = true
        return value
      })
    } catch {
      return { ok: false, reason: 'not JSON' }
    }
    if (carriesProto) return { ok: false, reason: 'has a __proto__ key' }
    let result: ReturnType<typeof validate<T, unknown>>
    try {
      result = validate(json, schema, { coerce: true, mask: true })
    } catch {
      // superstruct prints values into its messages and throws on some, e.g. `{"toString":""}`.
      return { ok: false, reason: 'could not be validated' }
    }
    const [error, value] = result
    if (!error) return { ok: true, value }
    const failure = error.failures()[0] ?? error
    const path = failure.path.length > 0 ? failure.path.join('.') : 'the top level'
    return { ok: false, reason: `expected ${failure.refinement ?? failure.type} at ${path}` }
  }

  function get<T>(key: StorageKey, schema: Struct<T, unknown>): T | undefined {
    const raw = readRaw(checkKey(key))
    if (!raw) return undefined
    const parsed = parse(raw.text, schema, !raw.fromMirror)
    if (parsed.ok) {
      settled('corrupt', key)
      return parsed.value
    }
    warnOnce('corrupt', key, `Ignored and removed the stored value of "${key}": ${parsed.reason}`)
    remove(key)
    return undefined
  }

  function remove(key: StorageKey): void {
    checkKey(key)
    try {
      storage.removeItem(key)
      settled('remove', key)
      if (degraded) mirror.set(key, null)
      else mirror.delete(key)
    } catch (error) {
      degraded = true
      mirror.set(key, null)
      warnOnce('remove', key, `Could not remove "${key}" from storage; forgetting it for this session`, error)
    }
  }

  function set(key: StorageKey, value: unknown): void {
    checkKey(key)
    let text: string | undefined
    try {
      text = JSON.stringify(value)
    } catch (error) {
      warnOnce('serialize', key, `Could not store "${key}": the value is not JSON-serializable`, error)
      return
    }
    if (text === undefined) {
      remove(key)
      return
    }
    if (text.length > maxValueLength) {
      warnOnce('size', key, `Kept "${key}" in memory only: ${text.length} characters is over ${maxValueLength}`)
      remove(key) // the stored value is stale now
      mirror.set(key, text)
      return
    }
    try {
      storage.setItem(key, text)
      settled('write', key)
      if (degraded) mirror.set(key, text)
      else mirror.delete(key)
    } catch (error) {
      degraded = true
      mirror.set(key, text)
      warnOnce('write', key, `Could not write "${key}" to storage; keeping it in memory for this session`, error)
    }
  }

  function expiry(ttlMs: number, now: number): number {
    if (!Number.isFinite(ttlMs) || ttlMs <= 0 || !Number.isFinite(now)) {
      throw new RangeError(`A cache needs a positive finite lifetime and a finite time, got ${ttlMs} ms at ${now}`)
    }
    return now + ttlMs
  }

  function readEntries<T>(key: StorageKey, schema: Struct<T, unknown>): Map<string, CacheEntry<T>> {
    const entries = get(key, record(size(string(), 1, CACHE_ID_MAX), cacheEntrySchema(schema)))
    return new Map(entries ? Object.entries(entries) : [])
  }

  function writeEntries(key: StorageKey, entries: ReadonlyMap<string, CacheEntry<unknown>>): void {
    // Object.fromEntries defines keys as own data properties: no key can reach a prototype.
    if (entries.size === 0) remove(key)
    else set(key, Object.fromEntries(entries))
  }

  function dropExpired<T>(entries: Map<string, CacheEntry<T>>, now: number): boolean {
    let dropped = false
    for (const [id, entry] of entries) {
      if (entry.expiresAt <= now) {
        entries.delete(id)
        dropped = true
      }
    }
    return dropped
  }

  return {
    get,
    set,
    remove,
    getCache(key, schema, now) {
      const entry = get(key, cacheEntrySchema(schema))
      if (!entry) return undefined
      if (entry.expiresAt > now) return entry.value
      remove(key)
      return undefined
    },
    setCache(key, value, ttlMs, now) {
      set(key, { value, expiresAt: expiry(ttlMs, now) })
    },
    getCacheEntry(key, id, schema, now) {
      const entries = readEntries(key, schema)
      if (dropExpired(entries, now)) writeEntries(key, entries)
      return entries.get(id)?.value
    },
    setCacheEntry(key, id, value, ttlMs, now) {
      const expiresAt = expiry(ttlMs, now)
      if (id === '__proto__' || id.length === 0 || id.length > CACHE_ID_MAX) {
        warnOnce('serialize', key, `Did not cache an entry of "${key}": its id cannot be stored`)
        return
      }
      const entries = readEntries<unknown>(key, unknownSchema)
      dropExpired(entries, now)
      entries.delete(id)
      entries.set(id, { value, expiresAt })
      while (entries.size > maxCacheEntries) {
        let soonest: string | undefined
        let soonestAt = Number.POSITIVE_INFINITY
        for (const [entryId, entry] of entries) {
          if (entry.expiresAt < soonestAt) [soonest, soonestAt] = [entryId, entry.expiresAt]
        }
        entries.delete(soonest ?? id)
      }
      writeEntries(key, entries)
    },
  }
}

/** Accepts any JSON value: the other entries of a keyed cache are rewritten as they were. */
const unknownSchema: Struct<unknown, unknown> = unknown()
