import { string } from 'superstruct'
import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../platform/fakeClock.js'
import type { AbortSignalLike } from '../platform/ports.js'
import { createMemoryStorage } from '../platform/memoryStorage.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { createQueryCache, type QueryDefinition } from './createQueryCache.js'

function setup(initial: Record<string, string> = {}) {
  const clock = createFakeClock(1_000_000)
  const warnings: { message: string; data: unknown[] }[] = []
  const logger = { warn: (message: string, ...data: unknown[]) => void warnings.push({ message, data }) }
  const raw = createMemoryStorage(initial)
  const storage = createSafeStorage({ storage: raw, logger })
  const cache = createQueryCache({ clock, storage, logger })
  return { clock, warnings, raw, storage, cache }
}

/** A definition whose fetches wait until the test settles them, one by one. */
function deferredDefinition(overrides: Partial<QueryDefinition<string>> = {}) {
  const pending: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = []
  const definition: QueryDefinition<string> = {
    key: ['name', 'eip155:1:0xabc'],
    lifetimeMs: 60_000,
    fetch: vi.fn(() => new Promise<string>((resolve, reject) => void pending.push({ resolve, reject }))),
    ...overrides,
  }
  return { definition, pending }
}

/** Waits until `condition` holds, letting promises (and the lazily loaded code) settle. */
async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(condition()).toBe(true))
}

describe('createQueryCache', () => {
  it('shares one request between concurrent fetches of a key', async () => {
    const { cache } = setup()
    const { definition, pending } = deferredDefinition()
    const first = cache.fetch(definition)
    const second = cache.fetch(definition)
    // Loading shows at once.
    expect(cache.get(definition.key)).toMatchObject({ status: 'pending', isFetching: true })
    await until(() => pending.length > 0)
    const third = cache.fetch(definition)
    pending[0]?.resolve('alice.eth')
    await expect(Promise.all([first, second, third])).resolves.toEqual(['alice.eth', 'alice.eth', 'alice.eth'])
    expect(definition.fetch).toHaveBeenCalledTimes(1)
    expect(cache.get(definition.key)).toMatchObject({ status: 'success', data: 'alice.eth', isFetching: false, fetchedAt: 1_000_000 })
  })

  it('serves fresh data without asking again, until its lifetime is over or a fetch is forced', async () => {
    const { cache, clock } = setup()
    let count = 0
    const definition: QueryDefinition<number> = { key: ['count'], lifetimeMs: 1_000, fetch: async () => ++count }
    await expect(cache.fetch(definition)).resolves.toBe(1)
    clock.advance(999)
    await expect(cache.fetch(definition)).resolves.toBe(1)
    await expect(cache.fetch(definition, { force: true })).resolves.toBe(2)
    clock.advance(1_000)
    await expect(cache.fetch(definition)).resolves.toBe(3)
  })

  it('keeps the previous data after a failure, logs it, and blocks new fetches for the retry block', async () => {
    const { cache, clock, warnings } = setup()
    let fail = false
    const definition: QueryDefinition<string> = {
      key: ['balance', 'eip155:1:0xabc'],
      lifetimeMs: 0,
      retryBlockMs: 30_000,
      fetch: vi.fn(async () => {
        if (fail) throw new Error('HTTP status code: 500')
        return '1.5'
      }),
    }
    await cache.fetch(definition)
    fail = true
    await expect(cache.fetch(definition)).resolves.toBe('1.5')
    expect(cache.get(definition.key)).toMatchObject({ status: 'error', data: '1.5', isFetching: false })
    expect(warnings.map((warning) => warning.message)).toEqual(['Could not fetch balance'])
    clock.advance(29_999)
    await cache.fetch(definition)
    expect(definition.fetch).toHaveBeenCalledTimes(2)
    fail = false
    clock.advance(1)
    await expect(cache.fetch(definition)).resolves.toBe('1.5')
    expect(definition.fetch).toHaveBeenCalledTimes(3)
    expect(cache.get(definition.key)).toMatchObject({ status: 'success', error: undefined })
  })

  it('reads fresh persisted data and data set by hand without asking the server', async () => {
    const clock = createFakeClock(1_000_000)
    const logger = { warn: vi.fn() }
    const stored = createSafeStorage({ storage: createMemoryStorage(), logger })
    const persisted: QueryDefinition<string> = {
      key: ['identity', 'eip155:1:0xabc'],
      lifetimeMs: 60_000,
      fetch: vi.fn(async () => 'never'),
      persist: { storageKey: STORAGE_KEYS.IDENTITY_CACHE, id: 'eip155:1:0xabc', schema: string() },
    }
    stored.setCacheEntry(STORAGE_KEYS.IDENTITY_CACHE, 'eip155:1:0xabc', { data: 'alice.eth', fetchedAt: 999_000 }, 60_000, 999_000)
    const cache = createQueryCache({ clock, storage: stored, logger })
    await expect(cache.fetch(persisted)).resolves.toBe('alice.eth')
    expect(cache.get(persisted.key)).toMatchObject({ status: 'success', data: 'alice.eth', fetchedAt: 999_000 })

    const names: QueryDefinition<string[]> = { key: ['names'], lifetimeMs: 60_000, fetch: vi.fn(async () => []) }
    cache.setData(names, ['alice.eth'])
    expect(cache.get(names.key)).toMatchObject({ status: 'success', data: ['alice.eth'], fetchedAt: 1_000_000 })
    await expect(cache.fetch(names)).resolves.toEqual(['alice.eth'])
    expect(persisted.fetch).not.toHaveBeenCalled()
    expect(names.fetch).not.toHaveBeenCalled()
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('keeps data set by hand while a fetch was in flight: the late answer does not override it', async () => {
    const { cache, clock } = setup()
    const { definition, pending } = deferredDefinition({ lifetimeMs: 0 })
    const stale = cache.fetch(definition)
    await until(() => pending.length > 0)
    // The server confirmed a write (a name registered) while the old read was still on its way.
    clock.advance(1)
    cache.setData(definition, 'bob.eth')
    pending[0]?.resolve('alice.eth')
    await expect(stale).resolves.toBe('bob.eth')
    expect(cache.get(definition.key)).toMatchObject({ status: 'success', data: 'bob.eth', isFetching: false })
  })

  it('lets a late answer replace data copied in from an older read while it ran', async () => {
    const { cache } = setup()
    const { definition, pending } = deferredDefinition({ lifetimeMs: 0 })
    const read = cache.fetch(definition)
    await until(() => pending.length > 0)
    // A copy dated no later than this read's start (another list's figure) does not outrank it.
    cache.setData(definition, 'copied', { fetchedAt: 999_000 })
    pending[0]?.resolve('alice.eth')
    await expect(read).resolves.toBe('alice.eth')
    expect(cache.get(definition.key)).toMatchObject({ status: 'success', data: 'alice.eth' })
  })

  it('keeps each cache to itself: two clients never share an entry or a request', async () => {
    const one = setup()
    const two = setup()
    const a = deferredDefinition()
    const b = deferredDefinition()
    const first = one.cache.fetch(a.definition)
    const second = two.cache.fetch(b.definition)
    await until(() => a.pending.length > 0 && b.pending.length > 0)
    a.pending[0]?.resolve('alice.eth')
    b.pending[0]?.resolve('bob.eth')
    await expect(Promise.all([first, second])).resolves.toEqual(['alice.eth', 'bob.eth'])
  })

  it('a forced fetch after data set by hand keeps that data on show while it runs', async () => {
    const { cache } = setup()
    const { definition, pending } = deferredDefinition({ lifetimeMs: 0 })
    const first = cache.fetch(definition)
    await until(() => pending.length > 0)
    pending[0]?.resolve('alice.eth')
    await first
    cache.setData(definition, 'bob.eth')
    expect(cache.get(definition.key)).toMatchObject({ status: 'success', data: 'bob.eth' })
    const second = cache.fetch(definition, { force: true })
    await until(() => pending.length > 1)
    // While the new fetch runs, the entry keeps the data set by hand.
    expect(cache.get(definition.key)).toMatchObject({ status: 'success', data: 'bob.eth', isFetching: true })
    pending[1]?.resolve('carol.eth')
    await expect(second).resolves.toBe('carol.eth')
  })

  it('after destroy, aborts what is in flight and answers nothing', async () => {
    const { cache } = setup()
    const signals: AbortSignalLike[] = []
    const definition: QueryDefinition<string> = {
      key: ['slow'],
      lifetimeMs: 60_000,
      fetch: (signal) =>
        new Promise<string>((_, reject) => {
          signals.push(signal)
          signal.addEventListener?.('abort', () => reject(new Error('aborted')))
        }),
    }
    const pending = cache.fetch(definition)
    await until(() => signals.length > 0)
    cache.destroy()
    expect(signals[0]?.aborted).toBe(true)
    await pending
    await expect(cache.fetch({ ...definition, key: ['other'] })).resolves.toBeUndefined()
  })
})
