import { InvalidWalletResponseError, UNSUPPORTED } from '@portico/core'
import type { SolanaCapabilityName, SolanaWalletCapabilities } from './solanaCapabilities.js'
import type { SolanaWalletDeps } from './solanaWalletOperations.js'
import { featureOf, isSolanaWalletHandle, SIGN_AND_SEND_TRANSACTION, SIGN_MESSAGE, SIGN_TRANSACTION } from './solanaWalletHandle.js'

export type { SolanaWalletDeps } from './solanaWalletOperations.js'

type Supported = { supported: true; run(params: unknown): Promise<unknown> }

/**
 * What a Wallet Standard handle can do on solana, whoever opened its session (a Wallet Standard
 * wallet, a pairing session, the embedded wallet): each capability is offered when the handle has
 * the feature it needs (`solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`); fees and signature statuses are chain reads. Networks switch
 * locally: a Solana wallet signs for any chain it lists. The operations load with web3.js on the
 * first request (a dynamic import).
 * @throws InvalidWalletResponseError when the handle is not of the Wallet Standard shape.
 */
export function bindSolanaWallet(handle: unknown, deps: SolanaWalletDeps): SolanaWalletCapabilities {
  if (!isSolanaWalletHandle(handle)) throw new InvalidWalletResponseError('wallet handle (not a Wallet Standard solana wallet)')
  const loaded: { operations?: Promise<Omit<SolanaWalletCapabilities, 'switchNetwork'>> } = {}
  const operations = () =>
    (loaded.operations ??= import('./solanaWalletOperations.js').then((module) => module.createSolanaWalletOperations(handle, deps)))
  const lazy = (name: SolanaCapabilityName): Supported => ({
    supported: true,
    run: async (params) => ((await operations())[name] as Supported).run(params),
  })
  const has = (feature: string, method: string) => featureOf(handle, feature, method) !== undefined
  const canSign = has(SIGN_TRANSACTION, 'signTransaction')
  const canSend = has(SIGN_AND_SEND_TRANSACTION, 'signAndSendTransaction')
  return {
    switchNetwork: { mode: 'local' },
    signMessage: has(SIGN_MESSAGE, 'signMessage') ? lazy('signMessage') : UNSUPPORTED,
    signTransaction: canSign ? lazy('signTransaction') : UNSUPPORTED,
    signAllTransactions: canSign ? lazy('signAllTransactions') : UNSUPPORTED,
    signAndSendTransaction: canSend ? lazy('signAndSendTransaction') : UNSUPPORTED,
    sendTransaction: canSend ? lazy('sendTransaction') : UNSUPPORTED,
    transferToken: canSend ? lazy('transferToken') : UNSUPPORTED,
    estimateFees: lazy('estimateFees'),
    waitForReceipt: lazy('waitForReceipt'),
    estimateGas: UNSUPPORTED,
    sendCalls: UNSUPPORTED,
    writeContract: UNSUPPORTED,
    walletCapabilities: UNSUPPORTED,
  } as SolanaWalletCapabilities
}
