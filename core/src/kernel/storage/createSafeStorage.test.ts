import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { number, object, record, string } from 'superstruct'
import { createMemoryStorage, createThrowingStorage } from '../platform/memoryStorage.js'
import type { StoragePort } from '../platform/ports.js'
import { createSafeStorage, type SafeStorageOptions, type StorageKey } from './createSafeStorage.js'
import { STORAGE_KEYS } from './storageKeys.js'
import { emailSchema } from './storedLoginValues.js'
import { connectionStatusSchema, disconnectedConnectorIdsSchema, recentWalletsSchema } from './storedValues.js'

function setup(storage: StoragePort = createMemoryStorage(), options: Partial<SafeStorageOptions> = {}) {
  const warnings: { message: string; data: unknown[] }[] = []
  const logger = { warn: (message: string, ...data: unknown[]) => warnings.push({ message, data }) }
  return { store: createSafeStorage({ storage, logger, ...options }), storage, warnings }
}

const KEY: StorageKey = '@portico/test'
const point = object({ x: number(), y: number() })

describe('createSafeStorage: reading and writing', () => {
  it('stores JSON and reads it back validated', () => {
    const { store, storage, warnings } = setup()
    store.set(KEY, { x: 1, y: 2 })
    expect(storage.getItem(KEY)).toBe('{"x":1,"y":2}')
    expect(store.get(KEY, point)).toEqual({ x: 1, y: 2 })
    store.set(STORAGE_KEYS.CONNECTION_STATUS, 'connected')
    expect(storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('"connected"')
    expect(warnings).toEqual([])
  })

  it('reads a missing item as undefined, without a warning', () => {
    const { store, warnings } = setup()
    expect(store.get(KEY, point)).toBeUndefined()
    expect(warnings).toEqual([])
  })

  it('removes items, and treats set(undefined) as remove', () => {
    const { store, storage } = setup(createMemoryStorage({ [KEY]: '{"x":1,"y":2}' }))
    store.remove(KEY)
    expect(storage.getItem(KEY)).toBeNull()
    store.set(KEY, { x: 3, y: 4 })
    store.set(KEY, undefined)
    expect(storage.getItem(KEY)).toBeNull()
    expect(store.get(KEY, point)).toBeUndefined()
  })

  it('refuses keys outside the fixed prefix (a bug, so it throws)', () => {
    const { store } = setup()
    expect(() => store.set('wallet_id' as StorageKey, 'x')).toThrow(TypeError)
    expect(() => store.get('other/' as StorageKey, point)).toThrow(/@portico\//)
  })

  it('applies the schema coercions: lists trimmed, unknown object keys dropped', () => {
    const wallets = [1, 2, 3].map((n) => ({ id: `w${n}`, name: `W${n}`, extra: 'dropped' }))
    const ids = Array.from({ length: 60 }, (_, n) => `c${n}`)
    const { store } = setup(
      createMemoryStorage({
        [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify(wallets),
        [STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS]: JSON.stringify(ids),
      }),
    )
    expect(store.get(STORAGE_KEYS.RECENT_WALLETS, recentWalletsSchema)).toEqual([
      { id: 'w1', name: 'W1' },
      { id: 'w2', name: 'W2' },
    ])
    expect(store.get(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, disconnectedConnectorIdsSchema)).toEqual(ids.slice(10))
  })

  it('property: whatever a valid value, set then get gives it back', () => {
    const wallet = fc.record(
      { id: fc.string({ minLength: 1, maxLength: 20 }), name: fc.string({ minLength: 1, maxLength: 20 }) },
      { noNullPrototype: true },
    )
    fc.assert(
      fc.property(fc.array(wallet, { maxLength: 2 }), (wallets) => {
        const { store } = setup()
        store.set(STORAGE_KEYS.RECENT_WALLETS, wallets)
        expect(store.get(STORAGE_KEYS.RECENT_WALLETS, recentWalletsSchema)).toEqual(wallets)
      }),
    )
  })
})

describe('createSafeStorage: corrupt values', () => {
  it('ignores, removes and logs once a value that is not JSON', () => {
    const { store, storage, warnings } = setup(createMemoryStorage({ [KEY]: '{not json' }))
    expect(store.get(KEY, point)).toBeUndefined()
    expect(storage.getItem(KEY)).toBeNull()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.message).toContain('not JSON')
    expect(warnings[0]?.message).toContain(KEY)
    expect(store.get(KEY, point)).toBeUndefined()
    expect(warnings).toHaveLength(1)
  })

  it('ignores and removes JSON of the wrong shape, naming where it failed', () => {
    const { store, storage, warnings } = setup(createMemoryStorage({ [KEY]: '{"x":1,"y":"two"}' }))
    expect(store.get(KEY, point)).toBeUndefined()
    expect(storage.getItem(KEY)).toBeNull()
    expect(warnings[0]?.message).toMatch(/expected number at y/)
  })

  it("refuses a stored 'connecting' status: only connected or disconnected is kept", () => {
    const { store } = setup(createMemoryStorage({ [STORAGE_KEYS.CONNECTION_STATUS]: '"connecting"' }))
    expect(store.get(STORAGE_KEYS.CONNECTION_STATUS, connectionStatusSchema)).toBeUndefined()
  })

  it('never logs the stored content (it may be an e-mail address)', () => {
    const { store, warnings } = setup(createMemoryStorage({ [STORAGE_KEYS.EMAIL]: '"alice.secret@"' }))
    expect(store.get(STORAGE_KEYS.EMAIL, emailSchema)).toBeUndefined()
    expect(warnings).toHaveLength(1)
    expect(JSON.stringify(warnings)).not.toContain('alice.secret')
  })

  it('logs a corrupt value again once a valid one was read in between', () => {
    const { store, storage, warnings } = setup()
    storage.setItem(KEY, 'bad')
    store.get(KEY, point)
    storage.setItem(KEY, '{"x":1,"y":1}')
    store.get(KEY, point)
    storage.setItem(KEY, 'bad again')
    store.get(KEY, point)
    expect(warnings).toHaveLength(2)
  })

  it('refuses __proto__ payloads without polluting Object.prototype', () => {
    const payloads = [
      '{"__proto__":{"polluted":true}}',
      '{"x":1,"y":2,"__proto__":{"polluted":true}}',
      '[{"id":"a","name":"A","__proto__":{"polluted":true}}]',
      '{"eip155":"eoa","__proto__":{"polluted":true}}',
    ]
    for (const payload of payloads) {
      const { store, storage } = setup(createMemoryStorage({ [KEY]: payload }))
      expect(store.get(KEY, point)).toBeUndefined()
      expect(store.get(KEY, recentWalletsSchema)).toBeUndefined()
      expect(store.get(KEY, record(string(), string()))).toBeUndefined()
      expect(storage.getItem(KEY)).toBeNull()
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('property: any stored text reads without throwing and without polluting prototypes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant('{"__proto__":{"polluted":1}}')), (text) => {
        const { store } = setup(createMemoryStorage({ [KEY]: text }))
        const value = store.get(KEY, recentWalletsSchema)
        expect(value === undefined || Array.isArray(value)).toBe(true)
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
      }),
    )
  })

  it('survives JSON on which superstruct itself throws (an own non-function toString)', () => {
    const { store, storage } = setup(createMemoryStorage({ [KEY]: '{"toString":""}' }))
    expect(() => store.get(KEY, recentWalletsSchema)).not.toThrow()
    expect(store.get(KEY, recentWalletsSchema)).toBeUndefined()
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('refuses a huge stored value without parsing it, and removes it', () => {
    const huge = JSON.stringify('x'.repeat(200))
    const { store, storage, warnings } = setup(createMemoryStorage({ [KEY]: huge }), { maxValueLength: 100 })
    expect(store.get(KEY, string())).toBeUndefined()
    expect(storage.getItem(KEY)).toBeNull()
    expect(warnings[0]?.message).toMatch(/too long \(202 characters/)
  })

  it('keeps a huge new value in memory only, and drops the stale stored one', () => {
    const { store, storage, warnings } = setup(createMemoryStorage({ [KEY]: '"old"' }), { maxValueLength: 100 })
    const big = 'y'.repeat(500)
    store.set(KEY, big)
    expect(storage.getItem(KEY)).toBeNull()
    expect(store.get(KEY, string())).toBe(big)
    expect(warnings[0]?.message).toMatch(/in memory only/)
  })

  it('keeps the previous value and logs when a value cannot be serialized', () => {
    const { store, storage, warnings } = setup(createMemoryStorage({ [KEY]: '{"x":1,"y":2}' }))
    const cyclic: Record<string, unknown> = {}
    cyclic['self'] = cyclic
    expect(() => store.set(KEY, cyclic)).not.toThrow()
    expect(() => store.set(KEY, 10n)).not.toThrow()
    expect(storage.getItem(KEY)).toBe('{"x":1,"y":2}')
    expect(warnings[0]?.message).toMatch(/not JSON-serializable/)
  })
})

describe('createSafeStorage: failing storage', () => {
  it('reads undefined when getItem throws, and logs once per key', () => {
    const storage: StoragePort = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }
    const { store, warnings } = setup(storage)
    expect(store.get(KEY, point)).toBeUndefined()
    expect(store.get(KEY, point)).toBeUndefined()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.data[0]).toBeInstanceOf(Error)
  })

  it('swallows a quota error on write and serves the value from memory', () => {
    const storage = createMemoryStorage({}, { quota: 40 })
    const { store, warnings } = setup(storage)
    const wallets = [{ id: 'io.portico.alpha-with-a-long-id', name: 'Alpha Wallet' }]
    expect(() => store.set(STORAGE_KEYS.RECENT_WALLETS, wallets)).not.toThrow()
    expect(storage.getItem(STORAGE_KEYS.RECENT_WALLETS)).toBeNull()
    expect(store.get(STORAGE_KEYS.RECENT_WALLETS, recentWalletsSchema)).toEqual(wallets)
    expect(warnings).toHaveLength(1)
    expect((warnings[0]?.data[0] as Error).name).toBe('QuotaExceededError')
  })

  it('works from memory for the session when every storage call throws', () => {
    const { store, warnings } = setup(createThrowingStorage())
    expect(store.get(KEY, point)).toBeUndefined()
    store.set(KEY, { x: 1, y: 2 })
    expect(store.get(KEY, point)).toEqual({ x: 1, y: 2 })
    store.set(KEY, { x: 3, y: 4 })
    expect(store.get(KEY, point)).toEqual({ x: 3, y: 4 })
    store.remove(KEY)
    expect(store.get(KEY, point)).toBeUndefined()
    expect(warnings.length).toBeGreaterThan(0)
    expect(warnings.length).toBeLessThanOrEqual(3) // one per kind (read, write, remove) for this key
  })

  it('after a failure, mirrors even successful writes (storage may not read them back)', () => {
    let reads = 0
    const inner = createMemoryStorage()
    const storage: StoragePort = {
      getItem: (key) => {
        reads++
        if (reads > 1) throw new Error('storage went away')
        return inner.getItem(key)
      },
      setItem: (key, value) => inner.setItem(key, value),
      removeItem: (key) => inner.removeItem(key),
    }
    const { store } = setup(storage)
    expect(store.get(KEY, point)).toBeUndefined()
    expect(store.get(KEY, point)).toBeUndefined() // throws now: degraded
    store.set(KEY, { x: 5, y: 6 })
    expect(inner.getItem(KEY)).toBe('{"x":5,"y":6}')
    expect(store.get(KEY, point)).toEqual({ x: 5, y: 6 })
  })

  it('forgets an item whose removal threw, though storage still holds it', () => {
    const inner = createMemoryStorage({ [KEY]: '{"x":1,"y":2}' })
    const storage: StoragePort = {
      getItem: (key) => inner.getItem(key),
      setItem: (key, value) => inner.setItem(key, value),
      removeItem: () => {
        throw new Error('nope')
      },
    }
    const { store } = setup(storage)
    store.remove(KEY)
    expect(inner.getItem(KEY)).not.toBeNull()
    expect(store.get(KEY, point)).toBeUndefined()
  })

  it('does not throw when the logger itself throws', () => {
    const store = createSafeStorage({
      storage: createThrowingStorage(),
      logger: {
        warn: () => {
          throw new Error('logger broke')
        },
      },
    })
    expect(() => store.set(KEY, 1)).not.toThrow()
    expect(() => store.get(KEY, number())).not.toThrow()
    expect(() => store.remove(KEY)).not.toThrow()
  })

  it('keeps two stores independent (no module-level state)', () => {
    const a = setup(createThrowingStorage())
    const b = setup(createThrowingStorage())
    a.store.set(KEY, { x: 1, y: 1 })
    expect(b.store.get(KEY, point)).toBeUndefined()
  })
})
