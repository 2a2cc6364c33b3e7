import { describe, expect, it } from 'vitest'
import { createTestClient, DEFAULT_MOCK_WALLETS } from '../../../testing/createTestClient.js'
import { createMockAdapter } from '../../../testing/createMockAdapter.js'
import { testEvmMainnet, testEvmSecond, testSolana } from '../../../testing/testNetworks.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { UserRejectedRequestError } from '../../../kernel/errors/UserRejectedRequestError.js'
import { navigate } from '../../modal/flows/navigate.js'
import { openModal } from '../../modal/flows/openModal.js'
import { connect } from '../../connection/actions/connect.js'
import { getAccount } from '../../connection/actions/getAccount.js'
import { switchNetwork } from './switchNetwork.js'

const ALPHA = 'io.portico.alpha'
const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const eventNames = (client: ReturnType<typeof createTestClient>['client']) =>
  client.controllers.events.getSnapshot().events.map((event) => event.props.event)

describe('switchNetwork', () => {
  it('switches a connected wallet through its capability and records the network', async () => {
    const { client, adapter, platform } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338' })).resolves.toMatchObject({
      caipNetwork: { caipNetworkId: 'eip155:31338' },
      mode: 'wallet',
    })
    expect(adapter.calls.find((call) => call.method === 'switchNetwork')).toMatchObject({
      walletId: ALPHA,
      params: { network: 'eip155:31338' },
    })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(getAccount(client).caipAddress).toBe(`eip155:31338:${ALPHA_ADDRESS}`)
    expect(platform.storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe('"eip155:31338"')
    expect(eventNames(client)).toContain('SWITCH_NETWORK')
  })

  it('only records the network as active when the namespace is not connected', async () => {
    const { client, adapter, platform } = createTestClient()
    await client.ready
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338' })).resolves.toMatchObject({ mode: 'local' })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
    expect(platform.storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe('"eip155:31338"')
  })

  it('asks nothing for the network that is already active', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31337' })).resolves.toMatchObject({ mode: 'unchanged' })
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })

  it('shows the switch as pending while the wallet answers', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    const switching = switchNetwork(client, { caipNetworkId: 'eip155:31338' })
    expect(client.controllers.chains.getSnapshot().pendingSwitch).toBe('eip155:31338')
    adapter.releaseHung()
    await switching
    expect(client.controllers.chains.getSnapshot().pendingSwitch).toBeUndefined()
  })

  it('throws the typed error when the wallet refuses, keeping the network and moving no view', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    navigate(client, { route: { view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' } })
    const error = await switchNetwork(client, { caipNetworkId: 'eip155:31338' }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
    expect(client.controllers.chains.getSnapshot()).toMatchObject({
      activeCaipNetwork: { caipNetworkId: 'eip155:31337' },
      pendingSwitch: undefined,
    })
    expect(getAccount(client).caipAddress).toBe(`eip155:31337:${ALPHA_ADDRESS}`)
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' })
    expect(client.controllers.snackbar.getSnapshot().open).toBe(false)
    expect(client.controllers.modal.getSnapshot().shake).toBe(false)
  })

  it('wraps any other wallet failure in a typed wallet error', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'unsupported' })
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338' })).rejects.toMatchObject({ category: 'WALLET_ERROR' })
  })

  it('refuses an unknown network with APKT001 Network Not Found', async () => {
    const { client } = createTestClient()
    await client.ready
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:999' })).rejects.toMatchObject({
      code: 'APKT001',
      shortMessage: 'Network Not Found',
    })
  })
})

describe('switchNetwork: the namespace-switch flag', () => {
  async function evmAndSolana() {
    const solana = createMockAdapter({
      namespace: 'solana',
      wallets: [{ id: 'sol', name: 'Sol', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', chainId: testSolana.id }],
    })
    const evm = createMockAdapter({ wallets: DEFAULT_MOCK_WALLETS })
    const { client } = createTestClient({ networks: [testEvmMainnet, testEvmSecond, testSolana], adapters: [evm, solana] })
    await client.ready
    const flags: boolean[] = []
    client.controllers.chains.subscribe(() => flags.push(client.controllers.chains.getSnapshot().isSwitchingNamespace))
    return { client, evm, flags }
  }

  it('is on while switching to another namespace, and off afterwards', async () => {
    const { client, evm, flags } = await evmAndSolana()
    await connect(client, { connectorId: ALPHA })
    await switchNetwork(client, { caipNetworkId: testSolana.caipNetworkId })
    expect(client.controllers.chains.getSnapshot().activeNamespace).toBe('solana')
    evm.script(ALPHA, { switchNetwork: 'hang' })
    flags.length = 0
    const switching = switchNetwork(client, { caipNetworkId: 'eip155:31338' })
    expect(client.controllers.chains.getSnapshot().isSwitchingNamespace).toBe(true)
    evm.releaseHung()
    await expect(switching).resolves.toMatchObject({ mode: 'wallet' })
    expect(client.controllers.chains.getSnapshot().isSwitchingNamespace).toBe(false)
    expect(client.controllers.chains.getSnapshot().activeNamespace).toBe('eip155')
    expect(flags[0]).toBe(true)
  })

  it('is off again after a failed switch to another namespace', async () => {
    const { client, evm } = await evmAndSolana()
    await connect(client, { connectorId: ALPHA })
    await switchNetwork(client, { caipNetworkId: testSolana.caipNetworkId })
    evm.script(ALPHA, { switchNetwork: 'reject' })
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338' })).rejects.toMatchObject({ code: 4001 })
    expect(client.controllers.chains.getSnapshot().isSwitchingNamespace).toBe(false)
    expect(client.controllers.chains.getSnapshot().activeNamespace).toBe('solana')
  })

  it('stays off when switching within the active namespace', async () => {
    const { client, flags } = await evmAndSolana()
    await connect(client, { connectorId: ALPHA })
    flags.length = 0
    await switchNetwork(client, { caipNetworkId: 'eip155:31338' })
    expect(flags).not.toContain(true)
  })
})
