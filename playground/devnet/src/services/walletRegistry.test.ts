// The devnet's wallet registry: the generated catalogue over real loopback HTTP, and core's
// registry client reading it (shape, paging, search, failures).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPortico, fetchCatalogue, type ClockPort, type PorticoClient } from '@portico/core'
import { createMemoryPlatform, createMockAdapter, DEFAULT_MOCK_WALLETS, testEvmMainnet, testEvmSecond, testSolana } from '@portico/core/testing'
import { startLocalServices, type LocalServices } from './startLocalServices.js'
import { generateCatalogue } from './walletCatalogue.js'

const realClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
}

describe('the generated catalogue', () => {
  it('is deterministic, about 600 wallets with unique ids, names and image ids, some with the playground wallets rdns', () => {
    const first = generateCatalogue()
    expect(first).toEqual(generateCatalogue())
    expect(first).toHaveLength(600)
    for (const key of ['id', 'name', 'image_id'] as const) expect(new Set(first.map((wallet) => wallet[key])).size).toBe(600)
    expect(first.map((wallet) => wallet.rdns)).toEqual(expect.arrayContaining(['io.portico.alpha', 'io.portico.testwallet', 'io.portico.secondwallet']))
    expect(new Set(generateCatalogue(1000).map((wallet) => wallet.name)).size).toBe(1000)
  })
})

describe('the devnet wallet registry', () => {
  let services: LocalServices
  let client: PorticoClient | undefined
  beforeAll(async () => {
    services = await startLocalServices()
  })
  afterAll(() => services?.stop())
  beforeEach(() => {
    client?.destroy()
    services.reset()
  })

  const get = async (path: string) => (await fetch(`${services.url}${path}`)).json() as Promise<{ data: { name: string; chains: string[] }[]; count: number }>

  it('answers /getWallets in the { data, count } shape with paging, chains and search', async () => {
    const all = await get('/getWallets?page=1&entries=40')
    expect([all.data.length, all.count]).toEqual([40, 600])
    const last = await get('/getWallets?page=15&entries=40')
    expect(last.data).toHaveLength(40)
    expect((await get('/getWallets?page=16&entries=40')).data).toEqual([])
    const solanaOnly = await get('/getWallets?page=1&entries=100&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaOnly.data.every((wallet) => wallet.chains.some((chain) => chain.startsWith('solana:')))).toBe(true)
    const search = await get('/getWallets?page=1&entries=100&search=cobalt%20vault')
    expect(search.data.map((wallet) => wallet.name)).toEqual(['Cobalt Vault'])
  })

  it('serves each wallet image as an SVG blob, and 404 for unknown ids', async () => {
    const [wallet] = generateCatalogue(1)
    const image = await fetch(`${services.url}/getWalletImage/${wallet?.image_id}`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg /)
    expect((await fetch(`${services.url}/getWalletImage/nope`)).status).toBe(404)
  })

  it('serves a network image for each devnet chain under the image id its test network carries', async () => {
    for (const network of [testEvmMainnet, testEvmSecond, testSolana]) {
      const image = await fetch(`${services.url}/public/getAssetImage/${network.assets?.imageId ?? ''}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      expect(await image.text()).toMatch(/^<svg /)
    }
    expect((await fetch(`${services.url}/public/getAssetImage/nope`)).status).toBe(404)
    expect((await fetch(`${services.url}/public/getAssetImage/__proto__`)).status).toBe(404)
  })

  it('grows to the configured size and fails on demand', async () => {
    await fetch(`${services.url}/__devnet/config`, { method: 'POST', body: JSON.stringify({ catalogueSize: 1000 }) })
    expect((await get('/getWallets?page=1&entries=4')).count).toBe(1000)
    expect((await fetch(`${services.url}/__devnet/config`, { method: 'POST', body: JSON.stringify({ catalogueSize: -1 }) })).status).toBe(400)
    services.fail('/getWallets', '500', 1)
    expect((await fetch(`${services.url}/getWallets`)).status).toBe(500)
    expect((await fetch(`${services.url}/getWallets`)).status).toBe(200)
  })

  it("is read by core's registry client with the project parameters, and a failure leaves nothing broken", async () => {
    const platform = createMemoryPlatform({ fetch: (url, init) => fetch(url, init as RequestInit) })
    client = createPortico({
      projectId: 'registry-test',
      networks: [testEvmMainnet],
      adapters: [createMockAdapter({ wallets: DEFAULT_MOCK_WALLETS })],
      services: { apiUrl: services.url, analyticsUrl: services.url },
      telemetry: false,
      platform: { ...platform, clock: realClock },
    })
    const page = await fetchCatalogue(client, { kind: 'paged', page: 2 })
    expect(page?.data).toHaveLength(40)
    expect(page?.count).toBeGreaterThan(400)
    const request = services.records().find((record) => record.path === '/getWallets')
    expect(request?.query).toMatchObject({ projectId: 'registry-test', st: 'portico', page: '2', entries: '40', chains: 'eip155:31337' })
    services.fail('/getWallets', 'html')
    expect(await fetchCatalogue(client, { kind: 'search', search: 'amber' })).toBeUndefined()
  })
})
