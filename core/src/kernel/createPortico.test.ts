import { describe, expect, it } from 'vitest'
import { createMemoryPlatform } from './platform/memoryPlatform.js'
import { createTestClient } from '../testing/createTestClient.js'
import { createMockAdapter } from '../testing/createMockAdapter.js'
import { createMockPairingSource } from '../testing/createMockPairingSource.js'
import { testEvmMainnet } from '../testing/testNetworks.js'
import { connect } from '../modules/connection/actions/connect.js'
import { getAccount } from '../modules/connection/actions/getAccount.js'
import { createPortico } from './createPortico.js'
import { detectPlatform } from './platform/defaultPlatform.js'

describe('createPortico', () => {
  it('logs the APKT008 alert and throws a typed error without a project id', () => {
    const platform = createMemoryPlatform()
    expect(() => createPortico({ projectId: '', networks: [testEvmMainnet], platform })).toThrow('Project ID Missing')
    expect(platform.console.entries.some((entry) => entry.level === 'error' && String(entry.args[0]).includes('APKT008'))).toBe(true)
  })

  it('keeps two clients in one process apart', async () => {
    const a = createTestClient()
    const b = createTestClient()
    await Promise.all([a.client.ready, b.client.ready])
    await connect(a.client, { connectorId: 'io.portico.alpha' })
    expect(getAccount(a.client).status).toBe('connected')
    expect(getAccount(b.client).status).toBe('disconnected')
    expect(b.client.controllers.connection.getSnapshot().connections).toEqual([])
    expect(b.client.controllers.events.getSnapshot().events.map((event) => event.props.event)).not.toContain(
      'CONNECT_SUCCESS',
    )
  })

  it('lists the connectors the adapters discover, and tracks INITIALIZE once ready', async () => {
    const { client, adapter } = createTestClient()
    expect(client.isReady()).toBe(false)
    await client.ready
    expect(client.isReady()).toBe(true)
    expect(client.controllers.connectors.getSnapshot().connectors.map((connector) => connector.id)).toEqual([
      'io.portico.alpha',
      'io.portico.beta',
    ])
    adapter.setWallets([{ id: 'late', name: 'Late', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 }])
    expect(client.controllers.connectors.getSnapshot().connectors.map((connector) => connector.id)).toEqual(['late'])
    expect(client.controllers.events.getSnapshot().events.map((event) => event.props.event)).toEqual(['INITIALIZE'])
  })

  it('outside a page (server rendering) starts without the outside services: no request, no alert, no error logged', async () => {
    const requests: string[] = []
    const errors: unknown[][] = []
    const hostConsole = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => errors.push(args) }
    const server = detectPlatform({ console: hostConsole })
    const platform = { ...server, fetch: (url: string) => (requests.push(url), server.fetch(url)) }
    const client = createPortico({ projectId: 'p1', networks: [testEvmMainnet], platform, adapters: [createMockAdapter({ wallets: [] })] })
    await client.ready
    expect(requests).toEqual([])
    expect(client.controllers.alerts.getSnapshot().alert).toBeUndefined()
    expect(errors).toEqual([])
    // The same client in a page (isPage absent) does fetch its configuration.
    const page = createTestClient()
    await page.client.ready
    expect(page.client.controllers.events.getSnapshot().events.map((event) => event.props.event)).toEqual(['INITIALIZE'])
  })

  it('survives a connector source whose setup throws, showing the wallet-load alert', async () => {
    const broken = createMockAdapter({ wallets: [] })
    broken.connectors.setup = () => {
      throw new Error('no provider')
    }
    const working = createMockPairingSource({ wallet: { eip155: { accounts: ['0x90F79bf6EB2c4f870365E785982E1f101E93b906'], chainId: 31337 } } })
    const { client } = createTestClient({ adapters: [broken, { connectors: working }] })
    await client.ready
    expect(client.controllers.alerts.getSnapshot().alert).toMatchObject({ code: 'APKT003' })
    // The other sources still work.
    expect(client.controllers.connectors.getSnapshot().connectors.map((connector) => connector.id)).toEqual(['mock-pairing'])
  })

  it('with debug false logs the alert but does not show it', async () => {
    const broken = createMockAdapter({ wallets: [] })
    broken.connectors.setup = () => {
      throw new Error('no provider')
    }
    const { client } = createTestClient({ adapters: [broken], debug: false })
    await client.ready
    expect(client.controllers.alerts.getSnapshot().alert).toBeUndefined()
    expect(client.logger.getLogs().map((entry) => entry.message)).toContain('[APKT003] Network Error: Wallet Load Failed')
  })

  it('hands each connector source the resolved enableEIP6963 option', async () => {
    for (const [given, expected] of [[undefined, true], [true, true], [false, false]] as const) {
      const adapter = createMockAdapter({ wallets: [] })
      const seen: (boolean | undefined)[] = []
      const setup = adapter.connectors.setup?.bind(adapter.connectors)
      adapter.connectors.setup = (context) => {
        seen.push(context.enableEIP6963)
        return setup?.(context)
      }
      const { client } = createTestClient({ adapters: [adapter], ...(given === undefined ? {} : { enableEIP6963: given }) })
      await client.ready
      expect(seen).toEqual([expected])
    }
  })

  it('the mock adapter, like a real one, lists no announced wallet when enableEIP6963 is false', async () => {
    const { client } = createTestClient({ enableEIP6963: false })
    await client.ready
    expect(client.controllers.connectors.getSnapshot().connectors.map((connector) => connector.id)).toEqual([
      'io.portico.beta',
    ])
  })

  it('stops listening to adapters once destroyed', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    client.destroy()
    adapter.setWallets([])
    expect(client.controllers.connectors.getSnapshot().connectors).toHaveLength(2)
  })

  it('only records INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS when analytics is off', async () => {
    const { client } = createTestClient({ features: { analytics: false } })
    await client.ready
    await connect(client, { connectorId: 'io.portico.alpha' })
    await import('../modules/connection/actions/disconnect.js').then(({ disconnect }) => disconnect(client))
    expect(client.controllers.events.getSnapshot().events.map((event) => event.props.event)).toEqual([
      'INITIALIZE',
      'CONNECT_SUCCESS',
    ])
  })
})
