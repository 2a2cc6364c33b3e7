import type { AbortSignalLike } from '../platform/ports.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { NamespaceRules } from './namespaceRules.js'
import type { SignatureVerifier } from '../../modules/siwx/index.js'

/** A native balance read from the chain. */
export interface NativeBalance {
  /** In display units, as decimal text (never rounded). */
  balance: string
  symbol: string
}

/** One capability a connection has on a namespace: supported with its operation, or not. */
export type Capability<Params, Result> =
  | { readonly supported: true; run(params: Params & { signal?: AbortSignalLike }): Promise<Result> }
  | { readonly supported: false }

/** How a connection moves to another network of a namespace. */
export type NetworkSwitching =
  /** The wallet switches (EIP-1193 `wallet_switchEthereumChain`); it may refuse. */
  | { readonly mode: 'wallet'; switchNetwork(params: { network: Network; signal?: AbortSignalLike }): Promise<void> }
  /** The site only records the network: the wallet signs for any network of the namespace. */
  | { readonly mode: 'local' }

export interface SignMessageRequest {
  address: string
  message: string
}

export interface SendTransactionRequest {
  network: Network
  from: string
  to: string
  /** Amount in the smallest unit, as decimal text. */
  value: string
  /** Call data, 0x-prefixed hex, where the namespace has it. */
  data?: string
  /** Namespace-specific extras (EVM gas and fee fields as decimal text, say). */
  extra?: Readonly<Record<string, string>>
}

export interface TransferTokenRequest {
  network: Network
  from: string
  /** The token's contract or mint address. */
  token: string
  to: string
  /** In the token's smallest unit, as decimal text. */
  amount: string
}

export interface FeeEstimate {
  /** Namespace-specific fee fields in the smallest unit, as decimal text (EIP-1559: maxFeePerGas, maxPriorityFeePerGas). */
  readonly [field: string]: string
}

export interface TransactionReceipt {
  hash: string
  status: 'success' | 'reverted'
  /** The block the transaction landed in, as decimal text. */
  blockNumber: string
}

export interface WalletCall {
  to: string
  data?: string
  value?: string
}

export interface WriteContractRequest {
  network: Network
  from: string
  address: string
  /** The contract's interface description in the namespace's format (an EVM ABI). */
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[]
  value?: string
}

/**
 * What one connection can do on one namespace, asked once when it connects. Every key is always
 * there: a capability the wallet or namespace lacks says so (`supported: false`); nothing is
 * stubbed, and nothing is inferred from which methods an object happens to have.
 */
export interface WalletCapabilities {
  readonly switchNetwork: NetworkSwitching
  readonly signMessage: Capability<SignMessageRequest, { signature: string }>
  readonly sendTransaction: Capability<SendTransactionRequest, { hash: string }>
  readonly transferToken: Capability<TransferTokenRequest, { hash: string }>
  readonly estimateFees: Capability<{ network: Network; baseFeeMultiplier?: number }, FeeEstimate>
  /** The gas (or compute units) a transaction would use, as decimal text; 'error estimating gas' when the chain refuses it. */
  readonly estimateGas: Capability<Omit<SendTransactionRequest, 'extra'>, { gas: string }>
  readonly waitForReceipt: Capability<{ network: Network; hash: string; timeoutMs?: number }, TransactionReceipt>
  readonly sendCalls: Capability<{ network: Network; from: string; calls: readonly WalletCall[] }, { id: string }>
  readonly writeContract: Capability<WriteContractRequest, { hash: string }>
  /** The wallet's own capability report (EIP-5792 `wallet_getCapabilities`), where it has one. */
  readonly walletCapabilities: Capability<{ address: string }, Readonly<Record<string, unknown>>>
  /**
   * The wallet's own asset listing (EIP-7811 `wallet_getAssets`: per chain hex id, the assets), used
   * for the token balances when it is accepted (SPEC.md section 5). Optional: absent means not offered.
   */
  readonly getAssets?: Capability<{ address: string; network: Network }, unknown>
}

/** The names of {@link WalletCapabilities}. */
export type CapabilityName = Exclude<keyof WalletCapabilities, 'switchNetwork'>

/** A capability the connection does not have. */
export const UNSUPPORTED: { readonly supported: false } = Object.freeze({ supported: false })

/**
 * A namespace with no chain adapter (polkadot, bip122, cosmos, sui, stacks): it connects, shows
 * accounts and switches networks locally; it neither signs nor sends.
 */
export const ACCOUNTS_ONLY_CAPABILITIES: WalletCapabilities = Object.freeze({
  switchNetwork: Object.freeze({ mode: 'local' as const }),
  signMessage: UNSUPPORTED,
  sendTransaction: UNSUPPORTED,
  transferToken: UNSUPPORTED,
  estimateFees: UNSUPPORTED,
  estimateGas: UNSUPPORTED,
  waitForReceipt: UNSUPPORTED,
  sendCalls: UNSUPPORTED,
  writeContract: UNSUPPORTED,
  walletCapabilities: UNSUPPORTED,
})

/** What a chain adapter is told about a connection when it binds the connection's wallet handle. */
export interface BindWalletParams {
  /** The wallet handle the connector source returned, in the namespace's standard interface. */
  handle: unknown
  connector: Connector
}

/**
 * One namespace's rules, chain reads, and how to sign and send through a wallet handle of the
 * namespace's standard interface (EIP-1193 on eip155; the Wallet Standard features on solana),
 * whoever opened the session.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly rules: NamespaceRules
  /** Reads an address's native balance. */
  getBalance(params: { address: string; network: Network; signal?: AbortSignalLike }): Promise<NativeBalance>
  /**
   * The capabilities of a connection on this namespace.
   * @throws InvalidWalletResponseError when the handle is not of the namespace's interface.
   */
  bindWallet(params: BindWalletParams): WalletCapabilities
  /**
   * Checks message signatures of this namespace without a wallet (sign-in sessions, SPEC.md
   * section 4). A namespace whose adapter has none cannot keep sessions of the default `siwx`
   * implementation.
   * @default undefined (no local verification)
   */
  readonly signatureVerifier?: SignatureVerifier
}
