import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { createMockAdapter } from '../../../testing/createMockAdapter.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createMockPairingSource } from '../../../testing/createMockPairingSource.js'
import { testEvmMainnet, testSolana } from '../../../testing/testNetworks.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { openModal } from '../../modal/flows/openModal.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getBalance } from '../../account-data/actions/getBalance.js'

const ALPHA = 'io.portico.alpha'
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** An injected EVM wallet and an injected Solana wallet: two connections, one per namespace. */
function twoInjectedWallets(options: Parameters<typeof createTestClient>[0] = {}) {
  const solana = createMockAdapter({
    namespace: 'solana',
    wallets: [{ id: 'sol', name: 'Sol', address: SOL_ADDRESS, chainId: testSolana.id }],
  })
  const evm = createMockAdapter({ wallets: [{ id: 'evm', name: 'Evm', address: EVM_ADDRESS, chainId: 31337 }] })
  const test = createTestClient({ networks: [testEvmMainnet, testSolana], adapters: [evm, solana], ...options })
  return { ...test, evm, solana }
}

const eventNames = (client: ReturnType<typeof createTestClient>['client']) =>
  client.controllers.events.getSnapshot().events.map((event) => event.props.event)

describe('disconnect', () => {
  it('resets the account and balance, marks the connector disconnected, clears storage and tracks', async () => {
    const { client, platform } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await expect.poll(() => getBalance(client).balance).toBe('10000.0')

    await expect(disconnect(client)).resolves.toEqual({ namespaces: ['eip155'] })

    expect(getAccount(client)).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      address: undefined,
      caipAddress: undefined,
      connectorId: undefined,
      connectedWalletInfo: undefined,
      allAccounts: [],
    })
    expect(getBalance(client)).toMatchObject({ balance: undefined, symbol: undefined })
    expect(client.controllers.connection.getSnapshot().connections).toEqual([])
    expect(client.controllers.connectors.getSnapshot().disconnectedConnectorIds).toContain(ALPHA)
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBeNull()
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('"disconnected"')
    expect(eventNames(client).at(-1)).toBe('DISCONNECT_SUCCESS')
  })

  it('is headless: the modal stays as it was (closing it is the disconnect flow)', async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client)
    await disconnect(client)
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
  })

  it('ends every namespace of a pairing-protocol connection, and forgets the pairing', async () => {
    const pairing = createMockPairingSource({
      wallet: { eip155: { accounts: [EVM_ADDRESS], chainId: 31337 }, solana: { accounts: [SOL_ADDRESS], chainId: testSolana.id } },
    })
    const { client } = createTestClient({ networks: [testEvmMainnet, testSolana], plugins: [{ connectors: pairing }] })
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    pairing.wallet.approve()
    await pending
    const result = await disconnect(client, { namespace: 'solana' })
    expect([...result.namespaces].sort()).toEqual(['eip155', 'solana'])
    expect(getAccount(client, { namespace: 'eip155' }).status).toBe('disconnected')
    expect(getAccount(client, { namespace: 'solana' }).status).toBe('disconnected')
    expect(client.controllers.connection.getSnapshot().pairing).toBeUndefined()
    expect(pairing.endedBySite).toBe(1)
  })

  it('ends every namespace of the embedded (AUTH) connection, telling its source once', async () => {
    const embedded = createMockEmbeddedSource({
      accounts: { eip155: { address: EVM_ADDRESS, chainId: 31337 }, solana: { address: SOL_ADDRESS, chainId: testSolana.id } },
    })
    const { client, adapter } = createTestClient({ networks: [testEvmMainnet, testSolana], plugins: [{ connectors: embedded }] })
    await client.ready
    await connect(client, { connectorId: 'mock-embedded' })
    const disconnects: string[] = []
    const sourceDisconnect = embedded.disconnect.bind(embedded)
    embedded.disconnect = (params) => {
      disconnects.push(params.connectorId)
      return sourceDisconnect(params)
    }
    const result = await disconnect(client, { namespace: 'eip155' })
    expect([...result.namespaces].sort()).toEqual(['eip155', 'solana'])
    expect(getAccount(client, { namespace: 'eip155' }).status).toBe('disconnected')
    expect(getAccount(client, { namespace: 'solana' }).status).toBe('disconnected')
    expect(disconnects).toEqual(['mock-embedded'])
    expect(adapter.calls.filter((call) => call.method === 'disconnect')).toEqual([])
  })

  it('ends only the connection of the given namespace for injected wallets', async () => {
    const { client, evm, solana } = twoInjectedWallets()
    await client.ready
    await connect(client, { connectorId: 'evm' })
    await connect(client, { connectorId: 'sol' })
    expect(client.controllers.chains.getSnapshot().activeNamespace).toBe('solana')
    await expect(disconnect(client, { namespace: 'solana' })).resolves.toEqual({ namespaces: ['solana'] })
    expect(getAccount(client, { namespace: 'eip155' }).status).toBe('connected')
    expect(getAccount(client, { namespace: 'solana' }).status).toBe('disconnected')
    // The active namespace lost its account: the one still connected becomes active.
    expect(client.controllers.chains.getSnapshot().activeNamespace).toBe('eip155')
    expect(evm.calls.filter((call) => call.method === 'disconnect')).toEqual([])
    expect(solana.calls.filter((call) => call.method === 'disconnect').map((call) => call.walletId)).toEqual(['sol'])
  })

  it('ends the connection of a connector given by id', async () => {
    const { client } = twoInjectedWallets()
    await client.ready
    await connect(client, { connectorId: 'evm' })
    await connect(client, { connectorId: 'sol' })
    await expect(disconnect(client, { connectorId: 'evm' })).resolves.toEqual({ namespaces: ['eip155'] })
    expect(getAccount(client, { namespace: 'eip155' }).isConnected).toBe(false)
    expect(getAccount(client, { namespace: 'solana' }).isConnected).toBe(true)
  })

  it('aggregates a wallet failure into Failed to disconnect chains, still resetting local state', async () => {
    const { client, adapter, platform } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { disconnect: 'fail' })
    await expect(disconnect(client)).rejects.toThrow(/^Failed to disconnect chains: /)
    expect(getAccount(client).status).toBe('disconnected')
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBeNull()
    expect(eventNames(client).at(-1)).toBe('DISCONNECT_ERROR')
  })

  it('does nothing (and throws nothing) when nothing is connected', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await expect(disconnect(client)).resolves.toEqual({ namespaces: [] })
    expect(adapter.calls.filter((call) => call.method === 'disconnect')).toEqual([])
    expect(eventNames(client)).not.toContain('DISCONNECT_SUCCESS')
  })
})
