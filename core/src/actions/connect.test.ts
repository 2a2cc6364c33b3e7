import { describe, expect, it } from 'vitest'
import { createTestClient } from '../testing/createTestClient.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { openModal } from './openModal.js'
import { closeModal } from './closeModal.js'
import { navigate } from './navigate.js'

const ALPHA = 'io.portico.alpha'

describe('connect', () => {
  it('connects: namespace marked connected, network and wallet info set, stored, event tracked, modal closed', async () => {
    const { client, platform } = createTestClient()
    await client.ready
    openModal(client)
    navigate(client, { route: { view: 'ConnectingExternal', connectorId: ALPHA } })
    client.controllers.connectors.addDisconnected(ALPHA)

    const result = await connect(client, { connectorId: ALPHA })

    expect(result).toMatchObject({
      namespace: 'eip155',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    const account = client.controllers.accounts.getSnapshot().eip155
    expect(account.status).toBe('connected')
    expect(account.connectedWalletInfo?.name).toBe('Alpha Wallet')
    expect(client.controllers.connectors.getSnapshot().activeConnectorIds.eip155).toBe(ALPHA)
    expect(client.controllers.connectors.getSnapshot().disconnectedConnectorIds).not.toContain(ALPHA)
    expect(client.controllers.connection.getSnapshot().status).toBe('connected')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBe(JSON.stringify(ALPHA))
    expect(client.controllers.events.getSnapshot().events.map((event) => event.props.event)).toContain('CONNECT_SUCCESS')
  })

  it('reads the native balance through the adapter after connecting', async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await expect.poll(() => client.controllers.accounts.getSnapshot().eip155.balance).toBe('10000.0')
    expect(client.controllers.accounts.getSnapshot().eip155.balanceSymbol).toBe('ETH')
  })

  it('maps a wallet rejection (4001) to the user-rejected error and leaves state as it was', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.script(ALPHA, { connect: 'reject' })
    await expect(connect(client, { connectorId: ALPHA })).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request',
    })
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
    expect(client.controllers.connection.getSnapshot()).toMatchObject({
      status: 'disconnected',
      pendingConnectorId: undefined,
      lastConnect: { connectorId: ALPHA, status: 'error', rejected: true },
    })
    expect(client.controllers.modal.getSnapshot().shake).toBe(true)
  })

  it('rejects a pending connection with Modal closed when the modal closes', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.script(ALPHA, { connect: 'hang' })
    openModal(client)
    const pending = connect(client, { connectorId: ALPHA })
    await Promise.resolve()
    expect(client.controllers.connection.getSnapshot().pendingConnectorId).toBe(ALPHA)
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('connecting')
    closeModal(client)
    await expect(pending).rejects.toThrow('Modal closed')
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
    // The wallet answering later changes nothing.
    adapter.releaseHung()
    await Promise.resolve()
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
  })

  it('keeps an existing connection when a second wallet is rejected', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script('io.portico.beta', { connect: 'reject' })
    await expect(connect(client, { connectorId: 'io.portico.beta' })).rejects.toThrow()
    expect(client.controllers.accounts.getSnapshot().eip155).toMatchObject({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    expect(client.controllers.connection.getSnapshot().status).toBe('connected')
  })

  it('throws No connector found for connection for an unknown connector', async () => {
    const { client } = createTestClient()
    await client.ready
    await expect(connect(client, { connectorId: 'nope' })).rejects.toThrow('No connector found for connection')
  })

  it('refuses a wallet that answers with a malformed address, storing nothing', async () => {
    const { client, platform } = createTestClient({
      wallets: [{ id: 'bad', name: 'Bad', address: '0xnot-an-address', chainId: 31337 }],
    })
    await client.ready
    await expect(connect(client, { connectorId: 'bad' })).rejects.toMatchObject({ code: 'INVALID_WALLET_RESPONSE' })
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBeNull()
  })

  it('turns an adapter that throws synchronously into a typed error', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.connect = () => {
      throw new Error('boom')
    }
    await expect(connect(client, { connectorId: ALPHA })).rejects.toMatchObject({ shortMessage: 'Failed to connect' })
    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
  })

  it('shows UnsupportedChain when the wallet is on a chain the site does not list', async () => {
    const { client } = createTestClient({
      wallets: [{ id: 'w', name: 'W', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: '0x1' }],
    })
    await client.ready
    await connect(client, { connectorId: 'w' })
    const chains = client.controllers.chains.getSnapshot()
    expect(chains.activeCaipNetwork).toMatchObject({ caipNetworkId: 'eip155:1', name: 'Unknown Network' })
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'UnsupportedChain' })
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
  })

  it('does not show UnsupportedChain when unsupported chains are allowed', async () => {
    const { client } = createTestClient({
      allowUnsupportedChain: true,
      wallets: [{ id: 'w', name: 'W', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 }],
    })
    await client.ready
    await connect(client, { connectorId: 'w' })
    expect(client.controllers.router.getSnapshot().history.at(-1)?.view).not.toBe('UnsupportedChain')
  })

  it('keeps the two most recent wallets, newest first, across a reload', async () => {
    const { client, platform } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await connect(client, { connectorId: 'io.portico.beta' })
    await connect(client, { connectorId: ALPHA })
    expect(client.controllers.connection.getSnapshot().recentWallets.map((wallet) => wallet.id)).toEqual([
      ALPHA,
      'io.portico.beta',
    ])
    const reloaded = createTestClient({ reusePlatform: platform }).client
    expect(reloaded.controllers.connection.getSnapshot().recentWallet?.id).toBe(ALPHA)
    expect(reloaded.controllers.connection.getSnapshot().recentWallets).toHaveLength(2)
  })
})
