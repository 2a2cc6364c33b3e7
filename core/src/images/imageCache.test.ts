import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../platform/memoryStorage.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { base64Encode } from '../encoding/base64.js'
import { cacheImage, IMAGE_CACHE_BUDGET, IMAGE_CACHE_KEYS, IMAGE_CACHE_LIFETIME_MS, readCachedImage } from './imageCache.js'
import type { StoredImage } from './storedImage.js'

const svg = (fill: string): StoredImage => ({
  type: 'image/svg+xml',
  data: base64Encode(Uint8Array.from([...`<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${fill}"/></svg>`].map((c) => c.charCodeAt(0)))),
})

function setup() {
  const raw = createMemoryStorage()
  const storage = createSafeStorage({ storage: raw, logger: { warn: vi.fn() } })
  return { raw, storage }
}

describe('the image caches (SPEC.md section 3)', () => {
  it('stores an image under its kind\'s key and reads it back until it expires', () => {
    const { raw, storage } = setup()
    cacheImage(storage, 'wallet', 'img-1', svg('red'), 1_000)
    expect(JSON.parse(raw.getItem('@portico/images/wallet') ?? '{}')).toEqual({ 'img-1': { value: svg('red'), expiresAt: 1_000 + IMAGE_CACHE_LIFETIME_MS } })
    expect(readCachedImage(storage, 'wallet', 'img-1', 2_000)).toEqual(svg('red'))
    expect(readCachedImage(storage, 'network', 'img-1', 2_000)).toBeUndefined()
    expect(readCachedImage(storage, 'wallet', 'img-1', 1_000 + IMAGE_CACHE_LIFETIME_MS)).toBeUndefined()
    expect(raw.getItem(IMAGE_CACHE_KEYS.wallet)).toBeNull()
  })

  it('drops only the entries that lie (bad bytes, wrong type, forged expiry, odd ids) and keeps the others', () => {
    const { raw, storage } = setup()
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
    expect(readCachedImage(storage, 'network', 'good', 5_000)).toEqual(svg('blue'))
    expect(readCachedImage(storage, 'network', 'forever', 5_000)).toBeUndefined()
    expect(Object.keys(JSON.parse(raw.getItem(IMAGE_CACHE_KEYS.network) ?? '{}'))).toEqual(['good'])
  })

  it('reads nothing from a value that is not JSON or not a record, and never throws', () => {
    const { raw, storage } = setup()
    for (const text of ['not json', '[1,2]', '"x"', '{"__proto__":{"value":1}}']) {
      raw.setItem(IMAGE_CACHE_KEYS.token, text)
      expect(readCachedImage(storage, 'token', 'x', 0)).toBeUndefined()
    }
    expect(readCachedImage(storage, 'token', '../x', 0)).toBeUndefined()
  })

  it('keeps a cache within its budget, dropping the entries that expire first', () => {
    const { raw, storage } = setup()
    const big = (n: number): StoredImage => ({ type: 'image/svg+xml', data: base64Encode(Uint8Array.from([...`<svg>${'x'.repeat(40_000)}${n}</svg>`].map((c) => c.charCodeAt(0)))) })
    for (let n = 0; n < 20; n++) cacheImage(storage, 'wallet', `img-${n}`, big(n), n)
    const text = raw.getItem(IMAGE_CACHE_KEYS.wallet) ?? ''
    expect(text.length).toBeLessThanOrEqual(IMAGE_CACHE_BUDGET)
    const kept = Object.keys(JSON.parse(text))
    expect(kept).toContain('img-19')
    expect(kept).not.toContain('img-0')
    expect(readCachedImage(storage, 'wallet', 'img-19', 100)).toEqual(big(19))
  })

  it('does not store an image that fails its own checks', () => {
    const { raw, storage } = setup()
    cacheImage(storage, 'wallet', 'img', { type: 'image/png', data: svg('red').data }, 0)
    cacheImage(storage, 'wallet', '__proto__', svg('red'), 0)
    expect(raw.getItem(IMAGE_CACHE_KEYS.wallet)).toBeNull()
  })
})
