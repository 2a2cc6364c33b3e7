// The adapter against real anvil chains: the shared test wallet (@portico/test-chains) announced
// through EIP-6963 and connected by the injected source, its provider bound as a wallet handle by
// the chain adapter, reads through the adapter's own chain RPC client, and results read back from
// the chain.
import {
  AlertPorticoError,
  connect,
  createPortico,
  disconnect,
  getAccount,
  getBalance,
  signMessage,
  switchNetwork,
  UserRejectedRequestError,
  type Connector,
  type Network,
  type WalletCapabilities,
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
import { createTestContext, createTestSignal, type TestContext } from './adapterContext.js'
import { anvilNetwork } from './anvilNetwork.js'
import { startDeadEndpoint } from './deadEndpoint.js'
import { announcement, createFakeEventTarget, type FakeEventTarget } from './fakeEventTarget.js'
import { observeWallet, type WalletObserver } from './observeWallet.js'

// Devnet accounts 0 and 1, funded with 10 000 ETH each by anvil; the test wallet signs for the first.
const accounts = devnetAccounts(2)
const sender = accounts[0]!
const receiver = accounts[1]!.address
const RDNS = 'dev.portico.testwallet'

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

interface Setup {
  adapter: EvmAdapter
  /** The test wallet itself: its chain, authorization and what the simulated user does next. */
  testWallet: TestWallet
  /** The methods the adapter asked of the wallet. */
  observer: WalletObserver
  context: TestContext
  /** Connects through the injected source on `network` (the first anvil by default). */
  connect(network?: Network): Promise<Connected>
}

interface Connected {
  address: string
  chainId: string | number
  /** What the chain adapter makes of the session's wallet handle. */
  wallet: WalletCapabilities
}

type Supported<K extends keyof WalletCapabilities> = Extract<WalletCapabilities[K], { supported: true }>

/** The capability `name`, failing the test when it is not supported. */
function supported<K extends Exclude<keyof WalletCapabilities, 'switchNetwork'>>(capabilities: WalletCapabilities, name: K): Supported<K> {
  const capability = capabilities[name]
  if (!capability?.supported) throw new Error(`${name} is not supported`)
  return capability as Supported<K>
}

function setup(): Setup {
  const { wallet: testWallet, observer, target } = announcedWallet()
  const context = createTestContext({ setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as never) })
  const adapter = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }), silentRequestTimeoutMs: 300 })
  adapter.connectors.setup?.(context)
  const connectorOf = (): Connector => {
    const connector = context.connectors.find((candidate) => candidate.id === RDNS)
    if (!connector) throw new Error(`${RDNS} was not discovered`)
    return connector
  }
  return {
    adapter,
    testWallet,
    observer,
    context,
    async connect(network = mainNet) {
      const session = await adapter.connectors.connect({ connectorId: RDNS, networks: [network], signal: createTestSignal() })
      const eip155 = session.namespaces.eip155
      if (!eip155) throw new Error('no eip155 session')
      const [account] = eip155.accounts
      return {
        address: typeof account === 'string' ? account : (account?.address ?? ''),
        chainId: eip155.chainId,
        wallet: adapter.chain.bindWallet({ handle: eip155.handle, connector: connectorOf() }),
      }
    },
  }
}

describe('the EVM adapter on anvil', () => {
  it('connects, reads the real balance and signs a verifiable message', async () => {
    const { adapter, connect } = setup()
    const { address, chainId, wallet } = await connect()
    expect(address).toBe(sender.address)
    expect(chainId).toBe(31337)
    await expect(adapter.chain.getBalance({ address: sender.address, network: mainNet })).resolves.toEqual({ balance: expect.stringMatching(/^\d/), symbol: 'ETH' })

    const message = 'Sign in to Portico ✓'
    const { signature } = await supported(wallet, 'signMessage').run({ address: sender.address, message })
    await expect(verifyMessage({ address: sender.address, message, signature: signature as Hex })).resolves.toBe(true)
  })

  it('sends native currency with estimated fees and the balance change is read back from the chain', async () => {
    const { adapter, connect } = setup()
    const { wallet } = await connect()
    const before = await adapter.chain.getBalance({ address: receiver, network: mainNet })
    const fees = await supported(wallet, 'estimateFees').run({ network: mainNet })
    const { hash } = await supported(wallet, 'sendTransaction').run({
      network: mainNet,
      from: sender.address,
      to: receiver,
      value: parseEther('1.5').toString(),
      extra: fees,
    })
    const receipt = await supported(wallet, 'waitForReceipt').run({ network: mainNet, hash })
    expect(receipt).toEqual({ hash, status: 'success', blockNumber: expect.stringMatching(/^[1-9]\d*$/) })
    const mined = await createPublicClient({ transport: http(first.rpcUrl) }).getTransaction({ hash: hash as Hex })
    expect(mined).toMatchObject({ value: parseEther('1.5'), maxFeePerGas: BigInt(fees.maxFeePerGas ?? -1), blockNumber: BigInt(receipt.blockNumber) })
    const after = await adapter.chain.getBalance({ address: receiver, network: mainNet })
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(1.5, 9)
  })

  it('falls back to the next RPC URL when the first is down', async () => {
    const { adapter } = setup()
    const dead = await startDeadEndpoint()
    try {
      const network = { ...mainNet, rpcUrls: { default: { http: [dead.url, first.rpcUrl] } } }
      await expect(adapter.chain.getBalance({ address: sender.address, network })).resolves.toMatchObject({ symbol: 'ETH' })
    } finally {
      await dead.close()
    }
  })

  it('estimates EIP-1559 fees with the 1.2 multiplier and refuses bad fee input before the wallet sees it', async () => {
    const { connect, observer } = setup()
    const { wallet } = await connect()
    const client = createPublicClient({ transport: http(first.rpcUrl) })
    const block = await client.getBlock()
    const fees = await supported(wallet, 'estimateFees').run({ network: mainNet })
    const priority = await client.estimateMaxPriorityFeePerGas()
    expect(fees).toEqual({
      maxPriorityFeePerGas: priority.toString(),
      maxFeePerGas: ((block.baseFeePerGas! * 12n + 9n) / 10n + priority).toString(),
    })
    await expect(supported(wallet, 'estimateFees').run({ network: mainNet, baseFeeMultiplier: 0.5 })).rejects.toBeInstanceOf(BaseFeeMultiplierError)

    const send = supported(wallet, 'sendTransaction')
    const request = { network: mainNet, from: sender.address, to: receiver, value: '1' }
    await expect(send.run({ ...request, extra: { gasPrice: '1', maxFeePerGas: '2' } })).rejects.toBeInstanceOf(MixedFeeFieldsError)
    await expect(send.run({ ...request, extra: { maxFeePerGas: '1', maxPriorityFeePerGas: '2' } })).rejects.toBeInstanceOf(MaxFeePerGasTooLowError)
    expect(observer.calls).not.toContain('eth_sendTransaction')
  })

  it('reads token metadata and balance in one deployless multicall, and moves and approves tokens', async () => {
    const { adapter, connect } = setup()
    const { wallet } = await connect()
    const client = createPublicClient({ transport: http(first.rpcUrl) })
    const { abi } = await loadPorticoTokenArtifact()
    const token = await deployPorticoToken({ rpcUrl: first.rpcUrl, chainId: first.chainId, deployerPrivateKey: sender.privateKey, initialSupply: 1_000n })

    // No Multicall3 on a fresh anvil: the read below works only because the multicall is deployless.
    await expect(client.getCode({ address: '0xcA11bde05977b3631167028862bE2a173976CA11' })).resolves.toBeUndefined()
    const initial = await adapter.chain.getTokenBalance({ network: mainNet, token, owner: sender.address })
    expect(initial).toMatchObject({ name: 'Portico Test Token', symbol: 'PTT', decimals: 18, value: parseEther('1000'), formatted: '1000' })

    const receiptOf = (hash: string) => supported(wallet, 'waitForReceipt').run({ network: mainNet, hash })
    const transfer = await supported(wallet, 'transferToken').run({
      network: mainNet,
      from: sender.address,
      token,
      to: receiver,
      amount: parseEther('25').toString(),
    })
    expect((await receiptOf(transfer.hash)).status).toBe('success')
    await expect(adapter.chain.getTokenBalance({ network: mainNet, token, owner: receiver })).resolves.toMatchObject({ value: parseEther('25') })

    // ERC-20 approve has no capability of its own: a contract write does it.
    const approve = await supported(wallet, 'writeContract').run({
      network: mainNet,
      from: sender.address,
      address: token,
      abi,
      functionName: 'approve',
      args: [receiver, 7n],
    })
    expect((await receiptOf(approve.hash)).status).toBe('success')
    const allowance = await client.readContract({ address: token, abi, functionName: 'allowance', args: [sender.address, receiver] })
    expect(allowance).toBe(7n)

    const write = await supported(wallet, 'writeContract').run({
      network: mainNet,
      from: sender.address,
      address: token,
      abi,
      functionName: 'transfer',
      args: [receiver, parseEther('5')],
      value: '0',
    })
    await receiptOf(write.hash)
    await expect(adapter.chain.getTokenBalance({ network: mainNet, token, owner: receiver })).resolves.toMatchObject({ value: parseEther('30') })

    // A transfer beyond the balance reverts in the wallet's own estimate: a typed error, nothing moved.
    const tooMuch = supported(wallet, 'transferToken').run({ network: mainNet, from: sender.address, token, to: receiver, amount: parseEther('10000').toString() })
    await expect(tooMuch).rejects.toMatchObject({ name: 'ProviderRpcError' })
    await expect(adapter.chain.getTokenBalance({ network: mainNet, token, owner: receiver })).resolves.toMatchObject({ value: parseEther('30') })

    // Gas estimates come from the chain: a plain transfer costs 21000; a reverting call is 'error estimating gas'.
    const estimate = supported(wallet, 'estimateGas')
    await expect(estimate.run({ network: mainNet, from: sender.address, to: receiver, value: '1' })).resolves.toEqual({ gas: '21000' })
    const { encodeFunctionData } = await import('viem')
    const reverting = encodeFunctionData({ abi, functionName: 'transfer', args: [receiver, parseEther('10000')] })
    await expect(estimate.run({ network: mainNet, from: sender.address, to: token, value: '0', data: reverting })).rejects.toMatchObject({
      shortMessage: 'error estimating gas',
      code: 'ESTIMATE_GAS_FAILED',
    })
  })

  it('switches to a chain the wallet does not know by adding it, and reports the new chain', async () => {
    const { connect, testWallet, observer, context } = setup()
    const { wallet } = await connect()
    if (wallet.switchNetwork.mode !== 'wallet') throw new Error('an injected wallet switches chains itself')
    await wallet.switchNetwork.switchNetwork({ network: secondNet })
    expect(observer.calls.slice(-3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(testWallet.chainId).toBe(31338)
    expect(context.events.at(-1)).toEqual({ type: 'chainChanged', connectorId: RDNS, namespace: 'eip155', chainId: 31338 })
    // A send on the first network brings the wallet back first.
    const { hash } = await supported(wallet, 'sendTransaction').run({ network: mainNet, from: sender.address, to: receiver, value: '1' })
    expect(testWallet.chainId).toBe(31337)
    await expect(supported(wallet, 'waitForReceipt').run({ network: mainNet, hash })).resolves.toMatchObject({ status: 'success' })
  })

  it('maps rejections to UserRejectedRequestError and times out a hanging wallet', async () => {
    const { adapter, connect, testWallet, observer } = setup()
    testWallet.setNextBehavior('reject')
    await expect(connect()).rejects.toBeInstanceOf(UserRejectedRequestError)
    const { wallet } = await connect()
    testWallet.setNextBehavior('reject')
    await expect(supported(wallet, 'signMessage').run({ address: sender.address, message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    testWallet.setNextBehavior('reject')
    await expect(
      supported(wallet, 'sendTransaction').run({ network: mainNet, from: sender.address, to: receiver, value: '1' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    // A wallet that never answers the silent eth_accounts of a reconnect.
    observer.hangNext('eth_accounts')
    const error = await adapter.connectors
      .reconnect?.({ connectorId: RDNS, networks: [mainNet], signal: createTestSignal() })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AlertPorticoError)
    expect((error as AlertPorticoError).shortMessage).toBe('Wallet Request Timeout')
  })

  it('works end to end with a Portico client: connect, balance, sign, switch, wallet events, disconnect, reconnect', async () => {
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
    await expect.poll(() => getBalance(client).balance).toMatch(/^\d/)
    expect(getBalance(client).symbol).toBe('ETH')

    // Core signs through the chain adapter's binding of the session's handle.
    const signed = await signMessage(client, { message: 'Portico ✓' })
    await expect(verifyMessage({ address: sender.address, message: 'Portico ✓', signature: signed.signature as Hex })).resolves.toBe(true)

    await expect(switchNetwork(client, { caipNetworkId: 'eip155:31338' })).resolves.toMatchObject({ mode: 'wallet' })
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
