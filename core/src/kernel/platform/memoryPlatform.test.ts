import { describe, expect, it } from 'vitest'
import { createFakeClock } from './fakeClock.js'
import { createMemoryPlatform, NO_FETCH_HANDLER_MESSAGE } from './memoryPlatform.js'
import { createMemoryStorage, createThrowingStorage } from './memoryStorage.js'
import type { FetchPort } from './ports.js'

describe('createMemoryPlatform', () => {
  it('has a fake clock starting at the given time', () => {
    const platform = createMemoryPlatform({ now: 5_000 })
    expect(platform.clock.now()).toBe(5_000)
    let fired = false
    platform.clock.setTimeout(() => {
      fired = true
    }, 100)
    platform.clock.advance(100)
    expect(fired).toBe(true)
    expect(createMemoryPlatform().clock.now()).toBe(0)
  })

  it('uses a given clock or storage, e.g. to simulate a reload over the same storage', () => {
    const clock = createFakeClock(42)
    const storage = createMemoryStorage()
    const first = createMemoryPlatform({ clock, storage })
    first.storage.setItem('@portico/x', '1')
    const second = createMemoryPlatform({ clock, storage })
    expect(second.clock).toBe(clock)
    expect(second.storage.getItem('@portico/x')).toBe('1')
    expect(createMemoryPlatform({ storage: createThrowingStorage() }).storage.dump()).toEqual({})
  })

  it('starts the storage with the given content, and platforms share nothing by default', () => {
    const platform = createMemoryPlatform({ storageContent: { '@portico/a': '"b"' } })
    expect(platform.storage.dump()).toEqual({ '@portico/a': '"b"' })
    platform.storage.setItem('@portico/c', '1')
    expect(createMemoryPlatform().storage.dump()).toEqual({})
  })

  it('rejects fetches with a clear error unless a handler is given', async () => {
    const platform = createMemoryPlatform()
    await expect(platform.fetch('https://api.example/x')).rejects.toThrow(NO_FETCH_HANDLER_MESSAGE)
    await expect(platform.fetch('https://api.example/x')).rejects.toThrow(/https:\/\/api\.example\/x/)
    const handler: FetchPort = async (url) => ({
      ok: true,
      status: 200,
      json: async () => ({ url }),
      text: async () => url,
    })
    const answered = await createMemoryPlatform({ fetch: handler }).fetch('https://api.example/y')
    await expect(answered.json()).resolves.toEqual({ url: 'https://api.example/y' })
  })

  it('gives the same ids for the same seed, different ones otherwise', () => {
    const a = createMemoryPlatform({ seed: 7 }).random
    const b = createMemoryPlatform({ seed: 7 }).random
    const ids = [a.id(), a.id(), a.id()]
    expect([b.id(), b.id(), b.id()]).toEqual(ids)
    expect(new Set(ids).size).toBe(3)
    expect(createMemoryPlatform({ seed: 8 }).random.id()).not.toBe(ids[0])
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
  })

  it('without a seed, draws ids from crypto (unpredictable, 128 bits)', () => {
    const random = createMemoryPlatform().random
    const ids = new Set(Array.from({ length: 50 }, () => random.id()))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(createMemoryPlatform().random.id()).not.toBe(createMemoryPlatform().random.id())
  })

  it('reports the default environment', () => {
    const { environment } = createMemoryPlatform()
    expect(environment.origin()).toBe('http://127.0.0.1')
    expect(environment.title()).toBe('Portico')
    expect(environment.description()).toBe('')
    expect(environment.icon()).toBeUndefined()
    expect([environment.isMobile(), environment.isIos(), environment.isSafari(), environment.isMiniApp()]).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(environment.readQueryParam('anything')).toBeNull()
  })

  it('reports the given environment', () => {
    const { environment } = createMemoryPlatform({
      environment: { origin: 'https://shop.example', title: 'Shop', description: 'A shop', icon: 'https://shop.example/i.png', isMobile: true, isIos: true },
    })
    expect(environment.origin()).toBe('https://shop.example')
    expect(environment.href()).toBe('https://shop.example/')
    expect(environment.title()).toBe('Shop')
    expect(environment.description()).toBe('A shop')
    expect(environment.icon()).toBe('https://shop.example/i.png')
    expect(environment.isMobile()).toBe(true)
    expect(environment.isIos()).toBe(true)
    expect(environment.isSafari()).toBe(false)
  })

  it('records accepted beacons, and can refuse them', () => {
    const platform = createMemoryPlatform()
    expect(platform.beacon('https://pulse.example/e', '{"a":1}')).toBe(true)
    expect(platform.beacons).toEqual([{ url: 'https://pulse.example/e', body: '{"a":1}' }])
    const refusing = createMemoryPlatform({ acceptBeacons: false })
    expect(refusing.beacon('https://pulse.example/e', '{}')).toBe(false)
    expect(refusing.beacons).toEqual([])
  })

  it('records popups, and returns null when they are blocked', () => {
    const platform = createMemoryPlatform()
    const handle = platform.popup.open('https://auth.example/google', { width: 600, height: 800 })
    expect(handle?.closed).toBe(false)
    expect(platform.popup.opened[0]).toMatchObject({ url: 'https://auth.example/google', features: { width: 600, height: 800 } })
    expect(createMemoryPlatform({ popupsBlocked: true }).popup.open('https://a.example', { width: 1, height: 1 })).toBeNull()
  })

  it('records console calls and prints nothing', () => {
    const platform = createMemoryPlatform()
    platform.console.warn('careful', 1)
    platform.console.error('bad')
    expect(platform.console.entries).toEqual([
      { level: 'warn', args: ['careful', 1] },
      { level: 'error', args: ['bad'] },
    ])
    expect(platform.console.entriesOf('error')).toHaveLength(1)
    platform.console.clear()
    expect(platform.console.entries).toEqual([])
  })
})
