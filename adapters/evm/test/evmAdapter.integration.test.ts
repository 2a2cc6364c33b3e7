// The adapter against real anvil chains: the shared test wallet (@portico/test-chains) announced
// through EIP-6963, reads through the adapter's own chain RPC client, and results read back from the chain.
import {
  AlertPorticoError,
  connect,
  createPortico,
  disconnect,
  getAccount,
  switchNetwork,
  UserRejectedRequestError,
  type Network,
} from '@portico/core'
import {
  createTestWallet,
  deployPorticoToken,
  devnetAccounts,
  loadPorticoTokenArtifact,
  startAnvil,
  type AnvilChain,
  type TestWallet,
} from '@portico/test-chains'
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../src/exports/index.js'
import { BaseFeeMultiplierError, MaxFeePerGasTooLowError, MixedFeeFieldsError } from '../src/chain/fees.js'
import { createTestContext, type TestContext } from './adapterContext.js'
import { anvilNetwork } from './anvilNetwork.js'
import { startDeadEndpoint } from './deadEndpoint.js'
import { announcement, createFakeEventTarget, type FakeEventTarget } from './fakeEventTarget.js'
import { observeWallet, type WalletObserver } from './observeWallet.js'

// Devnet accounts 0 and 1, funded with 10 000 ETH each by anvil; the test wallet signs for the first.
const accounts = devnetAccounts(2)
const sender = accounts[0]!
const receiver = accounts[1]!.address
const RDNS = 'dev.portico.testwallet'
const CONNECTOR = { connectorId: RDNS }

let first: AnvilChain
let second: AnvilChain
let mainNet: Network
let secondNet: Network

beforeAll(async () => {
  ;[first, second] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  mainNet = anvilNetwork(first, 'Anvil 1')
  secondNet = anvilNetwork(second, 'Anvil 2')
})

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
})

/** The shared test wallet holding `sender`, announced through EIP-6963 and watched. It knows only the first chain. */
function announcedWallet(): { wallet: TestWallet; observer: WalletObserver; target: FakeEventTarget } {
  const wallet = createTestWallet({ privateKey: sender.privateKey, chains: [first] })
  const observer = observeWallet(wallet)
  const target = createFakeEventTarget()
  target.addWallet(announcement({ rdns: RDNS, name: 'Portico Test Wallet', provider: observer.provider }))
  return { wallet, observer, target }
}

function setup(): { adapter: EvmAdapter; wallet: TestWallet; observer: WalletObserver; context: TestContext } {
  const { wallet, observer, target } = announcedWallet()
  const context = createTestContext({ setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as never) })
  const adapter = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }), silentRequestTimeoutMs: 300 })
  adapter.setup(context)
  return { adapter, wallet, observer, context }
}

describe('the EVM adapter on anvil', () => {
  it('connects, reads the real balance and signs a verifiable message', async () => {
    const { adapter } = setup()
    const result = await adapter.connect({ ...CONNECTOR, network: mainNet })
    expect(result).toMatchObject({ address: sender.address, chainId: 31337 })
    await expect(adapter.getBalance({ address: sender.address, network: mainNet })).resolves.toMatchObject({ symbol: 'ETH' })

    const message = 'Sign in to Portico ✓'
    const { signature } = await adapter.signMessage({ ...CONNECTOR, address: sender.address, message })
    await expect(verifyMessage({ address: sender.address, message, signature: signature as Hex })).resolves.toBe(true)
  })

  it('sends native currency and the balance change is read back from the chain', async () => {
    const { adapter } = setup()
    await adapter.connect({ ...CONNECTOR, network: mainNet })
    const before = await adapter.getBalance({ address: receiver, network: mainNet })
    const value = parseEther('1.5')
    const params = { ...CONNECTOR, network: mainNet, from: sender.address, to: receiver, value }
    await expect(adapter.estimateGas(params)).resolves.toBe(21_000n)
    const fees = await adapter.estimateFeesPerGas({ network: mainNet })
    const { hash } = await adapter.sendTransaction({ ...params, ...fees })
    const receipt = await adapter.waitForReceipt({ network: mainNet, hash })
    expect(receipt.status).toBe('success')
    const after = await adapter.getBalance({ address: receiver, network: mainNet })
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(1.5, 9)
  })

  it('falls back to the next RPC URL when the first is down', async () => {
    const { adapter } = setup()
    const dead = await startDeadEndpoint()
    try {
      const network = { ...mainNet, rpcUrls: { default: { http: [dead.url, first.rpcUrl] } } }
      await expect(adapter.getBalance({ address: sender.address, network })).resolves.toMatchObject({ symbol: 'ETH' })
    } finally {
      await dead.close()
    }
  })

  it('estimates EIP-1559 fees with the 1.2 multiplier and refuses bad fee input before the wallet sees it', async () => {
    const { adapter, observer } = setup()
    const client = createPublicClient({ transport: http(first.rpcUrl) })
    const block = await client.getBlock()
    const fees = await adapter.estimateFeesPerGas({ network: mainNet })
    const priority = await client.estimateMaxPriorityFeePerGas()
    expect(fees.maxPriorityFeePerGas).toBe(priority)
    expect(fees.maxFeePerGas).toBe((block.baseFeePerGas! * 12n + 9n) / 10n + priority)
    await expect(adapter.estimateFeesPerGas({ network: mainNet, baseFeeMultiplier: 0.5 })).rejects.toBeInstanceOf(BaseFeeMultiplierError)

    const params = { ...CONNECTOR, network: mainNet, from: sender.address, to: receiver, value: 1n }
    await expect(adapter.sendTransaction({ ...params, gasPrice: 1n, maxFeePerGas: 2n })).rejects.toBeInstanceOf(MixedFeeFieldsError)
    await expect(adapter.sendTransaction({ ...params, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })).rejects.toBeInstanceOf(
      MaxFeePerGasTooLowError,
    )
    expect(observer.calls).not.toContain('eth_sendTransaction')
  })

  it('reads token metadata and balance in one deployless multicall, and moves tokens', async () => {
    const { adapter } = setup()
    await adapter.connect({ ...CONNECTOR, network: mainNet })
    const client = createPublicClient({ transport: http(first.rpcUrl) })
    const { abi } = await loadPorticoTokenArtifact()
    const token = await deployPorticoToken({ rpcUrl: first.rpcUrl, chainId: first.chainId, deployerPrivateKey: sender.privateKey, initialSupply: 1_000n })

    // No Multicall3 on a fresh anvil: the read below works only because the multicall is deployless.
    await expect(client.getCode({ address: '0xcA11bde05977b3631167028862bE2a173976CA11' })).resolves.toBeUndefined()
    const initial = await adapter.getTokenBalance({ network: mainNet, token, owner: sender.address })
    expect(initial).toMatchObject({ name: 'Portico Test Token', symbol: 'PTT', decimals: 18, value: parseEther('1000'), formatted: '1000' })

    const transfer = await adapter.transferErc20({ ...CONNECTOR, network: mainNet, from: sender.address, token, to: receiver, amount: parseEther('25') })
    expect((await adapter.waitForReceipt({ network: mainNet, hash: transfer.hash })).status).toBe('success')
    await expect(adapter.getTokenBalance({ network: mainNet, token, owner: receiver })).resolves.toMatchObject({ value: parseEther('25') })

    const approve = await adapter.approveErc20({ ...CONNECTOR, network: mainNet, from: sender.address, token, to: receiver, amount: 7n })
    await adapter.waitForReceipt({ network: mainNet, hash: approve.hash })
    const allowance = await client.readContract({ address: token, abi, functionName: 'allowance', args: [sender.address, receiver] })
    expect(allowance).toBe(7n)

    const write = await adapter.writeContract({
      ...CONNECTOR,
      network: mainNet,
      from: sender.address,
      address: token,
      abi,
      functionName: 'transfer',
      args: [receiver, parseEther('5')],
      value: 0n,
    })
    await adapter.waitForReceipt({ network: mainNet, hash: write.hash })
    await expect(adapter.getTokenBalance({ network: mainNet, token, owner: receiver })).resolves.toMatchObject({ value: parseEther('30') })
  })

  it('switches to a chain the wallet does not know by adding it, and reports the new chain', async () => {
    const { adapter, wallet, observer, context } = setup()
    await adapter.connect({ ...CONNECTOR, network: mainNet })
    await adapter.switchNetwork({ ...CONNECTOR, network: secondNet })
    expect(observer.calls.slice(-3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.chainId).toBe(31338)
    expect(context.events.at(-1)).toEqual({ type: 'chainChanged', payload: { connectorId: RDNS, chainId: 31338 } })
    // A send on the first network brings the wallet back first.
    const { hash } = await adapter.sendTransaction({ ...CONNECTOR, network: mainNet, from: sender.address, to: receiver, value: 1n })
    expect(wallet.chainId).toBe(31337)
    await expect(adapter.waitForReceipt({ network: mainNet, hash })).resolves.toMatchObject({ status: 'success' })
  })

  it('maps rejections to UserRejectedRequestError and times out a hanging wallet', async () => {
    const { adapter, wallet, observer } = setup()
    wallet.setNextBehavior('reject')
    await expect(adapter.connect({ ...CONNECTOR, network: mainNet })).rejects.toBeInstanceOf(UserRejectedRequestError)
    await adapter.connect({ ...CONNECTOR, network: mainNet })
    wallet.setNextBehavior('reject')
    await expect(adapter.signMessage({ ...CONNECTOR, address: sender.address, message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    wallet.setNextBehavior('reject')
    await expect(
      adapter.sendTransaction({ ...CONNECTOR, network: mainNet, from: sender.address, to: receiver, value: 1n }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    // A wallet that never answers the silent eth_accounts of a reconnect.
    observer.hangNext('eth_accounts')
    const error = await adapter.reconnect({ ...CONNECTOR, network: mainNet }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AlertPorticoError)
    expect((error as AlertPorticoError).shortMessage).toBe('Wallet Request Timeout')
  })

  it('works end to end with a Portico client: connect, balance, switch, wallet events, disconnect, reconnect', async () => {
    const { wallet, observer, target } = announcedWallet()
    const makeClient = (platform?: object) =>
      createPortico({
        projectId: 'portico-test',
        networks: [mainNet, secondNet],
        adapters: [createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }) })],
        ...(platform ? { platform } : {}),
      } as Parameters<typeof createPortico>[0])
    const client = makeClient()
    await client.ready
    expect(client.controllers.connectors.getSnapshot()).toBeDefined()
    const connected = await connect(client, { connectorId: RDNS })
    expect(connected.address).toBe(sender.address)
    expect(connected.caipNetwork.caipNetworkId).toBe('eip155:31337')
    await expect.poll(() => getAccount(client).balance).toMatch(/^\d/)
    expect(getAccount(client).balanceSymbol).toBe('ETH')

    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338', throwOnFailure: true })).resolves.toBe(true)
    expect(wallet.chainId).toBe(31338)
    expect(getAccount(client).caipAddress).toBe(`eip155:31338:${sender.address}`)

    // The visitor moves the wallet back to the first chain in the wallet itself: core follows.
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(getAccount(client).caipAddress).toBe(`eip155:31337:${sender.address}`)
    client.destroy()

    // A reload: a second client on the same storage restores the session without a prompt.
    const reloaded = makeClient(client.platform)
    await reloaded.ready
    expect(getAccount(reloaded).address).toBe(sender.address)
    expect(getAccount(reloaded).status).toBe('connected')
    expect(observer.calls.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1)

    // Disconnecting revokes the permission, so the next reload finds no session.
    await disconnect(reloaded)
    expect(observer.calls.at(-1)).toBe('wallet_revokePermissions')
    expect(wallet.isAuthorized).toBe(false)
    reloaded.destroy()
    const third = makeClient(client.platform)
    await third.ready
    expect(getAccount(third).status).toBe('disconnected')
    third.destroy()
  })
})
