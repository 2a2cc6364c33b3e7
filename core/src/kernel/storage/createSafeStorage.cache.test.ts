import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { number, object, string } from 'superstruct'
import { createFakeClock } from '../platform/fakeClock.js'
import { createMemoryStorage, createThrowingStorage } from '../platform/memoryStorage.js'
import type { StoragePort } from '../platform/ports.js'
import { CACHE_LIFETIMES } from './cacheLifetimes.js'
import { createSafeStorage, type SafeStorageOptions } from './createSafeStorage.js'
import { STORAGE_KEYS } from './storageKeys.js'

function setup(storage: StoragePort = createMemoryStorage(), options: Partial<SafeStorageOptions> = {}) {
  const warnings: string[] = []
  const store = createSafeStorage({ storage, logger: { warn: (message) => warnings.push(message) }, ...options })
  return { store, storage, warnings }
}

const balance = object({ balance: string(), symbol: string() })
const KEY = STORAGE_KEYS.NATIVE_BALANCE_CACHE

describe('createSafeStorage: single-entry caches', () => {
  it('serves a cached value until it expires, then drops it (the balance cache)', () => {
    const clock = createFakeClock(1_000_000)
    const { store, storage } = setup()
    store.setCache(KEY, { balance: '1.5', symbol: 'ETH' }, CACHE_LIFETIMES.NATIVE_BALANCE, clock.now())
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({
      value: { balance: '1.5', symbol: 'ETH' },
      expiresAt: 1_030_000,
    })
    clock.advance(29_999)
    expect(store.getCache(KEY, balance, clock.now())).toEqual({ balance: '1.5', symbol: 'ETH' })
    clock.advance(1)
    expect(store.getCache(KEY, balance, clock.now())).toBeUndefined()
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('refuses entries without a finite expiry or with a value of the wrong shape', () => {
    const bad = ['{"value":{"balance":"1","symbol":"ETH"}}', '{"value":{"balance":"1","symbol":"ETH"},"expiresAt":"later"}', '{"value":{"balance":1},"expiresAt":99999999999999}', '{"balance":"1","symbol":"ETH"}']
    for (const text of bad) {
      const { store, storage } = setup(createMemoryStorage({ [KEY]: text }))
      expect(store.getCache(KEY, balance, 0)).toBeUndefined()
      expect(storage.getItem(KEY)).toBeNull()
    }
  })

  it('refuses a lifetime that is not positive and finite', () => {
    const { store } = setup()
    for (const ttl of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => store.setCache(KEY, 1, ttl, 0)).toThrow(RangeError)
    }
  })

  it('still caches from memory when storage throws', () => {
    const { store } = setup(createThrowingStorage())
    store.setCache(KEY, { balance: '2', symbol: 'SOL' }, 1_000, 0)
    expect(store.getCache(KEY, balance, 999)).toEqual({ balance: '2', symbol: 'SOL' })
    expect(store.getCache(KEY, balance, 1_000)).toBeUndefined()
  })

  it('property: an entry is served exactly while now < expiresAt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 2e9 }), (start, ttl, later) => {
        const { store } = setup()
        store.setCache(KEY, 'v', ttl, start)
        expect(store.getCache(KEY, string(), start + later)).toBe(later < ttl ? 'v' : undefined)
      }),
    )
  })
})

describe('createSafeStorage: keyed caches', () => {
  const ENS = STORAGE_KEYS.ENS_CACHE
  const address = string()

  it('keeps entries per id, each with its own expiry', () => {
    const { store } = setup()
    store.setCacheEntry(ENS, 'alice.eth', '0xa', CACHE_LIFETIMES.ENS, 0)
    store.setCacheEntry(ENS, 'bob.eth', '0xb', CACHE_LIFETIMES.ENS, 100_000)
    expect(store.getCacheEntry(ENS, 'alice.eth', address, 299_999)).toBe('0xa')
    expect(store.getCacheEntry(ENS, 'alice.eth', address, 300_000)).toBeUndefined()
    expect(store.getCacheEntry(ENS, 'bob.eth', address, 300_000)).toBe('0xb')
    expect(store.getCacheEntry(ENS, 'carol.eth', address, 0)).toBeUndefined()
  })

  it('drops expired entries from storage when reading or writing', () => {
    const { store, storage } = setup()
    store.setCacheEntry(ENS, 'old.eth', '0x1', 10, 0)
    store.setCacheEntry(ENS, 'new.eth', '0x2', 1_000, 5)
    store.getCacheEntry(ENS, 'new.eth', address, 20)
    expect(Object.keys(JSON.parse(storage.getItem(ENS) ?? '{}'))).toEqual(['new.eth'])
    store.getCacheEntry(ENS, 'new.eth', address, 2_000)
    expect(storage.getItem(ENS)).toBeNull()
  })

  it('keeps at most maxCacheEntries, dropping those expiring first', () => {
    const { store, storage } = setup(createMemoryStorage(), { maxCacheEntries: 3 })
    for (let n = 0; n < 5; n++) store.setCacheEntry(ENS, `n${n}.eth`, `0x${n}`, 1_000 + n, 0)
    expect(Object.keys(JSON.parse(storage.getItem(ENS) ?? '{}')).sort()).toEqual(['n2.eth', 'n3.eth', 'n4.eth'])
  })

  it('does not store an entry whose id is __proto__, and nothing is polluted', () => {
    const { store, storage, warnings } = setup()
    store.setCacheEntry(ENS, 'alice.eth', '0xa', 1_000, 0)
    store.setCacheEntry(ENS, '__proto__', { polluted: true }, 1_000, 0)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.keys(JSON.parse(storage.getItem(ENS) ?? '{}'))).toEqual(['alice.eth'])
    expect(warnings).toHaveLength(1)
    expect(store.getCacheEntry(ENS, 'alice.eth', address, 1)).toBe('0xa')
  })

  it('refuses a whole keyed cache with a bad entry or a __proto__ key', () => {
    for (const text of ['{"a":{"value":"0x1"}}', '{"__proto__":{"value":"0x1","expiresAt":5}}', '[1,2]']) {
      const { store, storage } = setup(createMemoryStorage({ [ENS]: text }))
      expect(store.getCacheEntry(ENS, 'a', address, 0)).toBeUndefined()
      expect(storage.getItem(ENS)).toBeNull()
    }
  })

  it('validates the entry read against the given schema', () => {
    const { store } = setup()
    store.setCacheEntry(STORAGE_KEYS.PORTFOLIO_CACHE, '0xabc', { total: 'lots' }, 1_000, 0)
    expect(store.getCacheEntry(STORAGE_KEYS.PORTFOLIO_CACHE, '0xabc', object({ total: number() }), 1)).toBeUndefined()
  })
})
