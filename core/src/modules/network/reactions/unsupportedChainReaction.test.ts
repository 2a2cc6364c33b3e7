import { describe, expect, it } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { disconnect } from '../../connection/actions/disconnect.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { openModal } from '../../modal/flows/openModal.js'
import { createMockAdapter } from '../../../testing/createMockAdapter.js'
import { createTestClient, DEFAULT_MOCK_WALLETS, type TestClientOptions } from '../../../testing/createTestClient.js'
import { testEvmMainnet, testEvmSecond, testSolana } from '../../../testing/testNetworks.js'

const ALPHA = 'io.portico.alpha'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** A wallet that starts on chain 1, which the test networks (31337, 31338) do not list. */
const OFF_LIST_WALLET = [{ id: 'w', name: 'W', address: ADDRESS, chainId: 1 }]

type Client = ReturnType<typeof createTestClient>['client']

async function connectedOffList(options: TestClientOptions) {
  const test = createTestClient({ ...options, wallets: OFF_LIST_WALLET })
  await test.client.ready
  await connect(test.client, { connectorId: 'w' })
  return test
}

async function movedOffList(options: TestClientOptions) {
  const test = createTestClient(options)
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA })
  test.adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 1 })
  return test
}

/** The wallet was connected on an unlisted chain in a first page; this is the reloaded page. */
async function reconnectedOffList(options: TestClientOptions) {
  const first = await connectedOffList({ allowUnsupportedChain: true })
  first.client.destroy()
  const test = createTestClient({ ...options, wallets: OFF_LIST_WALLET, reusePlatform: first.platform })
  test.adapter.authorize('w')
  await test.client.ready
  return test
}

const views = (client: Client) => client.controllers.router.getSnapshot().history.map((route) => route.view)

const ARRIVALS = [
  ['connecting on', connectedOffList],
  ['the wallet moving to', movedOffList],
  ['reconnecting after a reload on', reconnectedOffList],
] as const

describe('the UnsupportedChain reaction (SPEC.md section 4)', () => {
  it.each(ARRIVALS)('%s an unlisted chain shows it and opens the modal by default', async (_, arrive) => {
    const { client } = await arrive({})
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork).toMatchObject({
      caipNetworkId: 'eip155:1',
      name: 'Unknown Network',
    })
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'UnsupportedChain' }])
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
  })

  it.each(ARRIVALS)('%s an unlisted chain with enableNetworkSwitch false keeps the pseudo network but shows nothing', async (_, arrive) => {
    const { client } = await arrive({ enableNetworkSwitch: false })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork).toMatchObject({
      caipNetworkId: 'eip155:1',
      name: 'Unknown Network',
    })
    expect(views(client)).not.toContain('UnsupportedChain')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it.each(ARRIVALS)('%s an unlisted chain with allowUnsupportedChain shows nothing', async (_, arrive) => {
    const { client } = await arrive({ allowUnsupportedChain: true })
    expect(views(client)).not.toContain('UnsupportedChain')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('shows it once: closed by the visitor, it does not come back while the wallet stays there', async () => {
    const { client, adapter } = await movedOffList({})
    closeModal(client)
    adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })
    openModal(client, { view: { view: 'Networks' } })
    closeModal(client)
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('shows it again when the wallet leaves for a listed chain and then for an unlisted one', async () => {
    const { client, adapter } = await movedOffList({})
    closeModal(client)
    adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 31338 })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 5 })
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'UnsupportedChain' }])
  })

  it('switching back to a listed network from the view leaves the pseudo network', async () => {
    const { client, adapter } = await movedOffList({})
    await switchNetwork(client, { caipNetworkId: 'eip155:31337' })
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('does nothing for a namespace that is not the active one', async () => {
    const solana = createMockAdapter({
      namespace: 'solana',
      wallets: [{ id: 'sol', name: 'Sol', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', chainId: testSolana.id }],
    })
    const evm = createMockAdapter({ wallets: DEFAULT_MOCK_WALLETS })
    const { client } = createTestClient({ networks: [testEvmMainnet, testEvmSecond, testSolana], adapters: [evm, solana] })
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await connect(client, { connectorId: 'sol' })
    expect(client.controllers.chains.getSnapshot().activeNamespace).toBe('solana')
    evm.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 1 })
    expect(client.controllers.chains.getSnapshot().namespaces.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('a disconnected wallet leaves nothing to show', async () => {
    const { client } = await connectedOffList({ enableNetworkSwitch: false })
    await disconnect(client)
    openModal(client)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
  })
})
