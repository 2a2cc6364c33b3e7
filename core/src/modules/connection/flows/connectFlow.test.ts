import { describe, expect, it } from 'vitest'
import { getAccount } from '../actions/getAccount.js'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { UserRejectedRequestError } from '../../../kernel/errors/UserRejectedRequestError.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createMockPairingSource } from '../../../testing/createMockPairingSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { connectFlow } from './connectFlow.js'
import { openModal } from '../../modal/flows/openModal.js'

const ALPHA = 'io.portico.alpha'
const BETA = 'io.portico.beta'
const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const lastView = (client: ReturnType<typeof createTestClient>['client']) => client.controllers.router.getSnapshot().history.at(-1)

describe('connectFlow (SPEC.md sections 2 and 4)', () => {
  it('shows the connecting view of the connector kind while the wallet answers', async () => {
    const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 } } })
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
    embedded.script({ connect: 'hang' })
    const { client, adapter } = createTestClient({ plugins: [{ connectors: pairing }, { connectors: embedded }] })
    await client.ready
    adapter.script(ALPHA, { connect: 'hang' })
    openModal(client)

    const flows = [connectFlow(client, { connectorId: ALPHA }).catch(() => undefined)]
    expect(lastView(client)).toEqual({ view: 'ConnectingExternal', connectorId: ALPHA })
    flows.push(connectFlow(client, { connectorId: 'mock-pairing' }).catch(() => undefined))
    expect(lastView(client)).toEqual({ view: 'ConnectingWalletConnect', walletId: 'mock-pairing' })
    flows.push(connectFlow(client, { connectorId: 'mock-embedded' }).catch(() => undefined))
    expect(lastView(client)).toEqual({ view: 'EmailLogin' })
    closeModal(client)
    await Promise.all(flows)
  })

  it('closes the modal after a successful connect', async () => {
    const { client } = createTestClient()
    await client.ready
    openModal(client)
    const result = await connectFlow(client, { connectorId: ALPHA })
    expect(result).toMatchObject({ connectorId: ALPHA, namespace: 'eip155' })
    expect(getAccount(client).isConnected).toBe(true)
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: false, loading: false })
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
  })

  it('a decline stays on the connecting view, keeps the outcome for it, and shakes for 500 ms', async () => {
    const { client, adapter, platform } = createTestClient()
    await client.ready
    openModal(client)
    adapter.script(BETA, { connect: 'reject' })
    await expect(connectFlow(client, { connectorId: BETA })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(lastView(client)).toEqual({ view: 'ConnectingExternal', connectorId: BETA })
    expect(client.controllers.connection.getSnapshot().lastConnect).toMatchObject({ connectorId: BETA, status: 'error', rejected: true })
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: true, shake: true })
    platform.clock.advance(499)
    expect(client.controllers.modal.getSnapshot().shake).toBe(true)
    platform.clock.advance(1)
    expect(client.controllers.modal.getSnapshot().shake).toBe(false)
  })

  it('closing the modal while it waits rejects with Modal closed, back on Connect, without shaking', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    openModal(client)
    adapter.script(ALPHA, { connect: 'hang' })
    const flow = connectFlow(client, { connectorId: ALPHA })
    closeModal(client)
    await expect(flow).rejects.toBeInstanceOf(ModalClosedError)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: false, shake: false })
  })

  it('a success on a chain the site does not list leaves UnsupportedChain open', async () => {
    const { client } = createTestClient({
      wallets: [{ id: 'w', name: 'W', address: EVM, chainId: 1 }],
    })
    await client.ready
    openModal(client)
    await connectFlow(client, { connectorId: 'w' })
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'UnsupportedChain' }])
  })

  it('refuses an unknown connector before moving the view', async () => {
    const { client } = createTestClient()
    await client.ready
    openModal(client)
    await expect(connectFlow(client, { connectorId: 'nope' })).rejects.toThrow('No connector found for connection')
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
  })
})
