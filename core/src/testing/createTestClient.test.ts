import { describe, expect, it } from 'vitest'
import { connect } from '../modules/connection/actions/connect.js'
import { disconnect } from '../modules/connection/actions/disconnect.js'
import { getAccount } from '../modules/connection/actions/getAccount.js'
import { ALPHA_WALLET, BETA_WALLET, createTestClient } from './createTestClient.js'

/** Lets queued storage events, the sync they load and what it starts run to the end. */
async function settle(): Promise<void> {
  await import('../modules/connection/reactions/crossTabSync.js')
  const { setTimeout } = globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown }
  for (let round = 0; round < 5; round++) await new Promise<void>((resolve) => setTimeout(resolve, 0))
}

describe('createTestClient', () => {
  it('reload() restores the connection silently: same storage, same clock, wallets still authorizing', async () => {
    const first = createTestClient({ themeMode: 'dark' })
    await first.client.ready
    await connect(first.client, { connectorId: ALPHA_WALLET.id })
    first.platform.clock.advance(1_000)
    const second = first.reload()
    expect(second.platform).toBe(first.platform)
    expect(second.client.options.themeMode).toBe('dark')
    await second.client.ready
    expect(getAccount(second.client)).toMatchObject({ status: 'connected', address: ALPHA_WALLET.address })
    // No wallet prompt: the session is restored with reconnect alone (the balances reaction's read
    // of the balance may come before or after `ready`, depending on whether its module is loaded).
    expect(second.adapter.calls.map((call) => call.method).filter((method) => method !== 'getBalance')).toEqual(['reconnect'])
  })

  it('reload() after a disconnect stays disconnected, and overrides apply', async () => {
    const first = createTestClient()
    await first.client.ready
    await connect(first.client, { connectorId: BETA_WALLET.id })
    await disconnect(first.client)
    const second = first.reload({ enableReconnect: false })
    await second.client.ready
    expect(second.client.options.enableReconnect).toBe(false)
    expect(getAccount(second.client).status).toBe('disconnected')
  })

  it('openTab() is a second live client on the same storage and clock, following the first', async () => {
    const first = createTestClient()
    await first.client.ready
    const second = first.openTab()
    await second.client.ready
    expect(second.platform.clock).toBe(first.platform.clock)
    await connect(first.client, { connectorId: ALPHA_WALLET.id })
    await settle()
    expect(getAccount(second.client)).toMatchObject({ status: 'connected', address: ALPHA_WALLET.address })
    await disconnect(second.client)
    await settle()
    expect(getAccount(first.client).status).toBe('disconnected')
  })
})
