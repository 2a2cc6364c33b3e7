// core's HTTP client and a whole client's start-up against the local services, over real loopback HTTP.
import { array, object, string } from 'superstruct'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  connect,
  createHttpClient,
  createPortico,
  HttpStatusError,
  InvalidResponseError,
  RequestTimeoutError,
  type ClockPort,
  type PorticoClient,
} from '@portico/core'
import { createMemoryPlatform, createMockAdapter, createMockEmbeddedPlugin, DEFAULT_MOCK_WALLETS, testEvmMainnet } from '@portico/core/testing'
import { startLocalServices, type LocalServices } from './startLocalServices.js'

const realClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
}

const configSchema = object({ features: array(object({ id: string() })) })

describe("core's HTTP client against the local services", () => {
  let services: LocalServices
  beforeAll(async () => {
    services = await startLocalServices()
  })
  afterAll(() => services?.stop())
  beforeEach(() => services.reset())

  const http = (timeoutMs = 2000) =>
    createHttpClient({
      fetch: (url, init) => fetch(url, init as RequestInit),
      clock: realClock,
      baseUrl: services.url,
      clientId: 'client-7',
      defaultQuery: { projectId: 'p1', st: 'portico', sv: 'core-0.1.0' },
      timeoutMs,
    })

  it('gets and validates a JSON answer, with the project parameters and clientId in the query', async () => {
    await expect(http().get('/appkit/v1/config', { schema: configSchema })).resolves.toEqual({ features: [] })
    expect(services.records()[0]).toMatchObject({ query: { projectId: 'p1', st: 'portico', sv: 'core-0.1.0', clientId: 'client-7' } })
  })

  it.each([
    ['429', HttpStatusError, 'HTTP status code: 429'],
    ['500', HttpStatusError, 'HTTP status code: 500'],
    ['html', InvalidResponseError, 'invalid response from /appkit/v1/config'],
    ['bad-json', InvalidResponseError, 'invalid response from /appkit/v1/config'],
  ] as const)('turns a %s answer into a typed error', async (mode, type, message) => {
    services.fail('/appkit/v1/config', mode)
    const error = await http().get('/appkit/v1/config', { schema: configSchema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(type)
    expect((error as Error & { shortMessage: string }).shortMessage).toBe(message)
  })

  it('times out a hanging answer', async () => {
    services.fail('/appkit/v1/config', 'timeout')
    await expect(http(300).get('/appkit/v1/config', { schema: configSchema })).rejects.toBeInstanceOf(RequestTimeoutError)
  })

  it('posts a JSON body that arrives intact', async () => {
    await http().send('POST', '/e', { eventId: 'x', props: { type: 'error' } })
    expect(services.records()[0]).toMatchObject({ method: 'POST', path: '/e', body: { eventId: 'x', props: { type: 'error' } } })
  })
})

describe('a client starting against the local services', () => {
  let services: LocalServices
  let client: PorticoClient | undefined
  let clientCount = 0
  /** The records of the current test's client (a previous client's late requests are left out). */
  const mine = () => services.records().filter((record) => record.query.projectId === `devnet-project-${clientCount}`)
  beforeAll(async () => {
    services = await startLocalServices()
  })
  afterAll(() => services?.stop())
  beforeEach(() => {
    client?.destroy()
    services.reset()
  })

  function start(options: { telemetry?: boolean } = {}) {
    const beacons: string[] = []
    const platform = createMemoryPlatform({
      fetch: (url, init) => fetch(url, init as RequestInit),
      environment: { origin: 'http://127.0.0.1:5173' },
    })
    const adapter = createMockAdapter({ wallets: DEFAULT_MOCK_WALLETS })
    client = createPortico({
      projectId: `devnet-project-${++clientCount}`,
      networks: [testEvmMainnet],
      // The embedded wallet's plug-in provides e-mail and social login, so the origin check runs.
      adapters: [adapter, createMockEmbeddedPlugin({ accounts: { eip155: { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', chainId: 31337 } } })],
      services: { apiUrl: services.url, analyticsUrl: services.url },
      ...(options.telemetry === false ? { telemetry: false } : {}),
      platform: {
        ...platform,
        clock: realClock,
        // Node has no sendBeacon: post the body as a browser's beacon would.
        beacon: (url, body) => {
          beacons.push(body)
          void fetch(url, { method: 'POST', body })
          return true
        },
      },
    })
    return { client, beacons, platform }
  }

  it('fetches the configuration and the origins at start-up, then batches the events to /batch', async () => {
    services.configure({ features: [{ id: 'activity', isEnabled: false }] })
    const started = start()
    await started.client.ready
    expect(started.client.controllers.options.getSnapshot().features.activity).toBe(false)
    expect(mine().map((record) => `${record.method} ${record.path}`)).toEqual(['GET /appkit/v1/config', 'GET /projects/v1/origins'])
    await connect(started.client, { connectorId: 'io.portico.alpha' })
    // The analytics sender has loaded (on CONNECT_SUCCESS, the second event); the page is hidden: what is pending goes at once.
    await vi.dynamicImportSettled()
    started.platform.environment.hide()
    await vi.waitFor(() => expect(mine().map((record) => record.path)).toContain('/batch'))
    const batch = mine().find((record) => record.path === '/batch')
    expect(batch?.query).toEqual({ projectId: `devnet-project-${clientCount}`, st: 'portico', sv: 'core-0.1.0' })
    expect((batch?.body as { props: { event: string } }[]).map((event) => event.props.event)).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
    // Only the three always-sent events were pending: the project's analytics switch was not needed.
    expect(mine().map((record) => record.path)).not.toContain('/getAnalyticsConfig')
  })

  it('shows APKT010 when the origin check is rate limited, and APKT009 when the configuration answers HTML', async () => {
    services.fail('/projects/v1/origins', '429')
    services.fail('/appkit/v1/config', 'html')
    const started = start()
    await started.client.ready
    expect(started.client.controllers.alerts.getSnapshot().shownCodes).toEqual(['APKT009', 'APKT010'])
  })

  it('with telemetry off, only the configuration and the origin check reach the services', async () => {
    const started = start({ telemetry: false })
    await started.client.ready
    await connect(started.client, { connectorId: 'io.portico.alpha' })
    expect(mine().map((record) => record.path)).toEqual(['/appkit/v1/config', '/projects/v1/origins'])
    expect(started.beacons).toEqual([])
  })
})
