import { describe, expect, it, vi } from 'vitest'
import { createMemoryServices } from '../../testing/memoryServices.js'
import { createTestClient } from '../../testing/createTestClient.js'
import type { WalletListing } from '../../kernel/types/walletListing.js'
import { base64Encode } from '../../kernel/encoding/base64.js'
import { IMAGE_CACHE_WRITE_DELAY_MS } from '../../kernel/images/imageCache.js'
import { imageDataUrl } from '../../kernel/images/imageDataUrl.js'
import { catalogueQuery, fetchCatalogue, registryImageQuery, walletsParams } from './walletCatalogue.js'

const b64 = (text: string) => base64Encode(Uint8Array.from([...text].map((char) => char.charCodeAt(0))))

const CATALOGUE: WalletListing[] = Array.from({ length: 90 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}`, mobile_link: `w${i}://` }))

function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const services = createMemoryServices({ wallets: CATALOGUE })
  const test = createTestClient({ ...options, platform: { fetch: services.fetch } })
  const registry = () => services.requests.filter((request) => request.path.endsWith('/getWallets'))
  return { ...test, services, registry }
}

describe('the wallet catalogue through the keyed cache (SPEC.md section 7)', () => {
  it('asks nothing of the registry before a view needs it', async () => {
    const { client, registry } = setup()
    await client.ready
    expect(registry()).toEqual([])
  })

  it('uses the page sizes of SPEC.md (recommended 4, paged 40, search 100) with the site lists and networks', async () => {
    const { client, registry } = setup({ featuredWalletIds: ['w5'], excludeWalletIds: ['w1'], includeWalletIds: [] })
    const recommended = await fetchCatalogue(client, { kind: 'recommended' })
    expect(recommended?.data.map((wallet) => wallet.id)).toEqual(['w0', 'w2', 'w3', 'w4'])
    expect(registry()[0]?.query).toMatchObject({ page: '1', entries: '4', exclude: 'w1,w5', chains: 'eip155:31337,eip155:31338' })
    const second = await fetchCatalogue(client, { kind: 'paged', page: 2 })
    expect(second).toMatchObject({ count: 89 })
    expect(second?.data).toHaveLength(40)
    expect(registry()[1]?.query).toMatchObject({ page: '2', entries: '40' })
    await fetchCatalogue(client, { kind: 'search', search: '  Wallet 8 ' })
    expect(registry()[2]?.query).toMatchObject({ page: '1', entries: '100', search: 'Wallet 8' })
    await fetchCatalogue(client, { kind: 'featured' })
    expect(registry()[3]?.query).toMatchObject({ page: '1', entries: '1', include: 'w5' })
  })

  it('asks once per key while fresh, and asks nothing for an empty search or no featured wallets', async () => {
    const { client, registry } = setup()
    await Promise.all([fetchCatalogue(client, { kind: 'recommended' }), fetchCatalogue(client, { kind: 'recommended' })])
    await fetchCatalogue(client, { kind: 'recommended' })
    expect(registry()).toHaveLength(1)
    expect(await fetchCatalogue(client, { kind: 'search', search: '   ' })).toBeUndefined()
    expect(await fetchCatalogue(client, { kind: 'featured' })).toBeUndefined()
    expect(walletsParams(client, { kind: 'excluded' })).toBeUndefined()
    expect(registry()).toHaveLength(1)
  })

  it('never rejects: a failing registry leaves undefined and the error in the cache entry', async () => {
    const { client } = createTestClient({ platform: { fetch: async () => ({ ok: false, status: 500, json: async () => ({}), text: async () => '' }) } })
    vi.spyOn(client.logger, 'warn').mockImplementation(() => undefined)
    const query = catalogueQuery(client, { kind: 'recommended' })
    expect(await fetchCatalogue(client, { kind: 'recommended' })).toBeUndefined()
    expect(client.queries.get(query?.key ?? [])).toMatchObject({ status: 'error', data: undefined })
  })

  it('keys an image by kind and id, and refuses ids that would leave the path', () => {
    const { client } = setup()
    expect(registryImageQuery(client, 'abc')?.key).toEqual(['registryImage', 'wallet', 'abc'])
    expect(registryImageQuery(client, '../getWallets')).toBeUndefined()
  })

  it('takes an image from its storage cache first, and stores what the registry sent for the next visit', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'
    const services = createMemoryServices({ images: { 'img-1': { type: 'image/svg+xml', body: svg }, bad: { type: 'image/png', body: '<!doctype html>' } } })
    const first = createTestClient({ platform: { fetch: services.fetch } })
    vi.spyOn(first.client.logger, 'warn').mockImplementation(() => undefined)
    const query = registryImageQuery(first.client, 'img-1')
    if (!query) throw new Error('no query')
    const image = await first.client.queries.fetch(query)
    expect(image && imageDataUrl(image)).toBe(`data:image/svg+xml;base64,${b64(svg)}`)
    const asked = () => services.requests.filter((request) => request.path.includes('/getWalletImage/')).length
    expect(asked()).toBe(1)
    // Written with the other images that arrive within the write delay, or at once when the page
    // is hidden (a reload or a closing tab).
    expect(first.platform.storage.getItem('@portico/images/wallet')).toBeNull()
    first.platform.environment.hide()
    expect(first.platform.storage.getItem('@portico/images/wallet')).toContain('img-1')

    // Another visit over the same storage: no request.
    first.client.destroy()
    const second = createTestClient({ reusePlatform: first.platform })
    const again = registryImageQuery(second.client, 'img-1')
    expect(again && (await second.client.queries.fetch(again))).toEqual(image)
    expect(asked()).toBe(1)

    // A body that claims to be a PNG but is HTML is neither shown nor stored.
    const bad = registryImageQuery(second.client, 'bad')
    vi.spyOn(second.client.logger, 'warn').mockImplementation(() => undefined)
    expect(bad && (await second.client.queries.fetch(bad))).toBeUndefined()
    second.platform.clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)
    expect(second.platform.storage.getItem('@portico/images/wallet')).not.toContain('"bad"')
  })

  it('asks the registry again when the stored image lies, and replaces it', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    const services = createMemoryServices({ images: { 'img-1': { type: 'image/svg+xml', body: svg } } })
    const { client, platform } = createTestClient({
      platform: {
        fetch: services.fetch,
        storageContent: { '@portico/images/wallet': JSON.stringify({ 'img-1': { value: { type: 'image/svg+xml', data: b64('<script>alert(1)</script>') }, expiresAt: 9e15 } }) },
      },
    })
    const query = registryImageQuery(client, 'img-1')
    const image = query && (await client.queries.fetch(query))
    expect(image).toEqual({ type: 'image/svg+xml', data: b64(svg) })
    expect(services.requests.filter((request) => request.path.includes('/getWalletImage/'))).toHaveLength(1)
    platform.clock.advance(IMAGE_CACHE_WRITE_DELAY_MS)
    expect(platform.storage.getItem('@portico/images/wallet')).not.toContain(b64('<script>'))
    expect(platform.storage.getItem('@portico/images/wallet')).toContain(b64(svg))
  })
})
