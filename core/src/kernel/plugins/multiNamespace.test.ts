import { describe, expect, it } from 'vitest'
import { connect } from '../../modules/connection/actions/connect.js'
import { disconnect } from '../../modules/connection/actions/disconnect.js'
import { getAccount } from '../../modules/connection/actions/getAccount.js'
import { switchNetwork } from '../../modules/network/actions/switchNetwork.js'
import { getCapabilities, sendTransaction } from '../../modules/connection/actions/walletActions.js'
import { signMessage } from '../../modules/connection/actions/signMessage.js'
import { ModalClosedError } from '../errors/connectionErrors.js'
import { closeModal } from '../../modules/modal/flows/closeModal.js'
import { connectFlow } from '../../modules/connection/flows/connectFlow.js'
import { openModal } from '../../modules/modal/flows/openModal.js'
import { createAbortController } from '../utils/abort.js'
import { createMockEmbeddedSource } from '../../testing/createMockEmbeddedSource.js'
import { createMockPairingSource, MOCK_PAIRING_LIFETIME_MS } from '../../testing/createMockPairingSource.js'
import { createTestClient } from '../../testing/createTestClient.js'
import { testEvmMainnet, testEvmSecond, testSolana } from '../../testing/testNetworks.js'
import type { Network } from '../types/network.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOL_2 = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const solanaDevnet: Network = { ...testSolana, id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet 2' }
const bitcoin: Network = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
}

function pairingClient() {
  const pairing = createMockPairingSource({
    wallet: { eip155: { accounts: [EVM], chainId: 31337 }, solana: { accounts: [SOL, SOL_2], chainId: testSolana.id } },
  })
  const test = createTestClient({ networks: [testEvmMainnet, testEvmSecond, testSolana, solanaDevnet], plugins: [{ connectors: pairing }] })
  return { ...test, pairing }
}

describe('a pairing source: one session over several namespaces', () => {
  it('one connector connects eip155 and solana at once, with a display URI that expires in 4 minutes', async () => {
    const { client, pairing, platform } = pairingClient()
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    const pairingState = client.controllers.connection.getSnapshot().pairing
    expect(pairingState?.uri).toBe(pairing.wallet.proposalUri)
    expect(pairingState?.expiresAt).toBe(platform.clock.now() + MOCK_PAIRING_LIFETIME_MS)
    expect(getAccount(client, { namespace: 'eip155' }).status).toBe('connecting')
    expect(getAccount(client, { namespace: 'solana' }).status).toBe('connecting')

    pairing.wallet.approve()
    const result = await pending

    expect(Object.keys(result.namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(getAccount(client, { namespace: 'eip155' })).toMatchObject({ isConnected: true, address: EVM, connectorId: 'mock-pairing' })
    expect(getAccount(client, { namespace: 'solana' })).toMatchObject({
      isConnected: true,
      address: SOL,
      caipAddress: `${testSolana.caipNetworkId}:${SOL}`,
      allAccounts: [expect.objectContaining({ address: SOL }), expect.objectContaining({ address: SOL_2 })],
    })
    expect(client.controllers.connection.getSnapshot().connections).toHaveLength(1)
  })

  it('a disconnect from the site ends every namespace, and the source hears it', async () => {
    const { client, pairing } = pairingClient()
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    pairing.wallet.approve()
    await pending
    const result = await disconnect(client, { namespace: 'solana' })
    expect([...result.namespaces].sort()).toEqual(['eip155', 'solana'])
    expect(getAccount(client, { namespace: 'eip155' }).isConnected).toBe(false)
    expect(getAccount(client, { namespace: 'solana' }).isConnected).toBe(false)
    expect(pairing.endedBySite).toBe(1)
  })

  it('a disconnect from the wallet ends every namespace', async () => {
    const { client, pairing } = pairingClient()
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    pairing.wallet.approve()
    await pending
    pairing.wallet.endSession()
    expect(getAccount(client, { namespace: 'eip155' }).status).toBe('disconnected')
    expect(getAccount(client, { namespace: 'solana' }).status).toBe('disconnected')
    expect(client.controllers.connection.getSnapshot().connections).toEqual([])
  })

  it('closing the modal aborts the pending connect: it rejects with Modal closed and the proposal is withdrawn', async () => {
    const { client, pairing } = pairingClient()
    await client.ready
    openModal(client)
    const pending = connect(client, { connectorId: 'mock-pairing' })
    closeModal(client)
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
    expect(pairing.withdrawn).toBe(1)
    expect(pairing.wallet.proposalUri).toBeUndefined()
    expect(getAccount(client, { namespace: 'eip155' }).status).toBe('disconnected')
  })

  it('an unanswered proposal is withdrawn before its 4 minutes end and a new URI shown; giving up ends the connect', async () => {
    const { client, platform, pairing } = pairingClient()
    await client.ready
    const giveUp = createAbortController()
    const pending = connect(client, { connectorId: 'mock-pairing', signal: giveUp.signal })
    const settled = pending.catch((error: unknown) => error)
    const first = pairing.wallet.proposalUri
    await platform.clock.advanceAsync(MOCK_PAIRING_LIFETIME_MS)
    expect(pairing.withdrawn).toBe(1)
    expect(pairing.wallet.proposalUri).not.toBe(first)
    expect(client.controllers.connection.getSnapshot().pairing?.uri).toBe(pairing.wallet.proposalUri)
    giveUp.abort(new Error('gave up'))
    expect(await settled).toBeInstanceOf(Error)
    expect(pairing.withdrawn).toBe(2)
  })

  it('a solana-style namespace switches network locally; eip155 asks the wallet', async () => {
    const { client, pairing } = pairingClient()
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    pairing.wallet.approve()
    await pending

    const local = await switchNetwork(client, { caipNetworkId: solanaDevnet.caipNetworkId })
    expect(local.mode).toBe('local')
    expect(getAccount(client, { namespace: 'solana' }).caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${SOL}`)
    expect((await getCapabilities(client, { namespace: 'solana' })).switchNetwork).toBe('local')

    const viaWallet = await switchNetwork(client, { caipNetworkId: testEvmSecond.caipNetworkId })
    expect(viaWallet.mode).toBe('wallet')
    expect(getAccount(client, { namespace: 'eip155' }).caipAddress).toBe(`${testEvmSecond.caipNetworkId}:${EVM}`)
  })

  it('the wallet side switching account and chain shows on its namespace only', async () => {
    const { client, pairing } = pairingClient()
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    pairing.wallet.approve()
    await pending
    pairing.wallet.switchAccount('solana', SOL_2)
    pairing.wallet.switchChain('eip155', testEvmSecond.id)
    expect(getAccount(client, { namespace: 'solana' }).address).toBe(SOL_2)
    expect(getAccount(client, { namespace: 'eip155' }).caipAddress).toBe(`${testEvmSecond.caipNetworkId}:${EVM}`)
  })

  it('signs and sends on eip155 through the eip155 chain adapter, whoever opened the session', async () => {
    const { client, pairing } = pairingClient()
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    pairing.wallet.approve()
    await pending
    await expect(signMessage(client, { message: 'hi', namespace: 'eip155' })).resolves.toMatchObject({ address: EVM })
    await expect(sendTransaction(client, { namespace: 'eip155', to: EVM, value: 1n })).resolves.toMatchObject({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    // No solana chain adapter here: the solana namespace connects and shows accounts, but does not sign.
    await expect(signMessage(client, { message: 'hi', namespace: 'solana' })).rejects.toMatchObject({ code: 'ADAPTER_CAPABILITY_NOT_FOUND' })
  })

  it('hostile events are ignored: another source cannot speak for the connector, malformed payloads change nothing', async () => {
    const { client, pairing, adapter } = pairingClient()
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    pairing.wallet.approve()
    await pending
    adapter.emit({ type: 'disconnect', connectorId: 'mock-pairing' })
    adapter.emit({ type: 'accountsChanged', connectorId: 'mock-pairing', namespace: 'eip155', accounts: [] })
    expect(getAccount(client, { namespace: 'eip155' }).isConnected).toBe(true)
    pairing.wallet.switchAccount('solana', 'not base58 !!')
    expect(getAccount(client, { namespace: 'solana' }).address).toBe(SOL)
  })
})

describe('an embedded source: one login, three namespaces', () => {
  it('connects eip155, solana and bip122 under one login; signing out ends all three', async () => {
    const embedded = createMockEmbeddedSource({
      accounts: { eip155: { address: EVM, chainId: 31337 }, solana: { address: SOL, chainId: testSolana.id }, bip122: { address: BTC, chainId: bitcoin.id } },
    })
    const { client } = createTestClient({ networks: [testEvmMainnet, testSolana, bitcoin], plugins: [{ connectors: embedded }] })
    await client.ready
    await connect(client, { connectorId: 'mock-embedded' })
    expect(getAccount(client, { namespace: 'bip122' })).toMatchObject({ isConnected: true, address: BTC, preferredAccountType: 'payment' })
    expect(getAccount(client, { namespace: 'solana' }).isConnected).toBe(true)
    expect(client.controllers.connection.getSnapshot().connections[0]?.auth).toEqual({ name: 'email' })
    embedded.signOut()
    for (const namespace of ['eip155', 'solana', 'bip122'] as const) expect(getAccount(client, { namespace }).isConnected).toBe(false)
  })

  it('the connect flow shows EmailLogin for the embedded connector', async () => {
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
    embedded.script({ connect: 'hang' })
    const { client } = createTestClient({ plugins: [{ connectors: embedded }] })
    await client.ready
    openModal(client)
    void connectFlow(client, { connectorId: 'mock-embedded' })
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'EmailLogin' })
  })
})
