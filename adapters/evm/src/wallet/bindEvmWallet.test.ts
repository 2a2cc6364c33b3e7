// What `createEvmAdapter(...).chain.bindWallet` makes of an EIP-1193 handle, whoever opened the
// session: every capability over a scripted provider, its requests and its validation.
import {
  AlertPorticoError,
  InvalidWalletResponseError,
  SwitchChainNotSupportedError,
  UserRejectedRequestError,
  type Connector,
  type Network,
  type WalletCapabilities,
} from '@portico/core'
import { decodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createManualTimer } from '../../test/adapterContext.js'
import { ADDRESS_A, ADDRESS_B, createScriptedProvider, hang, rpcError, type Handler } from '../../test/scriptedProvider.js'
import { UNREACHABLE_DEVNET } from '../../test/unreachableNetwork.js'
import { MaxFeePerGasTooLowError, MixedFeeFieldsError } from '../chain/fees.js'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { InvalidSendCallsError } from './sendCalls.js'

const network = UNREACHABLE_DEVNET
/** A second devnet chain the scripted wallet (on 0x7a69) is not on. */
const otherNetwork: Network = { ...UNREACHABLE_DEVNET, id: 31338, caipNetworkId: 'eip155:31338', name: 'Devnet 2' }
const TOKEN = '0x3333333333333333333333333333333333333333'
const HASH = `0x${'12'.repeat(32)}`
const connector: Connector = { id: 'dev.portico.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }

type Supported<K extends keyof WalletCapabilities> = Extract<WalletCapabilities[K], { supported: true }>

/** The capability `name`, failing the test when it is not supported. */
function supported<K extends Exclude<keyof WalletCapabilities, 'switchNetwork'>>(capabilities: WalletCapabilities, name: K): Supported<K> {
  const capability = capabilities[name]
  if (!capability?.supported) throw new Error(`${name} is not supported`)
  return capability as Supported<K>
}

function bind(handlers: Record<string, Handler> = {}, options: { promptRequestTimeoutMs?: number } = {}) {
  const provider = createScriptedProvider(handlers)
  const timer = createManualTimer()
  const { chain } = createEvmAdapter({ timer, ...options })
  const capabilities = chain.bindWallet({ handle: provider, connector })
  const methods = () => provider.calls.map((call) => call.method)
  return { provider, timer, capabilities, methods }
}

describe('bindWallet: the handle', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'window.ethereum'],
    ['an object without request', { send: () => null }],
    ['a request that is not a function', { request: 'yes' }],
    ['a Wallet Standard wallet', { features: { 'standard:connect': {} } }],
  ])('refuses %s with InvalidWalletResponseError', (_label, handle) => {
    const { chain } = createEvmAdapter()
    expect(() => chain.bindWallet({ handle, connector })).toThrow(InvalidWalletResponseError)
    const error = (() => {
      try {
        chain.bindWallet({ handle, connector })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toMatchObject({ code: 'INVALID_WALLET_RESPONSE', details: expect.stringContaining('EIP-1193') })
  })

  it('binds without asking the wallet anything, and the wallet switches chains itself', () => {
    const { capabilities, provider } = bind()
    expect(provider.calls).toEqual([])
    expect(capabilities.switchNetwork.mode).toBe('wallet')
    for (const name of ['signMessage', 'sendTransaction', 'transferToken', 'estimateFees', 'waitForReceipt', 'sendCalls', 'writeContract', 'walletCapabilities'] as const) {
      expect(capabilities[name], name).toMatchObject({ supported: true, run: expect.any(Function) })
    }
  })

  it('sends each binding’s requests to its own handle', async () => {
    const { chain } = createEvmAdapter({ timer: createManualTimer() })
    const first = createScriptedProvider({ personal_sign: () => `0x${'aa'.repeat(65)}` })
    const second = createScriptedProvider({ personal_sign: () => `0x${'bb'.repeat(65)}` })
    const one = chain.bindWallet({ handle: first, connector })
    const two = chain.bindWallet({ handle: second, connector: { ...connector, id: 'walletconnect', type: 'WALLET_CONNECT' } })
    await expect(supported(two, 'signMessage').run({ address: ADDRESS_A, message: 'x' })).resolves.toEqual({ signature: `0x${'bb'.repeat(65)}` })
    await expect(supported(one, 'signMessage').run({ address: ADDRESS_A, message: 'x' })).resolves.toEqual({ signature: `0x${'aa'.repeat(65)}` })
    expect(first.calls).toHaveLength(1)
    expect(second.calls).toHaveLength(1)
  })
})

describe('bindWallet: switching network', () => {
  it('asks the wallet, adding the chain it does not know, then switching again', async () => {
    let known = false
    const { capabilities, provider, methods } = bind({
      wallet_switchEthereumChain: () => {
        if (!known) throw rpcError(4902, 'Unrecognized chain ID "0x7a6a".')
        return null
      },
      wallet_addEthereumChain: () => {
        known = true
        return null
      },
    })
    if (capabilities.switchNetwork.mode !== 'wallet') throw new Error('expected the wallet to switch')
    await capabilities.switchNetwork.switchNetwork({ network: otherNetwork })
    expect(methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(provider.calls[1]?.params).toEqual([
      { chainId: '0x7a6a', chainName: 'Devnet 2', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:1'] },
    ])
  })

  it('names the connector when its wallet cannot switch on request, and keeps rejections', async () => {
    const { capabilities } = bind()
    if (capabilities.switchNetwork.mode !== 'wallet') throw new Error('expected the wallet to switch')
    const error = await capabilities.switchNetwork.switchNetwork({ network: otherNetwork }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SwitchChainNotSupportedError)
    expect((error as Error).message).toBe('Test Wallet does not support programmatic chain switching.')

    const rejecting = bind({ wallet_switchEthereumChain: () => Promise.reject(rpcError(4001)) }).capabilities
    if (rejecting.switchNetwork.mode !== 'wallet') throw new Error('expected the wallet to switch')
    await expect(rejecting.switchNetwork.switchNetwork({ network: otherNetwork })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('bindWallet: signing and sending', () => {
  it('signs with personal_sign over the UTF-8 hex of the message, and checks the signature', async () => {
    const signature = `0x${'ab'.repeat(65)}`
    const { capabilities, provider } = bind({ personal_sign: () => signature })
    const sign = supported(capabilities, 'signMessage')
    await expect(sign.run({ address: ADDRESS_A, message: 'hi ✓' })).resolves.toEqual({ signature })
    expect(provider.calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x686920e29c93', ADDRESS_A] })
    // A smart account's signature (ERC-1271, ERC-6492) is longer than 65 bytes.
    const smart = `0x${'cd'.repeat(300)}`
    provider.handlers.personal_sign = () => smart
    await expect(sign.run({ address: ADDRESS_A, message: 'x' })).resolves.toEqual({ signature: smart })
    for (const answer of ['not a signature', `0x${'ab'.repeat(64)}`, null, 42]) {
      provider.handlers.personal_sign = () => answer
      await expect(sign.run({ address: ADDRESS_A, message: 'x' }), String(answer)).rejects.toBeInstanceOf(InvalidWalletResponseError)
    }
  })

  it('sends a transaction from decimal text as hex quantities, with fee fields from extra', async () => {
    const { capabilities, provider, methods } = bind({ eth_sendTransaction: () => HASH })
    const send = supported(capabilities, 'sendTransaction')
    const request = { network, from: ADDRESS_A, to: ADDRESS_B, value: '255' }
    await expect(send.run({ ...request, extra: { maxFeePerGas: '20', maxPriorityFeePerGas: '1', gas: '21000' } })).resolves.toEqual({ hash: HASH })
    // The wallet is on the transaction's chain already: it is asked, not switched.
    expect(methods()).toEqual(['eth_chainId', 'eth_sendTransaction'])
    expect(provider.calls.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS_A, to: ADDRESS_B, value: '0xff', gas: '0x5208', maxFeePerGas: '0x14', maxPriorityFeePerGas: '0x1' }],
    })
    // uint256's largest value still goes through exactly.
    const max = (2n ** 256n - 1n).toString(10)
    await send.run({ ...request, value: max, data: '0xabcd' })
    expect(provider.calls.at(-1)?.params).toEqual([{ from: ADDRESS_A, to: ADDRESS_B, value: `0x${'f'.repeat(64)}`, data: '0xabcd' }])
  })

  it('refuses bad fee fields, addresses and data before the wallet sees them', async () => {
    const { capabilities, provider } = bind({ eth_sendTransaction: () => HASH })
    const send = supported(capabilities, 'sendTransaction')
    const request = { network, from: ADDRESS_A, to: ADDRESS_B, value: '1' }
    await expect(send.run({ ...request, extra: { gasPrice: '1', maxFeePerGas: '2' } })).rejects.toBeInstanceOf(MixedFeeFieldsError)
    await expect(send.run({ ...request, extra: { maxFeePerGas: '1', maxPriorityFeePerGas: '2' } })).rejects.toBeInstanceOf(MaxFeePerGasTooLowError)
    await expect(send.run({ ...request, to: '0x12' })).rejects.toThrow('Invalid transaction address')
    await expect(send.run({ ...request, from: 'me' })).rejects.toThrow('Invalid transaction address')
    await expect(send.run({ ...request, data: 'abcd' })).rejects.toMatchObject({ code: 'INVALID_DATA' })
    expect(provider.calls).toEqual([])
  })

  // Every capability's run returns a promise: a malformed amount is a rejection, never a synchronous throw.
  it('rejects amounts that are not whole decimal text (never throwing synchronously), before the wallet sees them', async () => {
    const { capabilities, provider } = bind({ eth_sendTransaction: () => HASH })
    const send = supported(capabilities, 'sendTransaction')
    const request = { network, from: ADDRESS_A, to: ADDRESS_B, value: '1' }
    const outcome = (params: Parameters<typeof send.run>[0]) => {
      try {
        return send.run(params).then(
          () => 'sent',
          (error: unknown) => error,
        )
      } catch (error) {
        return Promise.resolve({ thrownSynchronously: error })
      }
    }
    for (const value of ['1.5', '-1', '0xff', '', ' 1', '01', '1e18']) {
      await expect(outcome({ ...request, value }), value).resolves.toMatchObject({ code: 'INVALID_QUANTITY', category: 'VALIDATION_ERROR' })
    }
    await expect(outcome({ ...request, extra: { gas: 'lots' } })).resolves.toMatchObject({ code: 'INVALID_QUANTITY' })
    expect(provider.calls).toEqual([])
  })

  it('refuses a hash that is not one', async () => {
    const { capabilities } = bind({ eth_sendTransaction: () => '0x1234' })
    await expect(supported(capabilities, 'sendTransaction').run({ network, from: ADDRESS_A, to: ADDRESS_B, value: '1' })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('brings the wallet to the transaction’s network first, and sends nothing when the visitor refuses', async () => {
    const { capabilities, methods, provider } = bind({ eth_sendTransaction: () => HASH, wallet_switchEthereumChain: () => null })
    const send = supported(capabilities, 'sendTransaction')
    await send.run({ network: otherNetwork, from: ADDRESS_A, to: ADDRESS_B, value: '1' })
    expect(methods()).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'eth_sendTransaction'])
    expect(provider.calls[1]?.params).toEqual([{ chainId: '0x7a6a' }])

    provider.calls.length = 0
    provider.handlers.wallet_switchEthereumChain = () => Promise.reject(rpcError(4001, 'User rejected the request.'))
    await expect(send.run({ network: otherNetwork, from: ADDRESS_A, to: ADDRESS_B, value: '1' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(methods()).toEqual(['eth_chainId', 'wallet_switchEthereumChain'])
  })

  it('transfers an ERC-20 token: transfer(to, amount) sent to the token contract', async () => {
    const { capabilities, provider } = bind({ eth_sendTransaction: () => HASH })
    const amount = '25000000000000000000'
    await supported(capabilities, 'transferToken').run({ network, from: ADDRESS_A, token: TOKEN, to: ADDRESS_B, amount })
    const [tx] = provider.calls.at(-1)?.params as [{ from: string; to: string; value: string; data: Hex }]
    expect(tx).toMatchObject({ from: ADDRESS_A, to: TOKEN, value: '0x0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({ functionName: 'transfer', args: [ADDRESS_B, 25n * 10n ** 18n] })
    await expect(
      supported(capabilities, 'transferToken').run({ network, from: ADDRESS_A, token: TOKEN, to: ADDRESS_B, amount: '2.5' }),
    ).rejects.toMatchObject({ code: 'INVALID_QUANTITY' })
  })

  it('writes a contract: the call encoded from the ABI, value as decimal text', async () => {
    const { capabilities, provider } = bind({ eth_sendTransaction: () => HASH })
    await supported(capabilities, 'writeContract').run({
      network,
      from: ADDRESS_A,
      address: TOKEN,
      abi: erc20Abi,
      functionName: 'approve',
      args: [ADDRESS_B, 7n],
      value: '0',
    })
    const [tx] = provider.calls.at(-1)?.params as [{ to: string; value: string; data: Hex }]
    expect(tx).toMatchObject({ to: TOKEN, value: '0x0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({ functionName: 'approve', args: [ADDRESS_B, 7n] })
  })

  it('validates wallet_sendCalls before asking the wallet, sends values as hex, and checks the id', async () => {
    const { capabilities, provider, methods } = bind({ wallet_sendCalls: () => ({ id: 'batch-1' }) })
    const sendCalls = supported(capabilities, 'sendCalls')
    const request = { network, from: ADDRESS_A }
    await expect(sendCalls.run({ ...request, calls: [{ to: ADDRESS_B, data: 'deadbeef' }] })).rejects.toBeInstanceOf(InvalidSendCallsError)
    await expect(sendCalls.run({ ...request, calls: [] })).rejects.toBeInstanceOf(InvalidSendCallsError)
    await expect(sendCalls.run({ ...request, calls: [{ to: ADDRESS_B.slice(2) }] })).rejects.toBeInstanceOf(InvalidSendCallsError)
    await expect(sendCalls.run({ ...request, calls: [{ to: ADDRESS_B, value: '-1' }] })).rejects.toMatchObject({ category: 'VALIDATION_ERROR' })
    expect(provider.calls).toEqual([])

    await expect(sendCalls.run({ ...request, calls: [{ to: ADDRESS_B, data: '0xdeadbeef', value: '16' }] })).resolves.toEqual({ id: 'batch-1' })
    expect(methods()).toEqual(['eth_chainId', 'wallet_sendCalls'])
    expect(provider.calls.at(-1)?.params).toEqual([
      { version: '2.0.0', chainId: '0x7a69', from: ADDRESS_A, atomicRequired: false, calls: [{ to: ADDRESS_B, data: '0xdeadbeef', value: '0x10' }] },
    ])
    // Wallets answer with the id alone or in an object; anything else is refused.
    provider.handlers.wallet_sendCalls = () => 'batch-2'
    await expect(sendCalls.run({ ...request, calls: [{ to: ADDRESS_B }] })).resolves.toEqual({ id: 'batch-2' })
    for (const answer of [{ id: '' }, { id: 7 }, 'x'.repeat(513), null]) {
      provider.handlers.wallet_sendCalls = () => answer
      await expect(sendCalls.run({ ...request, calls: [{ to: ADDRESS_B }] })).rejects.toBeInstanceOf(InvalidWalletResponseError)
    }
  })

  it('reads the wallet’s own capability report, refusing one that is not an object', async () => {
    const report = { '0x7a69': { atomic: { status: 'ready' } } }
    const { capabilities, provider } = bind({ wallet_getCapabilities: () => report })
    const walletCapabilities = supported(capabilities, 'walletCapabilities')
    await expect(walletCapabilities.run({ address: ADDRESS_A })).resolves.toEqual(report)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_getCapabilities', params: [ADDRESS_A] })
    for (const answer of [null, ['0x7a69'], 'ready']) {
      provider.handlers.wallet_getCapabilities = () => answer
      await expect(walletCapabilities.run({ address: ADDRESS_A })).rejects.toBeInstanceOf(InvalidWalletResponseError)
    }
  })
})

describe('bindWallet: the wallet\'s asset listing (wallet_getAssets)', () => {
  it('asks for the account on the network, and hands back the answer for core to judge', async () => {
    const listing = { '0x7a69': [{ address: TOKEN, balance: '0x1', type: 'ERC20', metadata: { name: 'T', symbol: 'T', iconUrl: '', decimals: 18, price: 1 } }] }
    const { capabilities, provider } = bind({ wallet_getAssets: () => listing })
    const getAssets = supported(capabilities, 'getAssets')
    await expect(getAssets.run({ address: ADDRESS_A, network })).resolves.toEqual(listing)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_getAssets', params: [{ account: ADDRESS_A, chainFilter: ['0x7a69'] }] })
  })

  it('rejects when the wallet does not know the method (core then asks the blockchain-data API)', async () => {
    const { capabilities } = bind({ wallet_getAssets: () => Promise.reject(rpcError(-32601, 'Method not found')) })
    await expect(supported(capabilities, 'getAssets').run({ address: ADDRESS_A, network })).rejects.toBeDefined()
  })
})

describe('bindWallet: request time limits', () => {
  it('times out a silent request (wallet_getCapabilities) after 10 s', async () => {
    const { capabilities, timer } = bind({ wallet_getCapabilities: hang })
    const settled = supported(capabilities, 'walletCapabilities')
      .run({ address: ADDRESS_A })
      .catch((caught: unknown) => caught)
    await expect.poll(() => timer.pending()).toBe(1)
    timer.advance(9_999)
    timer.advance(1)
    const error = await settled
    expect(error).toBeInstanceOf(AlertPorticoError)
    expect(error).toMatchObject({ code: 'APKT004', shortMessage: 'Wallet Request Timeout' })
  })

  it('leaves a prompt without a time limit unless the site set one', async () => {
    const unlimited = bind({ personal_sign: hang })
    void supported(unlimited.capabilities, 'signMessage').run({ address: ADDRESS_A, message: 'x' })
    await expect.poll(() => unlimited.provider.calls.length).toBe(1)
    expect(unlimited.timer.pending()).toBe(0)

    const limited = bind({ personal_sign: hang }, { promptRequestTimeoutMs: 60_000 })
    const settled = supported(limited.capabilities, 'signMessage')
      .run({ address: ADDRESS_A, message: 'x' })
      .catch((caught: unknown) => caught)
    await expect.poll(() => limited.timer.pending()).toBe(1)
    limited.timer.advance(60_000)
    await expect(settled).resolves.toMatchObject({ shortMessage: 'Wallet Request Timeout' })
  })
})

describe('bindWallet: hostile replies', () => {
  it.each([
    ['0x only', '0x'],
    ['an odd number of hex digits', `0x${'ab'.repeat(65)}a`],
    ['non-hex', `0x${'zz'.repeat(65)}`],
    ['64 bytes', `0x${'ab'.repeat(64)}`],
    ['a 10 MB string', `0x${'ab'.repeat(5_000_000)}`],
    ['a number', 42],
    ['an object', { signature: `0x${'ab'.repeat(65)}` }],
  ])('refuses a personal_sign reply that is %s as an invalid signature', async (_label, reply) => {
    const { capabilities } = bind({ personal_sign: () => reply })
    const failure = supported(capabilities, 'signMessage').run({ address: ADDRESS_A, message: 'x' })
    await expect(failure).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(failure).rejects.toMatchObject({ shortMessage: 'Invalid wallet response: signature', details: 'the wallet returned an invalid signature' })
  })

  it('accepts a smart-account signature longer than 65 bytes', async () => {
    const signature = `0x${'ab'.repeat(600)}`
    const { capabilities } = bind({ personal_sign: () => signature })
    await expect(supported(capabilities, 'signMessage').run({ address: ADDRESS_A, message: 'x' })).resolves.toEqual({ signature })
  })

  it.each([
    ['0x only', '0x'],
    ['63 hex digits', `0x${'1'.repeat(63)}`],
    ['the all-zero hash', `0x${'0'.repeat(64)}`],
    ['a 10 MB string', `0x${'12'.repeat(5_000_000)}`],
    ['a signature', `0x${'ab'.repeat(65)}`],
    ['null', null],
  ])('refuses an eth_sendTransaction reply that is %s as an invalid transaction hash', async (_label, reply) => {
    const { capabilities } = bind({ eth_chainId: () => '0x7a69', eth_sendTransaction: () => reply })
    const failure = supported(capabilities, 'sendTransaction').run({ network, from: ADDRESS_A, to: ADDRESS_B, value: '1' })
    await expect(failure).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(failure).rejects.toMatchObject({ shortMessage: 'Invalid wallet response: transaction hash', details: 'the wallet returned an invalid transaction hash' })
  })
})
