import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../../kernel/platform/fakeClock.js'
import { DEFAULT_FEATURES } from '../../../kernel/options/resolveOptions.js'
import { createHttpClient } from '../../../kernel/services/createHttpClient.js'
import { fetchRemoteFeatures, mergeFeatures, readRemoteFeatures } from './remoteConfig.js'
import { json, scriptedServices, type Answer } from '../../../kernel/services/services.testkit.js'

function api(answer: Answer) {
  const services = scriptedServices({ 'GET /appkit/v1/config': answer })
  const http = createHttpClient({ fetch: services.fetch, clock: createFakeClock(), baseUrl: 'http://127.0.0.1:1', defaultQuery: { projectId: 'p1', st: 'portico', sv: 'core-0.1.0' } })
  return { http, services }
}

describe('readRemoteFeatures', () => {
  it('reads social_login (e-mail and providers) and one switch per other known id, ignoring unknown ids', () => {
    expect(
      readRemoteFeatures([
        { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'myspace'] },
        { id: 'swaps', isEnabled: false },
        { id: 'onramp', isEnabled: true, config: null },
        { id: 'multi_wallet', isEnabled: true },
        { id: 'fund_from_exchange', isEnabled: true },
        { id: 'reown_branding', isEnabled: true },
        { id: '__proto__', isEnabled: true },
      ]),
    ).toEqual({ email: true, socials: ['google', 'x'], swaps: false, onramp: true, multiWallet: true, payWithExchange: true })
    expect(readRemoteFeatures([{ id: 'social_login', isEnabled: false, config: ['email', 'google'] }])).toEqual({ email: false, socials: [] })
  })
})

describe('mergeFeatures', () => {
  it('puts the remote features in force and names the local settings they replaced', () => {
    const local = { ...DEFAULT_FEATURES, swaps: true, activity: false }
    const { features, ignored } = mergeFeatures(local, { swaps: false, activity: false, socials: ['google'] }, false)
    expect(features).toMatchObject({ swaps: false, activity: false, socials: ['google'], onramp: local.onramp })
    expect(ignored).toEqual(['socials', 'swaps'])
  })

  it('keeps the local features when nothing came, and basic mode turns every gated feature off', () => {
    expect(mergeFeatures(DEFAULT_FEATURES, undefined, false)).toEqual({ features: DEFAULT_FEATURES, ignored: [] })
    const { features } = mergeFeatures({ ...DEFAULT_FEATURES, send: true }, { swaps: true, email: true }, true)
    expect(features).toMatchObject({ email: false, socials: [], swaps: false, onramp: false, activity: false, emailCapture: false, multiWallet: false, payWithExchange: false, payments: false })
    // Send is not gated by the project configuration: basic mode leaves what was asked for.
    expect(features.send).toBe(true)
  })
})

describe('fetchRemoteFeatures', () => {
  it('asks /appkit/v1/config with the project parameters', async () => {
    const { http, services } = api(json(200, { features: [{ id: 'swaps', isEnabled: false }], other: 1 }))
    await expect(fetchRemoteFeatures(http)).resolves.toEqual({ swaps: false })
    expect(services.requests[0]).toMatchObject({ method: 'GET', path: '/appkit/v1/config', query: { projectId: 'p1', st: 'portico', sv: 'core-0.1.0' } })
  })

  it.each([
    ['a 500', json(500, {}), 'APKT009', 'HTTP status code: 500'],
    ['an HTML page with status 200', { status: 200, body: '<html></html>' }, 'APKT009', 'invalid response from /appkit/v1/config'],
    ['bad JSON', { status: 200, body: '{"features":' }, 'APKT009', 'invalid response from /appkit/v1/config'],
    ['the wrong shape', json(200, { features: 'all' }), 'APKT009', 'invalid response from /appkit/v1/config'],
    ['a network failure', 'fail' as const, 'APKT009', 'network request failed'],
    ["'Unauthorized: origin not allowed'", json(403, { message: 'Unauthorized: origin not allowed' }), 'APKT002', 'Unauthorized: origin not allowed'],
    ["'JWT validation error: ...'", json(401, { error: 'JWT validation error: JWT Token is not yet valid' }), 'APKT006', 'JWT validation error: JWT Token is not yet valid'],
    ["'Unauthorized: invalid key'", json(401, { message: 'Unauthorized: invalid key' }), 'APKT007', 'Unauthorized: invalid key'],
  ])('turns %s into its alert', async (_, answer, code, details) => {
    const error = await fetchRemoteFeatures(api(answer).http).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'AlertPorticoError', code, details })
    expect((error as Error).cause).toBeDefined()
  })
})
