import type { AccountEntry, ConnectedWalletInfo } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { Platform } from '../platform/ports.js'
import type { Logger } from '../logger/createLogger.js'

/** Events an adapter reports about its wallets. */
export interface AdapterEvents {
  /** The wallet's accounts changed; an empty list means the wallet disconnected the site. */
  accountsChanged: { connectorId: string; accounts: readonly string[] }
  /** The wallet moved to another chain (reference part of the CAIP-2 id, e.g. `1` or `0x1`). */
  chainChanged: { connectorId: string; chainId: string | number }
  /** The wallet ended the connection. */
  disconnect: { connectorId: string }
}

/**
 * What core hands an adapter when the client is created. The resolved site options an adapter
 * must honour are fields of their own here, so an adapter never reads `createPortico` options.
 */
export interface AdapterContext {
  platform: Platform
  logger: Logger
  /** The networks the site configured for this adapter's namespace. */
  networks: readonly Network[]
  /**
   * The site's resolved `enableEIP6963` option (SPEC.md section 6: on unless set false). When
   * false, an adapter must not discover wallets announced through EIP-6963 (no listening for
   * `eip6963:announceProvider`, no `eip6963:requestProvider`) and offers no ANNOUNCED connectors;
   * other connectors (the legacy injected one, pairing, embedded) are unaffected. Core always
   * sets it; absent (a context built by hand, in an adapter's tests) it counts as true, so read
   * it as `context.enableEIP6963 !== false`.
   */
  enableEIP6963?: boolean
  /** Replaces the list of connectors this adapter offers (discovery may call it many times). */
  setConnectors(connectors: readonly Connector[]): void
  /** Reports a wallet-side event. */
  emit<K extends keyof AdapterEvents>(type: K, payload: AdapterEvents[K]): void
}

export interface AdapterConnectParams {
  connectorId: string
  /** The network to connect on, when the site has one for this namespace. */
  network: Network | undefined
}

export interface AdapterConnectResult {
  /** The active address, in the namespace's own format. */
  address: string
  /** The chain reference the wallet is on (`1`, `0x1`, a solana genesis prefix...). */
  chainId: string | number
  /** Every address the wallet exposed, when it exposes more than one. */
  accounts?: readonly AccountEntry[]
  walletInfo?: ConnectedWalletInfo
}

export interface AdapterSwitchNetworkParams {
  connectorId: string
  network: Network
}

export interface AdapterBalanceParams {
  address: string
  network: Network
}

export interface AdapterBalance {
  /** The balance in display units, as decimal text. */
  balance: string
  symbol: string
}

export interface AdapterSignMessageParams {
  connectorId: string
  address: string
  message: string
}

export interface AdapterSendTransactionParams {
  connectorId: string
  network: Network
  from: string
  to: string
  /** Amount in the smallest unit. */
  value: bigint
  data?: string
}

/**
 * The contract between core and one chain namespace. Capabilities a namespace lacks are
 * absent, never stubs.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Starts discovery; may return a teardown called when the client is destroyed. */
  setup?(context: AdapterContext): void | (() => void) | Promise<void | (() => void)>
  connect(params: AdapterConnectParams): Promise<AdapterConnectResult>
  /** Restores a stored connection without prompting; null when the wallet no longer authorizes. */
  reconnect?(params: AdapterConnectParams): Promise<AdapterConnectResult | null>
  disconnect(params: { connectorId: string }): Promise<void>
  switchNetwork?(params: AdapterSwitchNetworkParams): Promise<void>
  getBalance?(params: AdapterBalanceParams): Promise<AdapterBalance>
  signMessage?(params: AdapterSignMessageParams): Promise<{ signature: string }>
  sendTransaction?(params: AdapterSendTransactionParams): Promise<{ hash: string }>
  estimateGas?(params: AdapterSendTransactionParams): Promise<bigint>
}

/** Identity helper that types an adapter against the contract. */
export function createAdapter<const A extends ChainAdapter>(adapter: A): A {
  return adapter
}
