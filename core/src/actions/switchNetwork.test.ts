import { describe, expect, it } from 'vitest'
import { createTestClient, DEFAULT_MOCK_WALLETS } from '../testing/createTestClient.js'
import { createMockAdapter } from '../testing/createMockAdapter.js'
import { testEvmMainnet, testEvmSecond, testSolana } from '../testing/testNetworks.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { selectNetwork } from './selectNetwork.js'
import { switchNetwork } from './switchNetwork.js'

const ALPHA = 'io.portico.alpha'

describe('switchNetwork', () => {
  it('switches a connected wallet through the adapter and records the network', async () => {
    const { client, adapter, platform } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338' })).resolves.toBe(true)
    expect(adapter.calls.find((call) => call.method === 'switchNetwork')).toMatchObject({
      params: { network: 'eip155:31338' },
    })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(client.controllers.accounts.getSnapshot().eip155.caipAddress).toBe(
      'eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(platform.storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe('"eip155:31338"')
  })

  it('only records the network as active when the namespace is not connected', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await switchNetwork(client, { caipNetworkId: 'eip155:31338' })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })

  it('goes back one view and resolves false when the wallet refuses', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    navigate(client, { route: { view: 'SwitchNetwork', caipNetworkId: 'eip155:31338' } })
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338' })).resolves.toBe(false)
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'Networks' })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error', code: '4001' })
  })

  it('throws the typed error instead when asked to', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338', throwOnFailure: true })).rejects.toMatchObject({
      code: 4001,
    })
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
    await expect(switching).resolves.toBe(true)
    expect(client.controllers.chains.getSnapshot().isSwitchingNamespace).toBe(false)
    expect(flags[0]).toBe(true)
  })

  it('is off again after a failed switch to another namespace', async () => {
    const { client, evm } = await evmAndSolana()
    await connect(client, { connectorId: ALPHA })
    await switchNetwork(client, { caipNetworkId: testSolana.caipNetworkId })
    evm.script(ALPHA, { switchNetwork: 'reject' })
    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338' })).resolves.toBe(false)
    expect(client.controllers.chains.getSnapshot().isSwitchingNamespace).toBe(false)
  })

  it('stays off when switching within the active namespace', async () => {
    const { client, flags } = await evmAndSolana()
    await connect(client, { connectorId: ALPHA })
    flags.length = 0
    await switchNetwork(client, { caipNetworkId: 'eip155:31338' })
    expect(flags).not.toContain(true)
  })
})

describe('selectNetwork', () => {
  it('pushes SwitchNetwork while the wallet switches, then returns to Account', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    const selection = selectNetwork(client, 'eip155:31338')
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({
      view: 'SwitchNetwork',
      caipNetworkId: 'eip155:31338',
    })
    adapter.releaseHung()
    await expect(selection).resolves.toBe('switched')
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Account' }])
  })

  it('pushes SwitchActiveChain when connected on another namespace only', async () => {
    const solana = createMockAdapter({ namespace: 'solana', wallets: [] })
    const evm = createMockAdapter({ wallets: DEFAULT_MOCK_WALLETS })
    const second = createTestClient({
      networks: [testEvmMainnet, testEvmSecond, testSolana],
      adapters: [evm, solana],
    }).client
    await second.ready
    await connect(second, { connectorId: ALPHA })
    openModal(second)
    await expect(selectNetwork(second, testSolana.caipNetworkId)).resolves.toBe('needsConnection')
    expect(second.controllers.router.getSnapshot().history.at(-1)).toEqual({
      view: 'SwitchActiveChain',
      caipNetworkId: testSolana.caipNetworkId,
    })
    expect(second.controllers.chains.getSnapshot().activeNamespace).toBe('eip155')
  })
})
