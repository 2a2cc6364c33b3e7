import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { signMessage } from '../actions/signMessage.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { createTestClient, type TestClient } from '../../../testing/createTestClient.js'

const ALPHA = 'io.portico.alpha'
const BETA = 'io.portico.beta'

/** Lets queued storage events, the sync they load and what it starts run to the end. */
async function settle(): Promise<void> {
  await import('./crossTabSync.js')
  const { setTimeout } = globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown }
  for (let round = 0; round < 5; round++) await new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/** Two tabs of one site: one localStorage (a tab each), one clock, a wallet extension in each. */
async function twoTabs(): Promise<{ first: TestClient; second: TestClient }> {
  const first = createTestClient()
  const second = createTestClient({ platform: { storage: first.platform.storage.openTab(), clock: first.platform.clock } })
  await Promise.all([first.client.ready, second.client.ready])
  return { first, second }
}

describe('crossTabReaction', () => {
  it('ends, in every tab, a connection one tab disconnected; the tab then refuses to sign with it', async () => {
    const { first, second } = await twoTabs()
    second.adapter.authorize(ALPHA)
    await connect(first.client, { connectorId: ALPHA })
    await settle()
    expect(getAccount(second.client)).toMatchObject({ status: 'connected', connectorId: ALPHA })

    await disconnect(first.client)
    await settle()
    expect(getAccount(second.client).status).toBe('disconnected')
    await expect(signMessage(second.client, { message: 'hello' })).rejects.toThrow()
    expect(second.client.controllers.connectors.getSnapshot().disconnectedConnectorIds).toContain(ALPHA)
    // The second tab's own writes agree with the first tab's.
    expect(second.platform.storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('"disconnected"')
  })

  it('restores, without a prompt, a connection another tab made, as a reload would', async () => {
    const { first, second } = await twoTabs()
    second.adapter.authorize(ALPHA)
    await connect(first.client, { connectorId: ALPHA })
    await settle()
    expect(getAccount(second.client)).toMatchObject({ status: 'connected', address: getAccount(first.client).address })
    const methods = second.adapter.calls.map((call) => call.method)
    expect(methods).toContain('reconnect')
    expect(methods).not.toContain('connect')
  })

  it("keeps a tab's own connection on that namespace, and never forgets the other tab's when its wallet refuses here", async () => {
    const { first, second } = await twoTabs()
    await connect(second.client, { connectorId: BETA })
    await settle()
    first.adapter.authorize(BETA, false)
    await connect(first.client, { connectorId: ALPHA })
    await settle()
    expect(getAccount(second.client)).toMatchObject({ status: 'connected', connectorId: BETA })
    expect(second.adapter.calls.filter((call) => call.method === 'reconnect')).toHaveLength(0)
  })

  it('keeps the stored connection when the wallet does not authorize the site in this tab', async () => {
    const { first, second } = await twoTabs()
    second.adapter.authorize(ALPHA, false)
    await connect(first.client, { connectorId: ALPHA })
    await settle()
    expect(getAccount(second.client).status).toBe('disconnected')
    expect(getAccount(first.client).status).toBe('connected')
    expect(first.platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBe(`"${ALPHA}"`)
  })

  it('changes nothing on a half-written disconnect (connected namespaces cleared, connector not yet marked)', async () => {
    const { first, second } = await twoTabs()
    second.adapter.authorize(ALPHA)
    await connect(first.client, { connectorId: ALPHA })
    await settle()
    const writer = first.platform.storage.openTab()
    writer.setItem(STORAGE_KEYS.CONNECTED_NAMESPACES, '[]')
    writer.setItem(STORAGE_KEYS.CONNECTION_STATUS, '"disconnected"')
    await settle()
    expect(getAccount(second.client).status).toBe('connected')
    writer.setItem(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, JSON.stringify([ALPHA]))
    await settle()
    expect(getAccount(second.client).status).toBe('disconnected')
  })

  it('ignores garbage written by another tab, and keys that are not about connections', async () => {
    const { first, second } = await twoTabs()
    second.adapter.authorize(ALPHA)
    await connect(first.client, { connectorId: ALPHA })
    await settle()
    const writer = first.platform.storage.openTab()
    writer.setItem(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, '{"__proto__":1}')
    writer.setItem(STORAGE_KEYS.CONNECTED_NAMESPACES, 'not json')
    writer.setItem('unrelated', '1')
    await settle()
    expect(getAccount(second.client)).toMatchObject({ status: 'connected', connectorId: ALPHA })
  })

  it('hears nothing once destroyed', async () => {
    const { first, second } = await twoTabs()
    second.adapter.authorize(ALPHA)
    second.client.destroy()
    await connect(first.client, { connectorId: ALPHA })
    await settle()
    expect(second.adapter.calls.filter((call) => call.method === 'reconnect')).toHaveLength(0)
  })
})
