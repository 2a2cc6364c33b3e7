import { describe, expect, it } from 'vitest'
import { createTestClient } from '../testing/createTestClient.js'
import { createMockAdapter } from '../testing/createMockAdapter.js'
import { testEvmMainnet, testSolana } from '../testing/testNetworks.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { openModal } from './openModal.js'

const ALPHA = 'io.portico.alpha'
const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

function twoNamespaces(type: 'INJECTED' | 'WALLET_CONNECT' | 'AUTH') {
  const solana = createMockAdapter({
    namespace: 'solana',
    wallets: [{ id: 'sol', name: 'Sol', type, address: SOL_ADDRESS, chainId: testSolana.id }],
  })
  const test = createTestClient({
    networks: [testEvmMainnet, testSolana],
    wallets: [{ id: 'evm', name: 'Evm', type, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }],
  })
  return { ...test, solana }
}

describe('disconnect', () => {
  it('resets the account, marks the connector disconnected, clears storage, tracks and closes', async () => {
    const { client, platform } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client)

    await expect(disconnect(client)).resolves.toEqual({ namespaces: ['eip155'] })

    const account = client.controllers.accounts.getSnapshot().eip155
    expect(account).toMatchObject({ status: 'disconnected', address: undefined, balance: undefined, caipAddress: undefined })
    expect(client.controllers.connectors.getSnapshot().disconnectedConnectorIds).toContain(ALPHA)
    expect(client.controllers.connection.getSnapshot().status).toBe('disconnected')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBeNull()
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('"disconnected"')
    expect(client.controllers.events.getSnapshot().events.at(-1)?.props.event).toBe('DISCONNECT_SUCCESS')
  })

  it('disconnects every namespace for a pairing-protocol connector', async () => {
    const base = twoNamespaces('WALLET_CONNECT')
    const { client } = createTestClient({
      reusePlatform: base.platform,
      networks: [testEvmMainnet, testSolana],
      adapters: [base.adapter, base.solana],
    })
    await client.ready
    await connect(client, { connectorId: 'evm' })
    await connect(client, { connectorId: 'sol' })
    const result = await disconnect(client, { namespace: 'solana' })
    expect([...result.namespaces].sort()).toEqual(['eip155', 'solana'])
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
    expect(client.controllers.accounts.getSnapshot().solana.status).toBe('disconnected')
  })

  it('disconnects every namespace for the embedded (AUTH) connector', async () => {
    const base = twoNamespaces('AUTH')
    const { client } = createTestClient({
      reusePlatform: base.platform,
      networks: [testEvmMainnet, testSolana],
      adapters: [base.adapter, base.solana],
    })
    await client.ready
    await connect(client, { connectorId: 'evm' })
    await connect(client, { connectorId: 'sol' })
    const result = await disconnect(client, { namespace: 'eip155' })
    expect([...result.namespaces].sort()).toEqual(['eip155', 'solana'])
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
    expect(client.controllers.accounts.getSnapshot().solana.status).toBe('disconnected')
    expect(base.adapter.calls.filter((call) => call.method === 'disconnect').map((call) => call.walletId)).toEqual(['evm'])
    expect(base.solana.calls.filter((call) => call.method === 'disconnect').map((call) => call.walletId)).toEqual(['sol'])
  })

  it('disconnects only the given namespace for an injected connector', async () => {
    const base = twoNamespaces('INJECTED')
    const { client } = createTestClient({
      reusePlatform: base.platform,
      networks: [testEvmMainnet, testSolana],
      adapters: [base.adapter, base.solana],
    })
    await client.ready
    await connect(client, { connectorId: 'evm' })
    await connect(client, { connectorId: 'sol' })
    await disconnect(client, { namespace: 'solana' })
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('connected')
    expect(client.controllers.accounts.getSnapshot().solana.status).toBe('disconnected')
    expect(client.controllers.chains.getSnapshot().activeNamespace).toBe('eip155')
  })

  it('aggregates wallet failures into Failed to disconnect chains, still resetting local state', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { disconnect: 'fail' })
    openModal(client)
    await expect(disconnect(client)).rejects.toThrow(/^Failed to disconnect chains: /)
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
    // Afterwards the modal closes (SPEC section 4), failure or not.
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(client.controllers.events.getSnapshot().events.at(-1)?.props.event).toBe('DISCONNECT_ERROR')
  })

  it('closes the modal when multi-wallet is off, even with connections left', async () => {
    const base = twoNamespaces('INJECTED')
    const { client } = createTestClient({
      reusePlatform: base.platform,
      networks: [testEvmMainnet, testSolana],
      adapters: [base.adapter, base.solana],
    })
    await client.ready
    await connect(client, { connectorId: 'evm' })
    await connect(client, { connectorId: 'sol' })
    openModal(client)
    await disconnect(client, { namespace: 'solana' })
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('connected')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('keeps the modal open when multi-wallet is on and connections remain', async () => {
    const base = twoNamespaces('INJECTED')
    const { client } = createTestClient({
      reusePlatform: base.platform,
      networks: [testEvmMainnet, testSolana],
      adapters: [base.adapter, base.solana],
      features: { multiWallet: true },
    })
    await client.ready
    await connect(client, { connectorId: 'evm' })
    await connect(client, { connectorId: 'sol' })
    openModal(client)
    await disconnect(client, { namespace: 'solana' })
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    await disconnect(client, { namespace: 'eip155' })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('does nothing (and throws nothing) when nothing is connected', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await expect(disconnect(client)).resolves.toEqual({ namespaces: [] })
    expect(adapter.calls.filter((call) => call.method === 'disconnect')).toEqual([])
  })
})
