import type { Capability, Network, WalletCapabilities } from '@portico/core'
import type { PreflightCommitment } from './preflightCommitment.js'

/** Options of a sign-and-send, as the Wallet Standard passes them to the wallet. */
export interface SolanaSendOptions {
  /** Checked against the commitments of SPEC.md section 5. */
  preflightCommitment?: PreflightCommitment
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

/**
 * What a solana connection can do: core's capabilities, plus signing transactions the site built
 * itself (wire-format bytes, legacy or v0) without sending them, one or several at once, and
 * signing and sending such a transaction.
 */
export interface SolanaWalletCapabilities extends WalletCapabilities {
  readonly signTransaction: Capability<{ address: string; network: Network; transaction: Uint8Array }, { signedTransaction: Uint8Array }>
  readonly signAllTransactions: Capability<
    { address: string; network: Network; transactions: readonly Uint8Array[] },
    { signedTransactions: Uint8Array[] }
  >
  readonly signAndSendTransaction: Capability<
    { address: string; network: Network; transaction: Uint8Array; options?: SolanaSendOptions },
    { signature: string }
  >
}

/** The names of the capabilities a solana connection may run. */
// A Solana wallet offers no asset listing (getAssets is EIP-7811, eip155 only).
export type SolanaCapabilityName = Exclude<keyof SolanaWalletCapabilities, 'switchNetwork' | 'getAssets'>
