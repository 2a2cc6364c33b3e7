import type { ChainTransportOptions } from './chain/createChainClient.js'
import type { Eip1193Provider, EventLike, EventTargetLike, TimerLike } from './eip1193.js'

/** Options of {@link createEvmAdapter}. */
export interface EvmAdapterOptions {
  /**
   * The page's window (or any EIP-6963 event target). The adapter listens on it for
   * `eip6963:announceProvider` and dispatches `eip6963:requestProvider`. Without it, no
   * announced wallets are discovered.
   * @default undefined
   */
  eventTarget?: EventTargetLike
  /**
   * The legacy injected provider (`window.ethereum`), offered as the connector `injected` of
   * type INJECTED when no announced wallet exposes the same provider object.
   * @default undefined
   */
  injectedProvider?: Eip1193Provider
  /**
   * The name shown for the legacy injected connector.
   * @default 'Browser Wallet'
   */
  injectedName?: string
  /**
   * Wallet-registry ids of announced wallets, by their EIP-6963 rdns (`{ 'io.metamask': '<id>' }`).
   * A connector whose rdns is listed gets that `explorerId`, so the site's `featuredWalletIds`
   * and the registry's listing recognise the wallet. Keys are reverse-DNS ids (matched without
   * regard to case), values 1 to 200 characters.
   * @default {}
   */
  explorerIds?: Readonly<Record<string, string>>
  /**
   * The wallet-registry id of the legacy injected connector, when the site knows which wallet
   * `injectedProvider` is.
   * @default undefined
   */
  injectedExplorerId?: string
  /** Builds the `eip6963:requestProvider` event. @default `new Event(type)` where available */
  createRequestEvent?(type: string): EventLike
  /**
   * Limit, in ms, for wallet requests that show no prompt (eth_accounts, eth_chainId,
   * wallet_getCapabilities, wallet_revokePermissions): a wallet that hangs rejects with APKT004
   * 'Wallet Request Timeout'.
   * @default 10_000
   */
  silentRequestTimeoutMs?: number
  /**
   * Limit, in ms, for requests that prompt the visitor (connect, sign, send, switch). The modal
   * lets the visitor give up, so there is none by default.
   * @default undefined
   */
  promptRequestTimeoutMs?: number
  /**
   * How long `reconnect` waits for the stored wallet to announce itself after a reload, in ms.
   * @default 500
   */
  discoveryWaitMs?: number
  /** The chain RPC transport (batching, fallback, ranking). @default {} */
  transport?: ChainTransportOptions
  /** The timer for request limits. @default the client's clock port, from setup */
  timer?: TimerLike
}
