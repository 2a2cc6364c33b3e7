import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../../kernel/platform/fakeClock.js'
import type { FetchPort } from '../../../kernel/platform/ports.js'
import { createHttpClient } from '../../../kernel/services/createHttpClient.js'
import { HttpStatusError, InvalidResponseError, RequestTimeoutError } from '../../../kernel/services/httpErrors.js'
import { fetchRegistryImage, fetchWalletPage, isRegistryImageId } from './walletRegistry.js'
import { readWalletPage } from './walletListingSchema.js'
import { json, scriptedServices, type Answer } from '../../../kernel/services/services.testkit.js'

function api(answer: Answer, fetchOverride?: FetchPort) {
  const services = scriptedServices({ 'GET /api/getWallets': answer })
  const clock = createFakeClock()
  const http = createHttpClient({ fetch: fetchOverride ?? services.fetch, clock, baseUrl: 'http://127.0.0.1:1/api', defaultQuery: { projectId: 'p1', st: 'portico', sv: 'core-0.1.0' } })
  return { http, services, clock }
}

const page = (data: unknown[], count = data.length) => json(200, { data, count })

describe('fetchWalletPage (SPEC.md section 7, /getWallets)', () => {
  it('sends page, entries and the lists comma-joined, with the project parameters, and leaves empty ones out', async () => {
    const { http, services } = api(page([{ id: 'a', name: 'A' }], 600))
    await expect(
      fetchWalletPage(http, { page: 2, entries: 40, include: [], exclude: ['x', 'y'], chains: ['eip155:1'], search: '', names: ['N'], rdns: ['r.a'], badge_type: 'certified' }),
    ).resolves.toEqual({ data: [{ id: 'a', name: 'A' }], count: 600, dropped: 0 })
    expect(services.requests[0]).toMatchObject({
      path: '/api/getWallets',
      query: { page: '2', entries: '40', exclude: 'x,y', chains: 'eip155:1', names: 'N', rdns: 'r.a', badge_type: 'certified', projectId: 'p1', st: 'portico', sv: 'core-0.1.0' },
    })
    expect(Object.keys(services.requests[0]?.query ?? {})).not.toContain('include')
    expect(Object.keys(services.requests[0]?.query ?? {})).not.toContain('search')
  })

  it.each([
    ['a 500', json(500, { message: 'boom' }), HttpStatusError],
    ['an HTML page with status 200', { status: 200, body: '<!doctype html><p>Maintenance</p>' }, InvalidResponseError],
    ['broken JSON', { status: 200, body: '{"data": [' }, InvalidResponseError],
    ['data that is not a list', json(200, { data: { id: 'a' }, count: 1 }), InvalidResponseError],
    ['a negative count', json(200, { data: [], count: -1 }), InvalidResponseError],
    ['a count that is not a number', json(200, { data: [], count: '600' }), InvalidResponseError],
    ['a huge page', json(200, { data: Array.from({ length: 5000 }, (_, i) => ({ id: `w${i}`, name: 'W' })), count: 5000 }), InvalidResponseError],
  ] as const)('rejects %s with a typed error', async (_, answer, type) => {
    await expect(fetchWalletPage(api(answer).http, { page: 1, entries: 4 })).rejects.toBeInstanceOf(type)
  })

  it('times out a registry that never answers, on the clock', async () => {
    const { http, clock } = api('hang')
    const pending = fetchWalletPage(http, { page: 1, entries: 4 })
    const outcome = pending.catch((error: unknown) => error)
    await clock.advance(10_000)
    expect(await outcome).toBeInstanceOf(RequestTimeoutError)
  })

  it('leaves out single bad entries and repeated ids, trims names, and keeps only the known fields', async () => {
    const hostile = [
      { id: 'a', name: '  Alpha  ', rdns: 'io.a', chains: ['eip155:1'], mobile_link: 'alpha://', extra: '<script>', __proto__: { polluted: true } },
      { id: 'a', name: 'Alpha twice' },
      { id: '', name: 'No id' },
      { id: 'b', name: '   ' },
      { id: 'c', name: 42 },
      { id: 'd', name: 'D', chains: 'eip155:1' },
      null,
      'wallet',
      { id: 'e', name: 'E', homepage: 'x'.repeat(5000) },
      { id: 'f', name: 'F', image_id: null, mobile_link: null },
    ]
    const result = await fetchWalletPage(api(page(hostile, 10)).http, { page: 1, entries: 40 })
    expect(result.data).toEqual([
      { id: 'a', name: 'Alpha', rdns: 'io.a', chains: ['eip155:1'], mobile_link: 'alpha://' },
      { id: 'f', name: 'F' },
    ])
    expect(result.dropped).toBe(8)
    expect(Object.isFrozen(result.data[0])).toBe(true)
  })

  it('never throws on any JSON a server could send (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 20 }), fc.nat(), (data, count) => {
        const read = readWalletPage({ data, count })
        expect(read.data.length + read.dropped).toBe(data.length)
        for (const entry of read.data) expect(typeof entry.id === 'string' && entry.name.trim() === entry.name && entry.name !== '').toBe(true)
      }),
    )
  })
})

describe('fetchRegistryImage (SPEC.md section 7, image endpoints as blobs)', () => {
  const blobAnswer = (type: string): FetchPort => async () => ({ ok: true, status: 200, json: async () => ({}), text: async () => '', blob: async () => ({ type, size: 10 }) })

  it('gets the blob of /getWalletImage/{id} and the other image endpoints', async () => {
    const urls: string[] = []
    const { http } = api('hang', async (url, init) => {
      urls.push(url)
      return blobAnswer('image/svg+xml')(url, init)
    })
    await expect(fetchRegistryImage(http, 'wallet', 'img-1')).resolves.toEqual({ type: 'image/svg+xml', size: 10 })
    await fetchRegistryImage(http, 'token', 'tok')
    await fetchRegistryImage(http, 'currency', 'usd')
    await fetchRegistryImage(http, 'asset', 'a.b')
    expect(urls.map((url) => url.split('?')[0])).toEqual([
      'http://127.0.0.1:1/api/getWalletImage/img-1',
      'http://127.0.0.1:1/api/public/getTokenImage/tok',
      'http://127.0.0.1:1/api/public/getCurrencyImage/usd',
      'http://127.0.0.1:1/api/public/getAssetImage/a.b',
    ])
  })

  it('refuses an HTML body and ids that are not a plain path segment', async () => {
    const { http } = api('hang', blobAnswer('text/html'))
    await expect(fetchRegistryImage(http, 'wallet', 'x')).rejects.toBeInstanceOf(InvalidResponseError)
    for (const id of ['../getWallets', 'a/b', 'a?b=1', '..', '', 'a b', 'x'.repeat(200)]) {
      expect(isRegistryImageId(id), id).toBe(false)
      await expect(fetchRegistryImage(http, 'wallet', id)).rejects.toBeInstanceOf(TypeError)
    }
  })

  it('gives up after the 2 s preload timeout', async () => {
    const { http, clock } = api('hang', (_, init) => new Promise((_, reject) => init?.signal?.addEventListener?.('abort', () => reject(new Error('aborted')))))
    const outcome = fetchRegistryImage(http, 'wallet', 'slow').catch((error: unknown) => error)
    await clock.advance(1_999)
    await clock.advance(1)
    expect(await outcome).toBeInstanceOf(RequestTimeoutError)
  })
})
