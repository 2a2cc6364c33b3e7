import { describe, expect, it } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { createMockAdapter } from '../../../testing/createMockAdapter.js'
import { createTestClient, DEFAULT_MOCK_WALLETS } from '../../../testing/createTestClient.js'
import { testEvmMainnet, testEvmSecond, testSolana } from '../../../testing/testNetworks.js'
import { navigate } from '../../modal/flows/navigate.js'
import { openModal } from '../../modal/flows/openModal.js'
import { selectNetworkFlow, switchActiveChainFlow } from './selectNetworkFlow.js'
import { switchNetworkViewFlow } from './switchNetworkViewFlow.js'

const ALPHA = 'io.portico.alpha'

type Client = ReturnType<typeof createTestClient>['client']
const history = (client: Client) => client.controllers.router.getSnapshot().history
const activeNetworkId = (client: Client) => client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId

/** An EVM wallet connected, a Solana adapter with no wallet, the modal open on Account. */
async function connectedOnEvmOnly() {
  const solana = createMockAdapter({ namespace: 'solana', wallets: [] })
  const evm = createMockAdapter({ wallets: DEFAULT_MOCK_WALLETS })
  const { client } = createTestClient({ networks: [testEvmMainnet, testEvmSecond, testSolana], adapters: [evm, solana] })
  await client.ready
  await connect(client, { connectorId: ALPHA })
  openModal(client)
  return client
}

describe('selectNetworkFlow (SPEC.md sections 2 and 4)', () => {
  it('pushes SwitchNetwork while the wallet switches, then returns to Account', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    const selection = selectNetworkFlow(client, 'eip155:31338')
    expect(history(client).at(-1)).toEqual({ view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' })
    adapter.releaseHung()
    await expect(selection).resolves.toBe('switched')
    expect(history(client)).toEqual([{ view: 'Account' }])
    expect(activeNetworkId(client)).toBe('eip155:31338')
  })

  it('a refused switch toasts naming the switch, shakes, goes back one view and keeps the network', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    await expect(selectNetworkFlow(client, 'eip155:31338')).resolves.toBe('failed')
    expect(history(client)).toEqual([{ view: 'Account' }, { view: 'Networks' }])
    expect(activeNetworkId(client)).toBe('eip155:31337')
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error', code: 'SWITCH_NETWORK_REJECTED' })
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: true, shake: true })
  })

  it('not connected: records the network at once, asks no wallet, and goes back', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    await expect(selectNetworkFlow(client, 'eip155:31338')).resolves.toBe('switched')
    expect(activeNetworkId(client)).toBe('eip155:31338')
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
    expect(history(client)).toEqual([{ view: 'Connect' }])
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
  })

  it('refuses a network the site does not list with APKT001', async () => {
    const { client } = createTestClient()
    await client.ready
    await expect(selectNetworkFlow(client, 'eip155:999')).rejects.toMatchObject({ code: 'APKT001' })
  })

  it('pushes SwitchActiveChain when connected on another namespace only', async () => {
    const client = await connectedOnEvmOnly()
    await expect(selectNetworkFlow(client, testSolana.caipNetworkId)).resolves.toBe('needsConnection')
    expect(history(client).at(-1)).toEqual({ view: 'SwitchActiveChain', caipNetworkId: testSolana.caipNetworkId })
    expect(client.controllers.chains.getSnapshot().activeNamespace).toBe('eip155')
  })
})

describe('switchActiveChainFlow', () => {
  it('makes the target namespace active and replaces the view with Connect, to connect a wallet there', async () => {
    const client = await connectedOnEvmOnly()
    await selectNetworkFlow(client, testSolana.caipNetworkId)
    await switchActiveChainFlow(client, testSolana.caipNetworkId)
    expect(client.controllers.chains.getSnapshot()).toMatchObject({
      activeNamespace: 'solana',
      activeCaipNetwork: { caipNetworkId: testSolana.caipNetworkId },
    })
    expect(history(client)).toEqual([{ view: 'Account' }, { view: 'Connect' }])
  })
})

describe('switchNetworkViewFlow: the SwitchNetwork view asks the wallet itself', () => {
  it('opened directly, the switch shows as pending from the start and never flickers to idle while its code loads', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    const seen: (string | undefined)[] = []
    const unsubscribe = client.controllers.chains.subscribe(() => seen.push(client.controllers.chains.getSnapshot().pendingSwitch))
    openModal(client, { view: { view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' } })
    expect(client.controllers.chains.getSnapshot().pendingSwitch).toBe('eip155:31338')
    await expect.poll(() => adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
    adapter.releaseHung()
    await expect.poll(() => activeNetworkId(client)).toBe('eip155:31338')
    unsubscribe()
    // Pending until the wallet answered, then cleared: never cleared in between.
    const changes = seen.filter((pending, index) => index === 0 || pending !== seen[index - 1])
    expect(changes).toEqual(['eip155:31338', undefined])
    expect(client.controllers.chains.getSnapshot().pendingSwitch).toBeUndefined()
  })

  it('opened directly with no wallet connected, the network is recorded at once and nothing stays pending', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    openModal(client, { view: { view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' } })
    await expect.poll(() => activeNetworkId(client)).toBe('eip155:31338')
    expect(client.controllers.chains.getSnapshot().pendingSwitch).toBeUndefined()
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(0)
  })

  it('opened directly on a network the site does not have, the view gets the typed error and nothing stays pending', async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client, { view: { view: 'SwitchNetwork', caipNetworkId: 'eip155:999999' } })
    await expect.poll(() => client.controllers.chains.getSnapshot().lastSwitch?.error?.code).toBe('APKT001')
    expect(client.controllers.chains.getSnapshot().pendingSwitch).toBeUndefined()
    expect(activeNetworkId(client)).not.toBe('eip155:999999')
  })

  it('opened directly on SwitchNetwork, the wallet is asked; success goes back, closing the only view', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client, { view: { view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' } })
    await expect.poll(() => activeNetworkId(client)).toBe('eip155:31338')
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
    await expect.poll(() => client.controllers.modal.getSnapshot().open).toBe(false)
    expect(client.controllers.chains.getSnapshot().lastSwitch).toEqual({ caipNetworkId: 'eip155:31338', error: undefined })
  })

  it('a decline stays on the view with its outcome (for Retry) and shakes; Retry switches', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    openModal(client)
    navigate(client, { route: { view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' } })
    await expect(switchNetworkViewFlow(client, { caipNetworkId: 'eip155:31338' })).resolves.toBe(false)
    expect(history(client).at(-1)).toEqual({ view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' })
    expect(client.controllers.chains.getSnapshot().lastSwitch).toMatchObject({ caipNetworkId: 'eip155:31338', error: { code: 4001 } })
    expect(client.controllers.modal.getSnapshot().shake).toBe(true)

    adapter.script(ALPHA, { switchNetwork: 'approve' })
    await expect(switchNetworkViewFlow(client, { caipNetworkId: 'eip155:31338' })).resolves.toBe(true)
    expect(history(client)).toEqual([{ view: 'Account' }])
    expect(activeNetworkId(client)).toBe('eip155:31338')
  })
})
