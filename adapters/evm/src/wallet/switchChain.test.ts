import { ChainNotSupportedError, SwitchChainNotSupportedError, UserRejectedRequestError, type Network } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createManualTimer } from '../../test/adapterContext.js'
import { createScriptedProvider, rpcError, type Handler } from '../../test/scriptedProvider.js'
import { requestWallet } from './requestWallet.js'
import { switchChain, toAddChainParameter } from './switchChain.js'

const network: Network = {
  id: 31338,
  name: 'Portico Devnet 2',
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'http://127.0.0.1:8548' } },
}

function run(handlers: Record<string, Handler>) {
  const provider = createScriptedProvider(handlers)
  const timer = createManualTimer()
  const promise = switchChain({ request: (args) => requestWallet(provider, args, { timer }), network, walletName: 'Test Wallet' })
  return { provider, promise, methods: () => provider.calls.map((call) => call.method) }
}

/** A wallet that knows a chain only after it was added. */
function learningWallet(unknownError: () => unknown): Record<string, Handler> {
  let known = false
  return {
    wallet_switchEthereumChain: () => {
      if (!known) throw unknownError()
      return null
    },
    wallet_addEthereumChain: () => {
      known = true
      return null
    },
  }
}

describe('switchChain', () => {
  it('switches a wallet that knows the chain', async () => {
    const { promise, provider } = run({ wallet_switchEthereumChain: () => null })
    await promise
    expect(provider.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }])
  })

  it.each([
    ['4902', () => rpcError(4902, 'Unrecognized chain ID "0x7a6a".')],
    ['4902 in data.originalError (mobile wallets)', () => rpcError(-32603, 'Internal error', { originalError: { code: 4902 } })],
    ['the pairing protocol 32603', () => rpcError(32603, 'Invalid chain')],
    ['only a text', () => new Error('Chain 0x7a6a has not been added to this wallet. Try adding the chain first.')],
  ])('adds the chain then switches again on %s', async (_label, unknownError) => {
    const { promise, provider, methods } = run(learningWallet(unknownError))
    await promise
    expect(methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(provider.calls[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Portico Devnet 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8547'],
        blockExplorerUrls: ['http://127.0.0.1:8548'],
      },
    ])
  })

  it("gives 'Chain is not supported' when adding fails", async () => {
    const { promise } = run({
      wallet_switchEthereumChain: () => {
        throw rpcError(4902)
      },
      wallet_addEthereumChain: () => {
        throw rpcError(-32602, 'Invalid parameters')
      },
    })
    const error = await promise.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
  })

  it("gives 'Chain is not supported' when the switch after adding still fails", async () => {
    const { promise } = run({
      wallet_switchEthereumChain: () => {
        throw rpcError(4902)
      },
      wallet_addEthereumChain: () => null,
    })
    await expect(promise).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  it('keeps user rejections, on the switch and on the add', async () => {
    await expect(run({ wallet_switchEthereumChain: () => Promise.reject(rpcError(4001)) }).promise).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const rejectAdd = run({
      wallet_switchEthereumChain: () => Promise.reject(rpcError(4902)),
      wallet_addEthereumChain: () => Promise.reject(rpcError(4001)),
    })
    await expect(rejectAdd.promise).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('reports a wallet that cannot switch on request', async () => {
    const missing = await run({}).promise.catch((caught: unknown) => caught)
    expect(missing).toBeInstanceOf(SwitchChainNotSupportedError)
    expect((missing as Error).message).toBe('Test Wallet does not support programmatic chain switching.')
    const refusing = run({
      wallet_switchEthereumChain: () => Promise.reject(new Error('This wallet does not support programmatic chain switching')),
    })
    await expect(refusing.promise).rejects.toBeInstanceOf(SwitchChainNotSupportedError)
  })

  it('uses the chain-default RPC URLs when given, and omits an absent explorer', () => {
    const { blockExplorers: _omit, ...bare } = network
    const parameter = toAddChainParameter({ ...bare, rpcUrls: { default: { http: ['http://a'] }, chainDefault: { http: ['http://b'] } } })
    expect(parameter).toEqual({
      chainId: '0x7a6a',
      chainName: 'Portico Devnet 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://b'],
    })
  })
})
