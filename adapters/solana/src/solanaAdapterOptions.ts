import type { TimerLike } from './chain/waitForSignature.js'
import type { WalletRegistryLike } from './discovery/walletRegistry.js'

/** Options of {@link createSolanaAdapter}. */
export interface SolanaAdapterOptions {
  /**
   * The Wallet Standard registry wallets register with. Pass `getWallets()` of
   * `@wallet-standard/app` from the page (that call listens on the page's window).
   * Without it, no Solana wallets are discovered.
   * @default undefined
   */
  wallets?: WalletRegistryLike
  /**
   * Limit, in ms, for wallet requests that show no prompt (the silent connect of a reconnect,
   * disconnect): a wallet that hangs rejects with APKT004 'Wallet Request Timeout'.
   * @default 10_000
   */
  silentRequestTimeoutMs?: number
  /**
   * Limit, in ms, for requests that prompt the visitor (connect). The modal lets the visitor give
   * up, so there is none by default.
   * @default undefined
   */
  promptRequestTimeoutMs?: number
  /**
   * How long `reconnect` waits for the stored wallet to register after a reload, in ms.
   * @default 500
   */
  discoveryWaitMs?: number
  /** The timer for request limits and status polling. @default the client's clock port, from setup */
  timer?: TimerLike
}
