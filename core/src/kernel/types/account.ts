import type { ChainNamespace } from './namespace.js'

export type AccountStatus = 'connecting' | 'connected' | 'disconnected'

/** Account types. The default is eoa, and payment for bip122. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** One address of a wallet, with its type. */
export interface AccountEntry {
  address: string
  type: AccountType
  namespace?: ChainNamespace
  publicKey?: string
  path?: string
}

/** Information about the wallet behind an account. */
export interface ConnectedWalletInfo {
  name: string
  /** The wallet's image (a safe data:image/ or https URL). */
  imageUrl?: string
  type?: string
}

/** A token balance (SPEC.md section 3, Token balance): written by the token-balance query. */
export type { TokenBalance } from '../../modules/account-data/index.js'
