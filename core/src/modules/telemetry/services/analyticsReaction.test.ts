import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { disconnect } from '../../connection/actions/disconnect.js'
import { switchNetwork } from '../../network/actions/switchNetwork.js'
import { createTestClient, type TestClientOptions } from '../../../testing/createTestClient.js'
import { testEvmSecond } from '../../../testing/testNetworks.js'
import { json, scriptedServices, type Answer } from '../../../kernel/services/services.testkit.js'

const ALPHA = 'io.portico.alpha'
const SERVICES = { apiUrl: 'http://127.0.0.1:7001', analyticsUrl: 'http://127.0.0.1:7002/pulse' }

async function start(answers: Record<string, Answer> = {}, options: TestClientOptions = {}) {
  const services = scriptedServices(answers)
  const test = createTestClient({ services: SERVICES, ...options, platform: { fetch: services.fetch } })
  await test.client.ready
  // The sender loads (import()) when its first batch is due; nothing has asked for it yet.
  await vi.dynamicImportSettled()
  await test.platform.clock.advanceAsync(0)
  const batches = () =>
    test.platform.beacons.map((beacon) => ({ url: beacon.url, events: JSON.parse(beacon.body) as { props: { event: string; properties: unknown } }[] }))
  const sentEvents = () => batches().flatMap((batch) => batch.events.map((event) => event.props.event))
  return { ...test, services, batches, sentEvents }
}

describe('analytics batches', () => {
  it('sends INITIALIZE by beacon to POST /batch on the analytics host after 10 s, with the project and sdk in the query', async () => {
    const { platform, batches } = await start()
    await platform.clock.advanceAsync(9_999)
    expect(platform.beacons).toEqual([])
    // The batch is due: the sender loads and sends it at once.
    await platform.clock.advanceAsync(1)
    await expect.poll(() => batches()).toHaveLength(1)
    const [batch] = batches()
    expect(batch?.url).toBe('http://127.0.0.1:7002/pulse/batch?projectId=portico-test&st=portico&sv=core-0.1.0')
    expect(batch?.events).toEqual([
      {
        eventId: expect.any(String),
        url: 'http://127.0.0.1',
        domain: '127.0.0.1',
        timestamp: expect.any(Number),
        props: { type: 'track', event: 'INITIALIZE', properties: { projectId: 'portico-test' } },
      },
    ])
    // Nothing pending: the next tick sends nothing.
    await platform.clock.advanceAsync(10_000)
    expect(batches()).toHaveLength(1)
  })

  it("asks for the project's analytics switch only when an event other than the three always sent waits", async () => {
    const { client, platform, services, sentEvents } = await start()
    await connect(client, { connectorId: ALPHA })
    await platform.clock.advanceAsync(10_000)
    expect(sentEvents()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
    // No origin check: e-mail and social login are not in force without the embedded wallet.
    expect(services.paths()).toEqual(['GET /appkit/v1/config'])
    await switchNetwork(client, { caipNetworkId: testEvmSecond.caipNetworkId })
    await platform.clock.advanceAsync(10_000)
    expect(services.paths()).toContain('GET /getAnalyticsConfig')
    expect(sentEvents()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS', 'SWITCH_NETWORK'])
  })

  it('sends the events of a visit with their properties, and keeps the page-only events (errors) off the batch', async () => {
    const { client, platform, batches } = await start()
    await connect(client, { connectorId: ALPHA })
    await switchNetwork(client, { caipNetworkId: testEvmSecond.caipNetworkId })
    await disconnect(client)
    await platform.clock.advanceAsync(10_000)
    const events = batches().flatMap((batch) => batch.events)
    expect(events.map((event) => [event.props.event, event.props.properties])).toEqual([
      ['INITIALIZE', { projectId: 'portico-test' }],
      ['CONNECT_SUCCESS', { method: 'browser', name: 'Alpha Wallet', caipNetworkId: 'eip155:31337' }],
      ['SWITCH_NETWORK', { caipNetworkId: 'eip155:31338' }],
      ['DISCONNECT_SUCCESS', { namespaces: ['eip155'] }],
    ])
    expect(events[1]?.props).toMatchObject({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
  })

  it('sends at once when the pending events exceed 45 KB', async () => {
    const { client, platform, batches } = await start()
    const name = 'W'.repeat(1000)
    let tracked = 0
    while (platform.beacons.length === 0 && tracked < 100) {
      client.controllers.events.track('CONNECT_SUCCESS', { method: 'browser', name }, { analytics: true })
      tracked++
      await Promise.resolve()
    }
    // About 1.2 kB each: the 45 KB mark is passed after some 37 events, well before the 10 s tick.
    expect(tracked).toBeGreaterThan(30)
    expect(tracked).toBeLessThan(45)
    const bytes = platform.beacons[0]?.body.length ?? 0
    expect(bytes).toBeGreaterThan(45 * 1024)
    expect(bytes).toBeLessThan(50 * 1024)
    expect(batches()[0]?.events.length).toBe(tracked + 1)
  })

  it('sends at once when the page is hidden', async () => {
    const { platform, sentEvents } = await start()
    platform.environment.hide()
    await expect.poll(() => sentEvents()).toEqual(['INITIALIZE'])
    // Hidden again later, with nothing new: nothing more is sent.
    platform.environment.hide()
    await platform.clock.advanceAsync(0)
    expect(sentEvents()).toEqual(['INITIALIZE'])
  })

  it('a client destroyed before its first batch is due sends nothing, even when the page is hidden afterwards', async () => {
    const { client, platform } = await start()
    client.destroy()
    await platform.clock.advanceAsync(10_000)
    platform.environment.hide()
    await vi.dynamicImportSettled()
    await platform.clock.advanceAsync(0)
    expect(platform.beacons).toEqual([])
  })

  it('with analytics off in the project, sends only INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS', async () => {
    const { client, platform, sentEvents } = await start({ 'GET /getAnalyticsConfig': json(200, { isAnalyticsEnabled: false }) })
    await connect(client, { connectorId: ALPHA })
    await switchNetwork(client, { caipNetworkId: testEvmSecond.caipNetworkId })
    client.controllers.events.track('SOCIAL_LOGIN_STARTED', { provider: 'google' }, { analytics: true })
    client.controllers.events.track('SOCIAL_LOGIN_SUCCESS', { provider: 'google' }, { analytics: true })
    await disconnect(client)
    await platform.clock.advanceAsync(10_000)
    expect(sentEvents()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS', 'SOCIAL_LOGIN_SUCCESS'])
  })

  it('with analytics off locally, or the project switch unreadable, sends only the three as well', async () => {
    const local = await start({}, { features: { analytics: false } })
    await connect(local.client, { connectorId: ALPHA })
    await switchNetwork(local.client, { caipNetworkId: testEvmSecond.caipNetworkId })
    await local.platform.clock.advanceAsync(10_000)
    expect(local.sentEvents()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])

    const unreadable = await start({ 'GET /getAnalyticsConfig': json(500, {}) })
    await switchNetwork(unreadable.client, { caipNetworkId: testEvmSecond.caipNetworkId })
    await unreadable.platform.clock.advanceAsync(10_000)
    expect(unreadable.sentEvents()).toEqual(['INITIALIZE'])
  })

  it('with telemetry off, sends nothing at all, not even the three, and never asks for the analytics switch', async () => {
    const { client, platform, services } = await start({}, { telemetry: false })
    await connect(client, { connectorId: ALPHA })
    platform.environment.hide()
    await platform.clock.advanceAsync(60_000)
    expect(platform.beacons).toEqual([])
    // No origin check: e-mail and social login are not in force without the embedded wallet.
    expect(services.paths()).toEqual(['GET /appkit/v1/config'])
    // The events still reach the page's own bus and record.
    expect(client.controllers.events.getSnapshot().events.map((event) => event.props.event)).toContain('CONNECT_SUCCESS')
  })

  it('asks for the analytics switch once, and stops sending when the client is destroyed', async () => {
    const { client, platform, services } = await start()
    for (const caipNetworkId of [testEvmSecond.caipNetworkId, 'eip155:31337', testEvmSecond.caipNetworkId]) {
      await switchNetwork(client, { caipNetworkId })
      await platform.clock.advanceAsync(10_000)
    }
    expect(services.paths().filter((path) => path === 'GET /getAnalyticsConfig')).toHaveLength(1)
    const sent = platform.beacons.length
    client.destroy()
    await platform.clock.advanceAsync(30_000)
    platform.environment.hide()
    expect(platform.beacons.length).toBe(sent)
  })
})
