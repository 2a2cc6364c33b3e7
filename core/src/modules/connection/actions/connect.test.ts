import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { testEvmMainnet, testSolana } from '../../../testing/testNetworks.js'
import type { Network } from '../../../kernel/types/network.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { UserRejectedRequestError } from '../../../kernel/errors/UserRejectedRequestError.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { navigate } from '../../modal/flows/navigate.js'
import { openModal } from '../../modal/flows/openModal.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getBalance } from '../../account-data/actions/getBalance.js'
import { getConnectorStatus } from './getConnectors.js'

const ALPHA = 'io.portico.alpha'
const BETA = 'io.portico.beta'
const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const eventNames = (client: ReturnType<typeof createTestClient>['client']) =>
  client.controllers.events.getSnapshot().events.map((event) => event.props.event)

describe('connect', () => {
  it('connects: namespace connected, wallet info set, connector out of the disconnected list, stored, event tracked', async () => {
    const { client, platform } = createTestClient()
    await client.ready
    client.controllers.connectors.addDisconnected(ALPHA)

    const result = await connect(client, { connectorId: ALPHA })

    expect(result).toMatchObject({
      connectorId: ALPHA,
      namespace: 'eip155',
      address: ALPHA_ADDRESS,
      caipAddress: `eip155:31337:${ALPHA_ADDRESS}`,
      caipNetwork: { caipNetworkId: 'eip155:31337' },
    })
    expect(getAccount(client)).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: ALPHA_ADDRESS,
      caipAddress: `eip155:31337:${ALPHA_ADDRESS}`,
      connectorId: ALPHA,
      connectedWalletInfo: { name: 'Alpha Wallet' },
      allAccounts: [{ address: ALPHA_ADDRESS, type: 'eoa', namespace: 'eip155' }],
    })
    expect(getConnectorStatus(client, { connectorId: ALPHA, namespace: 'eip155' })).toBe('connected')
    expect(client.controllers.connectors.getSnapshot().disconnectedConnectorIds).not.toContain(ALPHA)
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBe(JSON.stringify(ALPHA))
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBe('"connected"')
    expect(eventNames(client)).toContain('CONNECT_SUCCESS')
  })

  it('follows the chain the wallet is on: the namespace network and the CAIP address', async () => {
    const { client } = createTestClient({
      wallets: [{ id: 'w', name: 'W', address: ALPHA_ADDRESS, chainId: '0x7a6a' }],
    })
    await client.ready
    const result = await connect(client, { connectorId: 'w' })
    expect(result.caipNetwork.caipNetworkId).toBe('eip155:31338')
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(getAccount(client).caipAddress).toBe(`eip155:31338:${ALPHA_ADDRESS}`)
  })

  it('is headless: it neither closes, moves nor shakes the modal, on success or failure', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    openModal(client)
    navigate(client, { route: { view: 'ConnectingExternal', connectorId: BETA } })
    adapter.script(BETA, { connect: 'reject' })
    await expect(connect(client, { connectorId: BETA })).rejects.toBeInstanceOf(UserRejectedRequestError)
    await connect(client, { connectorId: ALPHA })
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: true, shake: false })
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'ConnectingExternal', connectorId: BETA })
  })

  it('reads the native balance through the chain adapter after connecting', async () => {
    const { client } = createTestClient()
    await client.ready
    expect(getBalance(client).balance).toBeUndefined()
    await connect(client, { connectorId: ALPHA })
    await expect.poll(() => getBalance(client).balance).toBe('10000.0')
    expect(getBalance(client)).toMatchObject({
      caipAddress: `eip155:31337:${ALPHA_ADDRESS}`,
      symbol: 'ETH',
      isLoading: false,
      error: undefined,
    })
  })

  it('maps a wallet rejection (4001) to the user-rejected error and leaves state as it was', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.script(ALPHA, { connect: 'reject' })
    await expect(connect(client, { connectorId: ALPHA })).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request',
    })
    expect(getAccount(client).status).toBe('disconnected')
    expect(client.controllers.connection.getSnapshot()).toMatchObject({
      connections: [],
      attempts: [],
      lastConnect: { connectorId: ALPHA, status: 'error', rejected: true },
    })
    expect(eventNames(client)).toContain('CONNECT_ERROR')
  })

  it('is connecting while the wallet asks, and rejects with Modal closed when the modal closes; the source hears the abort', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.script(ALPHA, { connect: 'hang' })
    openModal(client)
    const pending = connect(client, { connectorId: ALPHA })
    expect(getAccount(client).status).toBe('connecting')
    expect(client.controllers.connection.getSnapshot().attempts).toMatchObject([{ kind: 'connect', connectorId: ALPHA }])
    closeModal(client)
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
    await expect(pending).rejects.toThrow('Modal closed')
    expect(adapter.abortedConnects).toBe(1)
    expect(getAccount(client).status).toBe('disconnected')
    expect(client.controllers.connection.getSnapshot().lastConnect).toMatchObject({ status: 'error', rejected: false })
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
    // A closed modal is not a failure worth reporting.
    expect(eventNames(client)).not.toContain('CONNECT_ERROR')
  })

  it('keeps an existing connection when a second wallet is rejected', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(BETA, { connect: 'reject' })
    await expect(connect(client, { connectorId: BETA })).rejects.toThrow()
    expect(getAccount(client)).toMatchObject({ status: 'connected', address: ALPHA_ADDRESS, connectorId: ALPHA })
    expect(client.controllers.connection.getSnapshot().connections.map((entry) => entry.connectorId)).toEqual([ALPHA])
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
    expect(getAccount(client).status).toBe('disconnected')
    expect(client.controllers.connection.getSnapshot().connections).toEqual([])
    expect(platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBeNull()
  })

  it('turns a connector source that throws synchronously into a typed error', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.connectors.connect = () => {
      throw new Error('boom')
    }
    await expect(connect(client, { connectorId: ALPHA })).rejects.toMatchObject({ shortMessage: 'Failed to connect' })
    expect(getAccount(client).status).toBe('disconnected')
  })

  it('connects a wallet on a chain the site does not list on the unsupported pseudo network', async () => {
    const { client } = createTestClient({
      allowUnsupportedChain: true,
      wallets: [{ id: 'w', name: 'W', address: ALPHA_ADDRESS, chainId: '0x1' }],
    })
    await client.ready
    const result = await connect(client, { connectorId: 'w' })
    expect(result.caipNetwork).toMatchObject({ caipNetworkId: 'eip155:1', name: 'Unknown Network' })
    expect(getAccount(client)).toMatchObject({ isConnected: true, caipAddress: `eip155:1:${ALPHA_ADDRESS}` })
    // No balance is read on a chain the site does not list.
    expect(getBalance(client)).toMatchObject({ balance: undefined, caipAddress: undefined })
  })

  it('keeps the two most recent wallets, newest first, across a reload', async () => {
    const { client, platform } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await connect(client, { connectorId: BETA })
    await connect(client, { connectorId: ALPHA })
    expect(client.controllers.connection.getSnapshot().recentWallets.map((wallet) => wallet.id)).toEqual([ALPHA, BETA])
    const reloaded = createTestClient({ reusePlatform: platform }).client
    expect(reloaded.controllers.connection.getSnapshot().recentWallets).toEqual([
      { id: ALPHA, name: 'Alpha Wallet' },
      { id: BETA, name: 'Beta Wallet' },
    ])
  })

  // Suspected product bug (see the report): with multi-wallet off, connecting a second wallet on a
  // namespace keeps the first connection in the background (its wallet is never told), so after
  // the visitor disconnects the active wallet the namespace falls back to the first one: the page
  // still shows a connected account (and persists it) after Disconnect.
  it('with multi-wallet off, a second wallet on a namespace replaces the first: after disconnecting it nothing is connected', async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await connect(client, { connectorId: BETA })
    await disconnect(client)
    expect(getAccount(client).isConnected).toBe(false)
  })
})

describe('connect: an embedded wallet (SPEC.md section 4)', () => {
  const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
  const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
  const bitcoin: Network = {
    id: '000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  }

  it('connects its other namespaces too; a namespace that fails only warns', async () => {
    const embedded = createMockEmbeddedSource({
      accounts: {
        eip155: { address: EVM, chainId: 31337 },
        solana: { address: 'not base58 !!', chainId: testSolana.id },
        bip122: { address: BTC, chainId: bitcoin.id },
      },
    })
    const { client } = createTestClient({
      networks: [testEvmMainnet, testSolana, bitcoin],
      plugins: [{ connectors: embedded }],
      logLevel: 'warn',
    })
    await client.ready
    const result = await connect(client, { connectorId: 'mock-embedded' })
    expect(Object.keys(result.namespaces).sort()).toEqual(['bip122', 'eip155'])
    expect(getAccount(client, { namespace: 'eip155' })).toMatchObject({ isConnected: true, address: EVM })
    expect(getAccount(client, { namespace: 'bip122' })).toMatchObject({ isConnected: true, address: BTC })
    expect(getAccount(client, { namespace: 'solana' }).isConnected).toBe(false)
    expect(
      client.logger.getLogs().some((entry) => entry.level === 'warn' && entry.message.includes('Ignored the solana part of a session')),
    ).toBe(true)
  })
})
