import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { createMockAdapter } from '../../../testing/createMockAdapter.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { testEvmMainnet, testSolana } from '../../../testing/testNetworks.js'
import { disconnectFlow } from './disconnectFlow.js'
import { openModal } from '../../modal/flows/openModal.js'

const ALPHA = 'io.portico.alpha'

/** An injected EVM wallet and an injected Solana wallet, both connected, with the modal open on Account. */
async function twoConnections(options: Parameters<typeof createTestClient>[0] = {}) {
  const solana = createMockAdapter({
    namespace: 'solana',
    wallets: [{ id: 'sol', name: 'Sol', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', chainId: testSolana.id }],
  })
  const evm = createMockAdapter({
    wallets: [{ id: 'evm', name: 'Evm', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }],
  })
  const { client } = createTestClient({ networks: [testEvmMainnet, testSolana], adapters: [evm, solana], ...options })
  await client.ready
  await connect(client, { connectorId: 'evm' })
  await connect(client, { connectorId: 'sol' })
  openModal(client)
  return client
}

describe('disconnectFlow (SPEC.md section 4)', () => {
  it('closes the modal after disconnecting, back on Connect', async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Account' }])
    await disconnectFlow(client)
    expect(getAccount(client).isConnected).toBe(false)
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
  })

  it('closes the modal when the wallet fails to answer, then rejects with Failed to disconnect chains', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { disconnect: 'fail' })
    openModal(client)
    await expect(disconnectFlow(client)).rejects.toThrow(/^Failed to disconnect chains: /)
    expect(getAccount(client).status).toBe('disconnected')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('closes the modal when multi-wallet is off, even with connections left', async () => {
    const client = await twoConnections()
    await disconnectFlow(client, { namespace: 'solana' })
    expect(getAccount(client, { namespace: 'eip155' }).status).toBe('connected')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('keeps the modal open when multi-wallet is on and connections remain; the last one closes it', async () => {
    const client = await twoConnections({ features: { multiWallet: true } })
    await disconnectFlow(client, { namespace: 'solana' })
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    await disconnectFlow(client, { namespace: 'eip155' })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })
})
