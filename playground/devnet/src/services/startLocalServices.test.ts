import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startLocalServices, type LocalServices } from './startLocalServices.js'

describe('startLocalServices', () => {
  let services: LocalServices
  beforeAll(async () => {
    services = await startLocalServices({ config: { allowedOrigins: ['https://shop.example'] } })
  })
  afterAll(() => services?.stop())
  beforeEach(() => services.reset())

  const get = (path: string) => fetch(`${services.url}${path}`)

  it('listens on 127.0.0.1 on a free port and answers the paths of SPEC section 7 in their shapes, with CORS', async () => {
    expect(services.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const config = await get('/appkit/v1/config?projectId=p1&st=portico&sv=core-0.1.0')
    expect(config.headers.get('access-control-allow-origin')).toBe('*')
    expect(await config.json()).toEqual({ features: [] })
    expect(await (await get('/projects/v1/origins')).json()).toEqual({ allowedOrigins: ['https://shop.example'] })
    expect(await (await get('/getAnalyticsConfig')).json()).toEqual({ isAnalyticsEnabled: true })
    expect((await fetch(`${services.url}/batch`, { method: 'POST', body: '[{"a":1}]' })).status).toBe(200)
    expect((await fetch(`${services.url}/e`, { method: 'POST', body: '{"props":{}}', headers: { 'Content-Type': 'application/json' } })).status).toBe(200)
    const preflight = await fetch(`${services.url}/e`, { method: 'OPTIONS' })
    expect([preflight.status, preflight.headers.get('access-control-allow-headers')]).toEqual([204, 'Content-Type'])
    expect((await get('/unknown')).status).toBe(404)
  })

  it('records what it received, readable over HTTP, and forgets it on reset', async () => {
    await get('/appkit/v1/config?projectId=p1')
    await fetch(`${services.url}/batch?projectId=p1`, { method: 'POST', body: JSON.stringify([{ props: { event: 'INITIALIZE' } }]) })
    await fetch(`${services.url}/e`, { method: 'POST', body: 'not json' })
    const { records } = (await (await get('/__devnet/records')).json()) as { records: unknown[] }
    expect(records).toEqual([
      expect.objectContaining({ seq: 1, method: 'GET', path: '/appkit/v1/config', query: { projectId: 'p1' } }),
      expect.objectContaining({ seq: 2, method: 'POST', path: '/batch', body: [{ props: { event: 'INITIALIZE' } }] }),
      expect.objectContaining({ seq: 3, method: 'POST', path: '/e', body: 'not json' }),
    ])
    expect(services.records()).toHaveLength(3)
    await fetch(`${services.url}/__devnet/reset`, { method: 'POST' })
    expect(services.records()).toEqual([])
  })

  it('reads the records of one test by the id its requests named in the x-devnet-test header', async () => {
    await fetch(`${services.url}/batch`, { method: 'POST', body: '[]', headers: { 'x-devnet-test': 'first' } })
    await get('/getAnalyticsConfig')
    await fetch(`${services.url}/e`, { method: 'POST', body: '{}', headers: { 'x-devnet-test': 'second' } })
    const of = async (test: string) => ((await (await get(`/__devnet/records?test=${test}`)).json()) as { records: { path: string; test?: string }[] }).records
    expect((await of('first')).map((record) => [record.path, record.test])).toEqual([['/batch', 'first']])
    expect((await of('second')).map((record) => record.path)).toEqual(['/e'])
    expect(await of('third')).toEqual([])
    expect(services.records().map((record) => record.test)).toEqual(['first', undefined, 'second'])
  })

  it('funds an owner through the mounted funding, and says so when there is none yet or no owner', async () => {
    const fund = (body: unknown) => fetch(`${services.url}/__devnet/fund`, { method: 'POST', body: JSON.stringify(body) })
    const fresh = await startLocalServices()
    try {
      expect((await fetch(`${fresh.url}/__devnet/fund`, { method: 'POST', body: '{"owner":"a"}' })).status).toBe(503)
    } finally {
      await fresh.stop()
    }
    const asked: string[] = []
    services.mountFunding(async (owner) => {
      asked.push(owner)
      return { evm: [`0x${owner}`], solana: [] }
    })
    expect((await fund({})).status).toBe(400)
    const answer = await fund({ owner: 'evm' })
    expect([answer.status, await answer.json()]).toEqual([200, { evm: ['0xevm'], solana: [] }])
    expect(asked).toEqual(['evm'])
    expect(services.records()).toEqual([])
  })

  it.each([
    ['429', 429, '{"message":"Too many requests"}'],
    ['500', 500, '{"message":"Internal server error"}'],
    ['html', 200, '<!doctype html><title>Gateway</title><p>Maintenance</p>'],
    ['bad-json', 200, '{"features": [{"id": "swaps",'],
  ])('fails a path with %s when told to, over HTTP, until reset', async (mode, status, body) => {
    const told = await fetch(`${services.url}/__devnet/fail`, { method: 'POST', body: JSON.stringify({ path: '/appkit/v1/config', mode }) })
    expect(told.status).toBe(200)
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await get('/appkit/v1/config')
      expect([response.status, await response.text()]).toEqual([status, body])
    }
    expect((await get('/projects/v1/origins')).status).toBe(200)
    services.reset()
    expect((await get('/appkit/v1/config')).status).toBe(200)
  })

  it('hangs a path (timeout mode) until the client gives up, and fails only `times` times when asked', async () => {
    services.fail('/getAnalyticsConfig', 'timeout')
    const client = new AbortController()
    let settled = false
    const hanging = fetch(`${services.url}/getAnalyticsConfig`, { signal: client.signal }).finally(() => (settled = true))
    await expect.poll(() => services.records().map((record) => record.path)).toEqual(['/getAnalyticsConfig'])
    // A request sent after it is answered while it still hangs; it ends when the client gives up.
    expect((await get('/projects/v1/origins')).status).toBe(200)
    expect(settled).toBe(false)
    client.abort()
    await expect(hanging).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    services.fail('/projects/v1/origins', '429', 1)
    expect((await get('/projects/v1/origins')).status).toBe(429)
    expect((await get('/projects/v1/origins')).status).toBe(200)
  })

  it('changes its answers through /__devnet/config and refuses malformed control calls', async () => {
    const changed = await fetch(`${services.url}/__devnet/config`, {
      method: 'POST',
      body: JSON.stringify({ features: [{ id: 'swaps', isEnabled: false }], isAnalyticsEnabled: false }),
    })
    expect(changed.status).toBe(200)
    expect(await (await get('/appkit/v1/config')).json()).toEqual({ features: [{ id: 'swaps', isEnabled: false }] })
    expect(await (await get('/getAnalyticsConfig')).json()).toEqual({ isAnalyticsEnabled: false })
    for (const [path, body] of [
      ['/__devnet/config', '{"features": "all"}'],
      ['/__devnet/config', '{"proxy": 1}'],
      ['/__devnet/fail', '{"path": "/batch", "mode": "explode"}'],
      ['/__devnet/fail', 'not json'],
    ] as const) {
      expect((await fetch(`${services.url}${path}`, { method: 'POST', body })).status).toBe(400)
    }
    // Control calls are not recorded as traffic.
    expect(services.records().map((record) => record.path)).toEqual(['/appkit/v1/config', '/getAnalyticsConfig'])
  })

  it('refuses a body over 1 MB', async () => {
    const response = await fetch(`${services.url}/batch`, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) })
    expect(response.status).toBe(413)
  })
})
