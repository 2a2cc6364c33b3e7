import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../platform/memoryStorage.js'
import { createFakeClock } from '../platform/fakeClock.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { base64Encode } from '../encoding/base64.js'
import { createImageStore, IMAGE_CACHE_BUDGET, IMAGE_CACHE_KEYS, IMAGE_CACHE_LIFETIME_MS, IMAGE_CACHE_WRITE_DELAY_MS } from './imageCache.js'
import type { StoredImage } from './storedImage.js'

const svg = (fill: string): StoredImage => ({
  type: 'image/svg+xml',
  data: base64Encode(Uint8Array.from([...`<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${fill}"/></svg>`].map((c) => c.charCodeAt(0)))),
})
const big = (n: number): StoredImage => ({
  type: 'image/svg+xml',
  data: base64Encode(Uint8Array.from([...`<svg>${'x'.repeat(40_000)}${n}</svg>`].map((c) => c.charCodeAt(0)))),
})

function setup(startMs = 1_000) {
  const raw = createMemoryStorage()
  const clock = createFakeClock(startMs)
  const storage = createSafeStorage({ storage: raw, logger: { warn: vi.fn() } })
  const stored = (kind: keyof typeof IMAGE_CACHE_KEYS) => JSON.parse(raw.getItem(IMAGE_CACHE_KEYS[kind]) ?? 'null') as Record<string, unknown> | null
  return { raw, clock, storage, stored }
}

describe('the image caches (SPEC.md section 3)', () => {
  it("stores an image under its kind's key, written once the write delay has passed, and reads it back until it expires", () => {
    const { clock, storage, stored, raw } = setup(1_000)
    const wallets = createImageStore(storage, 'wallet', clock)
    wallets.store('img-1', svg('red'))
    // In memory at once, in storage after the delay.
    expect(wallets.read('img-1')).toEqual(svg('red'))
    expect(stored('wallet')).toBeNull()
    clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)
    expect(stored('wallet')).toEqual({ 'img-1': { value: svg('red'), expiresAt: 1_000 + IMAGE_CACHE_LIFETIME_MS } })

    // A later visit (a new store over the same storage) reads it; another kind does not.
    clock.advance(1_000)
    expect(createImageStore(storage, 'wallet', clock).read('img-1')).toEqual(svg('red'))
    expect(createImageStore(storage, 'network', clock).read('img-1')).toBeUndefined()

    clock.setNow(1_000 + IMAGE_CACHE_LIFETIME_MS)
    expect(wallets.read('img-1')).toBeUndefined()
    clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)
    expect(raw.getItem(IMAGE_CACHE_KEYS.wallet)).toBeNull()
  })

  it('writes many new images in one write', () => {
    const { clock, storage, raw } = setup()
    const setItem = vi.spyOn(raw, 'setItem')
    const wallets = createImageStore(storage, 'wallet', clock)
    for (let n = 0; n < 40; n++) wallets.store(`img-${n}`, svg(`#${n}`))
    clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(Object.keys(JSON.parse(raw.getItem(IMAGE_CACHE_KEYS.wallet) ?? '{}'))).toHaveLength(40)
  })

  it('writes what waits at once when the page becomes hidden (closing, reloading), and only once', () => {
    const { clock, storage, raw, stored } = setup()
    const listeners = new Set<() => void>()
    const onHidden = (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    const hide = () => [...listeners].forEach((listener) => listener())
    const setItem = vi.spyOn(raw, 'setItem')
    const wallets = createImageStore(storage, 'wallet', clock, onHidden)
    // Nothing waits: nothing listens.
    expect(listeners.size).toBe(0)
    wallets.store('img-1', svg('red'))
    hide()
    expect(Object.keys(stored('wallet') ?? {})).toEqual(['img-1'])
    expect(listeners.size).toBe(0)
    // The timer of that write is gone with it.
    clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)
    expect(setItem).toHaveBeenCalledTimes(1)
  })

  it('reads storage once, however many images are read', () => {
    const { clock, storage, raw } = setup()
    const first = createImageStore(storage, 'wallet', clock)
    for (let n = 0; n < 10; n++) first.store(`img-${n}`, svg(`#${n}`))
    first.flush()
    const getItem = vi.spyOn(raw, 'getItem')
    const later = createImageStore(storage, 'wallet', clock)
    for (let n = 0; n < 10; n++) expect(later.read(`img-${n}`)).toEqual(svg(`#${n}`))
    expect(later.read('img-missing')).toBeUndefined()
    expect(getItem).toHaveBeenCalledTimes(1)
  })

  it('keeps what another tab stored meanwhile when it writes', () => {
    const { clock, storage, stored } = setup()
    const here = createImageStore(storage, 'wallet', clock)
    const otherTab = createImageStore(storage, 'wallet', clock)
    expect(here.read('img-a')).toBeUndefined()
    otherTab.store('img-b', svg('blue'))
    otherTab.flush()
    here.store('img-a', svg('red'))
    here.flush()
    expect(Object.keys(stored('wallet') ?? {}).sort()).toEqual(['img-a', 'img-b'])
  })

  it('drops only the entries that lie (bad bytes, wrong type, forged expiry, odd ids) and keeps the others', () => {
    const { raw, clock, storage, stored } = setup(5_000)
    const good = { value: svg('blue'), expiresAt: 10_000 }
    raw.setItem(
      IMAGE_CACHE_KEYS.network,
      JSON.stringify({
        good,
        html: { value: { type: 'image/svg+xml', data: base64Encode(Uint8Array.from([60, 104, 116, 109, 108, 62])) }, expiresAt: 10_000 },
        typed: { value: { type: 'text/html', data: svg('x').data }, expiresAt: 10_000 },
        forever: { value: svg('green'), expiresAt: Number.MAX_SAFE_INTEGER },
        stale: { value: svg('green'), expiresAt: 'tomorrow' },
        'a/b': good,
        empty: null,
      }),
    )
    const networks = createImageStore(storage, 'network', clock)
    expect(networks.read('good')).toEqual(svg('blue'))
    expect(networks.read('forever')).toBeUndefined()
    // The liars are written out (a write was scheduled by the read that found them).
    clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)
    expect(Object.keys(stored('network') ?? {})).toEqual(['good'])
  })

  it('reads nothing from a value that is not JSON or not a record, and never throws', () => {
    const { raw, clock, storage } = setup(0)
    for (const text of ['not json', '[1,2]', '"x"', '{"__proto__":{"value":1}}']) {
      raw.setItem(IMAGE_CACHE_KEYS.token, text)
      expect(createImageStore(storage, 'token', clock).read('x')).toBeUndefined()
    }
    expect(createImageStore(storage, 'token', clock).read('../x')).toBeUndefined()
  })

  it('keeps a cache within its budget, dropping the entries that expire first', () => {
    const { raw, clock, storage } = setup(0)
    const wallets = createImageStore(storage, 'wallet', clock)
    for (let n = 0; n < 20; n++) {
      wallets.store(`img-${n}`, big(n))
      clock.advance(1)
    }
    wallets.flush()
    const text = raw.getItem(IMAGE_CACHE_KEYS.wallet) ?? ''
    expect(text.length).toBeLessThanOrEqual(IMAGE_CACHE_BUDGET)
    // As full as the budget allows: one more entry would not have fitted.
    expect(text.length + JSON.stringify({ 'img-0': { value: big(0), expiresAt: 0 } }).length).toBeGreaterThan(IMAGE_CACHE_BUDGET)
    const kept = Object.keys(JSON.parse(text))
    expect(kept).toContain('img-19')
    expect(kept).not.toContain('img-0')
    expect(wallets.read('img-0')).toBeUndefined()
    expect(createImageStore(storage, 'wallet', clock).read('img-19')).toEqual(big(19))
  })

  it('does not store an image that fails its own checks, nor under an odd id', () => {
    const { raw, clock, storage } = setup(0)
    const wallets = createImageStore(storage, 'wallet', clock)
    wallets.store('img', { type: 'image/png', data: svg('red').data })
    wallets.store('__proto__', svg('red'))
    wallets.store('a/b', svg('red'))
    clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)
    expect(raw.getItem(IMAGE_CACHE_KEYS.wallet)).toBeNull()
    expect(wallets.read('img')).toBeUndefined()
  })

  it('gives up on storage that throws without throwing itself, and keeps images for the session', () => {
    const { raw, clock } = setup()
    const storage = createSafeStorage({ storage: raw, logger: { warn: vi.fn() } })
    vi.spyOn(raw, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' })
    })
    const wallets = createImageStore(storage, 'wallet', clock)
    wallets.store('img-1', svg('red'))
    expect(() => clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)).not.toThrow()
    expect(wallets.read('img-1')).toEqual(svg('red'))
  })
})
