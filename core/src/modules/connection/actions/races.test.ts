import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { connectFlow } from '../flows/connectFlow.js'
import { openModal } from '../../modal/flows/openModal.js'
import { selectNetworkFlow } from '../../network/flows/selectNetworkFlow.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { testEvmSecond } from '../../../testing/testNetworks.js'
import { ConnectSupersededError } from '../../../kernel/errors/ConnectSupersededError.js'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getBalance } from '../../account-data/actions/getBalance.js'
import { switchNetwork } from '../../network/actions/switchNetwork.js'

const ALPHA = 'io.portico.alpha'
const BETA = 'io.portico.beta'
const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BETA_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Waits one real macrotask, so every pending promise callback (a wallet's late answer) has run.
 * Core's tsconfig has no DOM or Node types, so the global timer is typed here.
 */
const nextMacrotask = () =>
  new Promise<void>((resolve) => (globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown }).setTimeout(resolve, 0))

describe('the latest choice wins', () => {
  it('a wallet the visitor abandoned answers late: its answer is dropped, never applied, and told to end', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.script(ALPHA, { connect: 'hang' })
    const abandoned = connect(client, { connectorId: ALPHA })
    const chosen = connect(client, { connectorId: BETA })
    await expect(abandoned).rejects.toBeInstanceOf(ConnectSupersededError)
    await chosen
    adapter.releaseHung()
    await nextMacrotask()
    expect(getAccount(client)).toMatchObject({ address: BETA_ADDRESS, connectorId: BETA })
    expect(client.controllers.connection.getSnapshot().connections.map((entry) => entry.connectorId)).toEqual([BETA])
    expect(adapter.calls.filter((call) => call.method === 'disconnect').map((call) => call.walletId)).toEqual([ALPHA])
  })

  it('the older attempt cannot overwrite the connecting view: lastConnect stays the newest one', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.script(ALPHA, { connect: 'hang' })
    adapter.script(BETA, { connect: 'reject' })
    const abandoned = connect(client, { connectorId: ALPHA }).catch(() => undefined)
    await connect(client, { connectorId: BETA }).catch(() => undefined)
    await abandoned
    expect(client.controllers.connection.getSnapshot().lastConnect).toMatchObject({ connectorId: BETA, rejected: true })
  })

  it('a reconnect after reload that answers after the visitor connected another wallet is ignored, and its failure undoes nothing', async () => {
    const first = createTestClient()
    await first.client.ready
    await connect(first.client, { connectorId: ALPHA })
    first.client.destroy()

    const second = createTestClient({ reusePlatform: first.platform })
    second.adapter.authorize(ALPHA)
    second.adapter.script(ALPHA, { reconnect: 'hang' })
    // Start-up is waiting on the reconnect (its code loads first); the visitor connects Beta meanwhile.
    await expect.poll(() => second.adapter.calls.some((call) => call.method === 'reconnect' && call.walletId === ALPHA)).toBe(true)
    await connect(second.client, { connectorId: BETA })
    second.adapter.releaseHung()
    await second.client.ready
    expect(getAccount(second.client)).toMatchObject({ address: BETA_ADDRESS, connectorId: BETA })
    expect(second.client.controllers.connection.getSnapshot().connections.map((entry) => entry.connectorId)).toEqual([BETA])

    const third = createTestClient({ reusePlatform: first.platform })
    third.adapter.script(ALPHA, { reconnect: 'fail' })
    third.adapter.authorize(BETA)
    await third.client.ready
    expect(first.platform.storage.getItem(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155'))).toBe(JSON.stringify(BETA))
  })

  it('a wallet that approves after the visitor closed the modal is recorded: the page agrees with the wallet', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    openModal(client)
    adapter.script(ALPHA, { connect: 'hang' })
    const pending = connect(client, { connectorId: ALPHA })
    closeModal(client)
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
    expect(adapter.abortedConnects).toBe(1)
    adapter.releaseHung()
    await nextMacrotask()
    expect(getAccount(client)).toMatchObject({ isConnected: true, address: ALPHA_ADDRESS })
  })

  it('a late approval after close is not applied when the visitor has chosen another wallet since', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    openModal(client)
    adapter.script(ALPHA, { connect: 'hang' })
    const pending = connect(client, { connectorId: ALPHA }).catch(() => undefined)
    closeModal(client)
    await pending
    await connect(client, { connectorId: BETA })
    adapter.releaseHung()
    await nextMacrotask()
    expect(getAccount(client)).toMatchObject({ address: BETA_ADDRESS })
    expect(client.controllers.connection.getSnapshot().connections).toHaveLength(1)
  })
})

describe('reactions: one cause, one effect', () => {
  it('one network switch on a wallet that also reports chainChanged reads the balance once and writes the network once', async () => {
    const { client, adapter, platform } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await expect.poll(() => getBalance(client).balance).toBe('10000.0')
    const reads = () => adapter.calls.filter((call) => call.method === 'getBalance').length
    const readsBefore = reads()
    const writes: string[] = []
    const setItem = platform.storage.setItem.bind(platform.storage)
    platform.storage.setItem = (key: string, value: string) => {
      writes.push(key)
      setItem(key, value)
    }
    await switchNetwork(client, { caipNetworkId: testEvmSecond.caipNetworkId })
    await expect.poll(() => getBalance(client).balance).toBe('10000.0')
    expect(reads() - readsBefore).toBe(1)
    expect(writes.filter((key) => key === STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toHaveLength(1)
  })

  it('a failed balance read blocks retries for 30 s, then reads again', async () => {
    const { client, adapter, platform } = createTestClient()
    await client.ready
    adapter.script('io.portico.alpha', { getBalance: 'fail' })
    await connect(client, { connectorId: ALPHA })
    await expect.poll(() => getBalance(client).error).toBeDefined()
    const { refreshBalance } = await import('../../account-data/actions/getBalance.js')
    adapter.script('io.portico.alpha', { getBalance: 'approve' })
    await refreshBalance(client)
    expect(getBalance(client).balance).toBeUndefined()
    await platform.clock.advanceAsync(30_000)
    await refreshBalance(client)
    expect(getBalance(client).balance).toBe('10000.0')
  })
})

describe('flows own the modal', () => {
  it('clicking the network that is already active asks nothing and only goes back', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client)
    client.controllers.router.dispatch({ type: 'push', route: { view: 'Networks' } })
    const result = await selectNetworkFlow(client, 'eip155:31337')
    expect(result).toBe('unchanged')
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
    expect(client.controllers.router.getSnapshot().history.map((route) => route.view)).toEqual(['Account'])
  })

  it('a switch still waiting in the wallet shows when the modal is reopened', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client)
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    void selectNetworkFlow(client, testEvmSecond.caipNetworkId)
    closeModal(client)
    openModal(client)
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'SwitchNetwork', caipNetworkId: testEvmSecond.caipNetworkId })
    adapter.releaseHung()
  })

  it('a declined switch names the switch in its toast, not the connection', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client)
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    await selectNetworkFlow(client, testEvmSecond.caipNetworkId)
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ open: true, code: 'SWITCH_NETWORK_REJECTED' })
  })

  it('a request that fails after the visitor closed the modal shows no toast, then or at the next open', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    openModal(client)
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    const flow = selectNetworkFlow(client, testEvmSecond.caipNetworkId)
    closeModal(client)
    adapter.releaseHung('reject')
    expect(await flow).toBe('failed')
    expect(client.controllers.snackbar.getSnapshot().open).toBe(false)
    openModal(client)
    expect(client.controllers.snackbar.getSnapshot().open).toBe(false)
    expect(client.controllers.modal.getSnapshot().shake).toBe(false)
  })

  it('the connect flow: ConnectingExternal, success closes the modal; a decline stays and shakes', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    openModal(client)
    adapter.script(BETA, { connect: 'reject' })
    await expect(connectFlow(client, { connectorId: BETA })).rejects.toMatchObject({ code: 4001 })
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'ConnectingExternal', connectorId: BETA })
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: true, shake: true })
    await connectFlow(client, { connectorId: ALPHA })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })
})
