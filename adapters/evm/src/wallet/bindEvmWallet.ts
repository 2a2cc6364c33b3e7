import { InvalidWalletResponseError, type CapabilityName, type Connector, type WalletCapabilities } from '@portico/core'
import type { Eip1193Provider } from '../eip1193.js'
import type { BindEvmWalletDeps } from './evmWalletOperations.js'

export type { BindEvmWalletDeps, WalletRequester } from './evmWalletOperations.js'

/** True when `value` has an EIP-1193 `request` function. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

type Supported = { supported: true; run(params: unknown): Promise<unknown> }

/**
 * What an EIP-1193 wallet can do on eip155, whoever opened its session (an injected wallet, a
 * pairing session, the embedded wallet): switch chains itself, sign, send, transfer ERC-20 tokens,
 * write contracts, send EIP-5792 call batches and list its assets (EIP-7811); fees and receipts are read from the chain. The
 * operations load on the first request (a dynamic import), like viem.
 * @throws InvalidWalletResponseError when the handle is not an EIP-1193 provider.
 */
export function bindEvmWallet(handle: unknown, connector: Connector, deps: BindEvmWalletDeps): WalletCapabilities {
  if (!isEip1193Provider(handle)) throw new InvalidWalletResponseError('wallet handle (not an EIP-1193 provider)')
  const loaded: { operations?: Promise<WalletCapabilities> } = {}
  const operations = () =>
    (loaded.operations ??= import('./evmWalletOperations.js').then((module) => module.createEvmWalletOperations(handle, connector, deps)))
  const lazy = (name: CapabilityName): Supported => ({
    supported: true,
    run: async (params) => ((await operations())[name] as Supported).run(params),
  })
  return {
    switchNetwork: {
      mode: 'wallet',
      async switchNetwork(params) {
        const { switchNetwork } = await operations()
        if (switchNetwork.mode === 'wallet') await switchNetwork.switchNetwork(params)
      },
    },
    signMessage: lazy('signMessage'),
    sendTransaction: lazy('sendTransaction'),
    transferToken: lazy('transferToken'),
    estimateFees: lazy('estimateFees'),
    estimateGas: lazy('estimateGas'),
    waitForReceipt: lazy('waitForReceipt'),
    sendCalls: lazy('sendCalls'),
    writeContract: lazy('writeContract'),
    walletCapabilities: lazy('walletCapabilities'),
    getAssets: lazy('getAssets'),
  } as WalletCapabilities
}
