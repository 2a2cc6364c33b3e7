import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../modules/connection/actions/connect.js'
import { getAccount } from '../../modules/connection/actions/getAccount.js'
import type { FetchPort } from '../platform/ports.js'
import type { ConnectorSource } from '../plugins/connectorSource.js'
import { createPortico } from '../createPortico.js'
import { createMockAdapter } from '../../testing/createMockAdapter.js'
import { testEvmMainnet, testEvmSecond } from '../../testing/testNetworks.js'
import { createMockEmbeddedPlugin } from '../../testing/createMockEmbeddedPlugin.js'
import { createTestClient, DEFAULT_MOCK_WALLETS, MEMORY_SERVICE_URLS, type TestClientOptions } from '../../testing/createTestClient.js'
import { json, scriptedServices, type Answer } from './services.testkit.js'

const SHOP = 'https://shop.example'
/** The embedded wallet's plug-in, which provides e-mail and social login (and so the origin check). */
const embedded = () => createMockEmbeddedPlugin({ accounts: { eip155: { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', chainId: 31337 } } })

async function start(answers: Record<string, Answer> = {}, options: TestClientOptions = {}, origin = SHOP) {
  const services = scriptedServices({ 'GET /projects/v1/origins': json(200, { allowedOrigins: [SHOP] }), ...answers })
  const test = createTestClient({ plugins: [embedded()], ...options, platform: { fetch: services.fetch, environment: { origin } } })
  await test.client.ready
  const { alerts, options: optionsController } = test.client.controllers
  return { ...test, services, shown: () => alerts.getSnapshot().shownCodes, alert: () => alerts.getSnapshot().alert, features: () => optionsController.getSnapshot() }
}

describe('remote features at start-up', () => {
  it('puts the remote features in force, with the warning that local configuration was ignored', async () => {
    const { features, shown, alert } = await start(
      { 'GET /appkit/v1/config': json(200, { features: [{ id: 'swaps', isEnabled: false }, { id: 'onramp', isEnabled: true }] }) },
      { features: { swaps: true, onramp: true } },
    )
    expect(features()).toMatchObject({ remoteFeatures: true, requested: { swaps: false, onramp: true } })
    // Onramp is asked for, but nothing provides it: off in force.
    expect(features()).toMatchObject({ features: { swaps: false, onramp: false }, missing: ['onramp'] })
    expect(shown()).toEqual(['LOCAL_CONFIGURATION_IGNORED'])
    expect(alert()).toMatchObject({ severity: 'warning', message: 'Local Configuration Ignored' })
  })

  it('gives no warning when the remote configuration agrees with the local one', async () => {
    const { features, shown } = await start({ 'GET /appkit/v1/config': json(200, { features: [{ id: 'activity', isEnabled: true }] }) })
    expect(features()).toMatchObject({ remoteFeatures: true, features: { activity: true } })
    expect(shown()).toEqual([])
  })

  it('basic mode turns every optional feature off, whatever the remote configuration says, and so skips the origin check', async () => {
    const { features, services } = await start(
      { 'GET /appkit/v1/config': json(200, { features: [{ id: 'swaps', isEnabled: true }, { id: 'social_login', isEnabled: true, config: ['email', 'google'] }] }) },
      { basic: true },
    )
    expect(features().features).toMatchObject({ email: false, socials: [], swaps: false, onramp: false, activity: false, multiWallet: false })
    expect(services.paths()).toEqual(['GET /appkit/v1/config'])
  })

  it('keeps the local features on a failure and shows APKT009 with the cause', async () => {
    const { features, alert } = await start({ 'GET /appkit/v1/config': json(502, {}) }, { features: { activity: false } })
    expect(features()).toMatchObject({ remoteFeatures: false, features: { activity: false } })
    expect(alert()).toEqual({ code: 'APKT009', message: 'Server Error: HTTP status code: 502', severity: 'error' })
  })

  it('maps the server messages to their alerts', async () => {
    const invalidKey = await start({ 'GET /appkit/v1/config': json(401, { message: 'Unauthorized: invalid key' }) })
    expect(invalidKey.alert()).toMatchObject({ code: 'APKT007', message: 'Invalid Project ID' })
    const origin = await start({ 'GET /appkit/v1/config': json(403, { message: 'Unauthorized: origin not allowed' }) })
    expect(origin.shown()).toContain('APKT002')
  })
})

it('changes nothing and shows nothing once the client is destroyed during start-up', async () => {
  const services = scriptedServices({ 'GET /appkit/v1/config': 'hang' })
  const { client, platform } = createTestClient({ features: { activity: false }, platform: { fetch: services.fetch, environment: { origin: SHOP } } })
  await vi.waitFor(() => expect(services.paths()).toEqual(['GET /appkit/v1/config']))
  client.destroy()
  await platform.clock.advanceAsync(10_000)
  await client.ready
  expect(client.controllers.options.getSnapshot()).toMatchObject({ remoteFeatures: false, features: { activity: false } })
  expect(client.controllers.alerts.getSnapshot().shownCodes).toEqual([])
  expect(services.paths()).toEqual(['GET /appkit/v1/config'])
})

describe('allowed-origin check at start-up', () => {
  it('asks for the origins only when e-mail or social login is on', async () => {
    const off = await start({}, { features: { email: false, socials: false } })
    expect(off.services.paths()).toEqual(['GET /appkit/v1/config'])
    const social = await start({}, { features: { email: false, socials: ['google'] } })
    expect(social.services.paths()).toEqual(['GET /appkit/v1/config', 'GET /projects/v1/origins'])
    // The remote configuration decides: it turns social login on here.
    const remote = await start(
      { 'GET /appkit/v1/config': json(200, { features: [{ id: 'social_login', isEnabled: true, config: ['github'] }] }) },
      { features: { email: false, socials: false } },
    )
    expect(remote.services.paths()).toContain('GET /projects/v1/origins')
  })

  it('never asks for the origins without a plug-in that provides e-mail or social login, whatever is asked for', async () => {
    const asked = await start({}, { plugins: [], features: { email: true, socials: ['google'] } })
    expect(asked.features()).toMatchObject({ requested: { email: true, socials: ['google'] }, features: { email: false, socials: [] }, missing: ['email', 'socials'] })
    expect(asked.services.paths()).toEqual(['GET /appkit/v1/config'])
    const remote = await start({ 'GET /appkit/v1/config': json(200, { features: [{ id: 'social_login', isEnabled: true, config: ['email', 'github'] }] }) }, { plugins: [] })
    expect(remote.features()).toMatchObject({ remoteFeatures: true, requested: { email: true, socials: ['github'] }, features: { email: false, socials: [] } })
    expect(remote.services.paths()).toEqual(['GET /appkit/v1/config'])
    // An untrusted origin: no APKT002 either, since nothing asked the login frame to trust it.
    expect(asked.shown()).toEqual([])
  })

  it('allows a listed origin, a wildcard match and the default ancestors; shows APKT002 otherwise', async () => {
    expect((await start()).shown()).toEqual([])
    expect((await start({ 'GET /projects/v1/origins': json(200, { allowedOrigins: ['https://*.example'] }) })).shown()).toEqual([])
    expect((await start({ 'GET /projects/v1/origins': json(200, { allowedOrigins: [] }) }, {}, 'http://127.0.0.1:5173')).shown()).toEqual([])
    const refused = await start({ 'GET /projects/v1/origins': json(200, { allowedOrigins: ['https://other.example'] }) })
    expect(refused.alert()).toEqual({ code: 'APKT002', message: 'Invalid App Configuration', severity: 'error' })
  })

  it('shows APKT010 on a 429 and APKT009 on a 5xx; any other failure is an empty list', async () => {
    expect((await start({ 'GET /projects/v1/origins': json(429, {}) })).alert()).toMatchObject({ code: 'APKT010', message: 'Rate Limited' })
    expect((await start({ 'GET /projects/v1/origins': json(503, {}) })).alert()).toMatchObject({ code: 'APKT009', message: 'Server Error: HTTP status code: 503' })
    // An empty list: only the default ancestors, which do not cover shop.example.
    for (const answer of [json(404, {}), { status: 200, body: '<html>' }, json(200, { allowedOrigins: 'all' }), 'fail' as const]) {
      expect((await start({ 'GET /projects/v1/origins': answer })).shown()).toEqual(['APKT002'])
    }
    expect((await start({ 'GET /projects/v1/origins': json(404, {}) }, {}, 'http://localhost:3000')).shown()).toEqual([])
  })

  it('waits for a hanging origin check until the request timeout, then counts it as an empty list', async () => {
    const services = scriptedServices({ 'GET /projects/v1/origins': 'hang' })
    const { client, platform } = createTestClient({ plugins: [embedded()], platform: { fetch: services.fetch, environment: { origin: SHOP } } })
    await platform.clock.advanceAsync(9_999)
    expect(client.isReady()).toBe(false)
    await platform.clock.advanceAsync(1)
    await client.ready
    expect(client.controllers.alerts.getSnapshot().shownCodes).toEqual(['APKT002'])
  })
})

describe('initialization order (SPEC.md section 4)', () => {
  /** A mock adapter whose source records its setup and reconnect into `log`. */
  function recordingAdapter(log: string[]) {
    const adapter = createMockAdapter({ wallets: DEFAULT_MOCK_WALLETS })
    const inner = adapter.connectors as ConnectorSource & Required<Pick<ConnectorSource, 'setup' | 'reconnect'>>
    const connectors: ConnectorSource = {
      ...inner,
      setup: (context) => {
        log.push('adapters')
        return inner.setup(context)
      },
      reconnect: (params) => {
        log.push('reconnect')
        return inner.reconnect(params)
      },
    }
    return { adapter, plugin: { chain: adapter.chain, connectors } }
  }

  it('runs options, controllers, adapters, reconnect sync, remote features, origin check, then sets the ready flag', async () => {
    // A first page connects, so the second (a reload over the same storage) has a connection to sync.
    const first = createTestClient()
    await first.client.ready
    await connect(first.client, { connectorId: 'io.portico.alpha' })
    first.client.destroy()

    const log: string[] = []
    const services = scriptedServices()
    const recordingFetch: FetchPort = (url, init) => {
      const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0]
      log.push(`${path}${second.client.isReady() ? ' (after ready!)' : ''}`)
      return services.fetch(url, init)
    }
    const { adapter, plugin } = recordingAdapter(log)
    adapter.authorize('io.portico.alpha')
    first.platform.fetch = recordingFetch
    const second = {
      client: createPortico({ projectId: 'portico-test', networks: [testEvmMainnet, testEvmSecond], adapters: [plugin, embedded()], services: MEMORY_SERVICE_URLS, platform: first.platform }),
    }
    // Options and controllers: synchronously, before anything else.
    log.unshift('options and controllers')
    expect(second.client.controllers.options.getSnapshot().options.projectId).toBe('portico-test')
    expect(second.client.isReady()).toBe(false)
    await second.client.ready.then(() => log.push(`ready: ${String(second.client.isReady())}`))
    expect(log).toEqual([
      'options and controllers',
      'adapters',
      'reconnect',
      '/appkit/v1/config',
      '/projects/v1/origins',
      'ready: true',
    ])
    expect(getAccount(second.client).status).toBe('connected')
  })

  it('runs the forced disconnect instead of the sync when reconnect is off, still before the remote features', async () => {
    const first = createTestClient()
    await first.client.ready
    await connect(first.client, { connectorId: 'io.portico.alpha' })
    first.client.destroy()
    const log: string[] = []
    const services = scriptedServices()
    const stored = () => (first.platform.storage.dump()['@portico/connected_connector_id/eip155'] ? 'stored' : 'forgotten')
    expect(stored()).toBe('stored')
    first.platform.fetch = (url, init) => {
      log.push(`${url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0]} (account ${getAccount(second.client).status}, connection ${stored()})`)
      return services.fetch(url, init)
    }
    const second = createTestClient({ reusePlatform: first.platform, enableReconnect: false, plugins: [embedded()] })
    await second.client.ready
    expect(log).toEqual([
      '/appkit/v1/config (account disconnected, connection forgotten)',
      '/projects/v1/origins (account disconnected, connection forgotten)',
    ])
    expect(second.adapter.calls.map((call) => call.method)).not.toContain('reconnect')
  })
})
