import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { createThrowingStorage } from '../../../kernel/platform/memoryStorage.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'

const ALPHA = 'io.portico.alpha'

/** Connects once, then builds a second client over the same platform, as a page reload would. */
async function connectThenReload(options: Parameters<typeof createTestClient>[0] = {}) {
  const first = createTestClient()
  await first.client.ready
  await connect(first.client, { connectorId: ALPHA })
  first.client.destroy()
  const second = createTestClient({ reusePlatform: first.platform, ...options })
  second.adapter.authorize(ALPHA)
  return second
}

describe('reconnect at start-up', () => {
  it('restores a stored connection: connecting, then connected, without a prompt', async () => {
    const { client, adapter } = await connectThenReload()
    expect(getAccount(client).status).toBe('connecting')
    await client.ready
    expect(getAccount(client)).toMatchObject({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      connectorId: ALPHA,
      connectedWalletInfo: { name: 'Alpha Wallet' },
    })
    expect(adapter.calls.map((call) => call.method)).toContain('reconnect')
    expect(adapter.calls.map((call) => call.method)).not.toContain('connect')
  })

  it('restores the active network that was stored', async () => {
    const first = createTestClient({
      wallets: [{ id: ALPHA, name: 'Alpha', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31338 }],
    })
    await first.client.ready
    await connect(first.client, { connectorId: ALPHA })
    const second = createTestClient({
      reusePlatform: first.platform,
      wallets: [{ id: ALPHA, name: 'Alpha', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31338 }],
    })
    second.adapter.authorize(ALPHA)
    await second.client.ready
    expect(second.client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
  })

  it('ends disconnected, and forgets the connection, when the wallet no longer authorizes', async () => {
    const { client, adapter, platform } = await connectThenReload()
    adapter.authorize(ALPHA, false)
    await client.ready
    expect(getAccount(client).status).toBe('disconnected')
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBeNull()
  })

  it('ends disconnected when the wallet fails during reconnect', async () => {
    const first = createTestClient()
    await first.client.ready
    await connect(first.client, { connectorId: ALPHA })
    const second = createTestClient({ reusePlatform: first.platform })
    second.adapter.script(ALPHA, { reconnect: 'fail' })
    await second.client.ready
    expect(getAccount(second.client).status).toBe('disconnected')
  })

  it('forces a disconnect when reconnect is disabled: never connecting, the stored connection forgotten', async () => {
    const { client, adapter, platform } = await connectThenReload({ enableReconnect: false })
    expect(getAccount(client).status).toBe('disconnected')
    await client.ready
    expect(getAccount(client).status).toBe('disconnected')
    expect(adapter.calls.map((call) => call.method)).not.toContain('reconnect')
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBeNull()
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('"disconnected"')
  })

  it('keeps the stored connection while the wallet has not answered the reconnect', async () => {
    const { client, adapter, platform } = await connectThenReload()
    adapter.script(ALPHA, { reconnect: 'hang' })
    // The restoring code loads by import() before the wallet is asked.
    await expect.poll(() => adapter.calls.map((call) => call.method)).toContain('reconnect')
    expect(getAccount(client).status).toBe('connecting')
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBe(JSON.stringify(ALPHA))
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('"connected"')
    adapter.releaseHung()
    await client.ready
    expect(getAccount(client).status).toBe('connected')
  })

  it('does not reconnect after an explicit disconnect', async () => {
    const first = createTestClient()
    await first.client.ready
    await connect(first.client, { connectorId: ALPHA })
    await disconnect(first.client)
    const second = createTestClient({ reusePlatform: first.platform })
    second.adapter.authorize(ALPHA)
    await second.client.ready
    expect(getAccount(second.client).status).toBe('disconnected')
    expect(second.client.controllers.connectors.getSnapshot().disconnectedConnectorIds).toContain(ALPHA)
  })

  it('starts cleanly over corrupt stored values', async () => {
    const first = createTestClient()
    first.platform.storage.setItem(STORAGE_KEYS.CONNECTED_NAMESPACES, '{not json')
    first.platform.storage.setItem(STORAGE_KEYS.CONNECTION_STATUS, '"maybe"')
    first.platform.storage.setItem(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, '{"__proto__":{"polluted":true}}')
    first.platform.storage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, '"javascript:alert(1)"')
    const { client } = createTestClient({ reusePlatform: first.platform })
    await client.ready
    expect(getAccount(client).status).toBe('disconnected')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('keeps working from memory when storage throws on every call', async () => {
    const { client } = createTestClient({ platform: { storage: createThrowingStorage() } })
    await client.ready
    await connect(client, { connectorId: ALPHA })
    expect(getAccount(client).status).toBe('connected')
    await disconnect(client)
    expect(getAccount(client).status).toBe('disconnected')
  })
})
