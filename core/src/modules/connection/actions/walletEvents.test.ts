import { describe, expect, it } from 'vitest'
import type { SourceEvent } from '../../../kernel/plugins/connectorSource.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getBalance } from '../../account-data/actions/getBalance.js'

const ALPHA = 'io.portico.alpha'
const BETA = 'io.portico.beta'
const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Beta's address: the mock chain adapter knows its balance (42.125). */
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected(options: { multiWallet?: boolean } = {}) {
  const test = createTestClient(options.multiWallet ? { features: { multiWallet: true } } : {})
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA })
  return test
}

describe('wallet events', () => {
  it('accountsChanged updates the address and CAIP address, and reads the new account balance', async () => {
    const { client, adapter } = await connected()
    await expect.poll(() => getBalance(client).balance).toBe('10000.0')
    adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: [OTHER] })
    expect(getAccount(client)).toMatchObject({
      isConnected: true,
      connectorId: ALPHA,
      address: OTHER,
      caipAddress: `eip155:31337:${OTHER}`,
    })
    expect(getAccount(client).allAccounts.map((account) => account.address)).toContain(OTHER)
    await expect.poll(() => getBalance(client).balance).toBe('42.125')
    expect(getBalance(client).caipAddress).toBe(`eip155:31337:${OTHER}`)
  })

  it('accountsChanged with no accounts, and disconnect, reset the namespace', async () => {
    const first = await connected()
    first.adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: [] })
    expect(getAccount(first.client)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(first.client.controllers.connectors.getSnapshot().disconnectedConnectorIds).toContain(ALPHA)
    const second = await connected()
    second.adapter.emit({ type: 'disconnect', connectorId: ALPHA })
    expect(getAccount(second.client)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(second.platform.storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('"disconnected"')
  })

  it('chainChanged to a listed chain switches the active network and is stored', async () => {
    const { client, adapter, platform } = await connected()
    adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: '0x7a6a' })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(getAccount(client).caipAddress).toBe(`eip155:31338:${ALPHA_ADDRESS}`)
    expect(platform.storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe('"eip155:31338"')
  })

  it('chainChanged to an unlisted chain sets the unsupported pseudo network and shows UnsupportedChain', async () => {
    const { client, adapter, platform } = await connected()
    adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 1 })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork).toMatchObject({
      caipNetworkId: 'eip155:1',
      name: 'Unknown Network',
    })
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'UnsupportedChain' })
    // The pseudo network is never stored as the active one.
    expect(platform.storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe('"eip155:31337"')
  })

  it('ignores events of connectors that have no connection, and malformed payloads', async () => {
    const { client, adapter } = await connected()
    const before = client.controllers.connection.getSnapshot()
    adapter.emit({ type: 'accountsChanged', connectorId: BETA, namespace: 'eip155', accounts: [] })
    adapter.emit({ type: 'disconnect', connectorId: BETA })
    adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: ['not-an-address'] })
    adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: 'nope' as unknown as string[] })
    adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'nowhere' as 'eip155', accounts: [OTHER] })
    adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 'has spaces and:colons' })
    adapter.emit(undefined as unknown as SourceEvent)
    adapter.emit({ type: 'disconnect' } as unknown as SourceEvent)
    expect(client.controllers.connection.getSnapshot()).toBe(before)
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('events of a connection that is not the active one change only that connection (multi-wallet)', async () => {
    const { client, adapter } = await connected({ multiWallet: true })
    await connect(client, { connectorId: BETA })
    expect(getAccount(client).connectorId).toBe(BETA)
    adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 31338 })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    const alpha = () => client.controllers.connection.getSnapshot().connections.find((entry) => entry.connectorId === ALPHA)
    expect(alpha()?.namespaces.eip155?.caipNetworkId).toBe('eip155:31338')
    adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: [] })
    expect(alpha()).toBeUndefined()
    expect(getAccount(client)).toMatchObject({ isConnected: true, connectorId: BETA, address: OTHER })
  })
})
