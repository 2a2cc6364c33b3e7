import type { PopupHandle } from '../platform/ports.js'
import type { CaipAddress, ChainNamespace } from './namespace.js'

export type AccountStatus = 'connecting' | 'connected' | 'disconnected'

/** Account types. The default is eoa, and payment for bip122. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

export type AccountTab = 'Tokens' | 'Activity'

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
  icon?: string
  type?: string
}

/** A token balance (SPEC.md section 3, Token balance). */
export interface TokenBalance {
  name: string
  symbol: string
  /** `namespace:id` */
  chainId: string
  /** Absent for the native currency. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

/** The account state of one namespace (SPEC.md section 3, Account). */
export interface AccountState {
  status: AccountStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceLoading: boolean
  profileName: string | undefined
  profileImage: string | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType
  allAccounts: readonly AccountEntry[]
  addressLabels: Readonly<Record<string, string>>
  smartAccountDeployed: boolean
  socialProvider: string | undefined
  /**
   * The social-login popup while it is open: the popup port's handle (an opaque, DOM-free
   * stand-in for the browser window), so the flow can watch and close it.
   */
  socialWindow: PopupHandle | undefined
  farcasterUrl: string | undefined
  addressExplorerUrl: string | undefined
  currentTab: AccountTab
  tokenBalance: readonly TokenBalance[]
  lastRetry: number | undefined
  user: { email?: string | null; username?: string } | undefined
}

/** The default account type of a namespace: payment for bip122, otherwise eoa. */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return namespace === 'bip122' ? 'payment' : 'eoa'
}

/** A fresh, disconnected account record for a namespace. */
export function emptyAccountState(namespace: ChainNamespace): AccountState {
  return {
    status: 'disconnected',
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceLoading: false,
    profileName: undefined,
    profileImage: undefined,
    connectedWalletInfo: undefined,
    preferredAccountType: defaultAccountType(namespace),
    allAccounts: [],
    addressLabels: {},
    smartAccountDeployed: false,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    addressExplorerUrl: undefined,
    currentTab: 'Tokens',
    tokenBalance: [],
    lastRetry: undefined,
    user: undefined,
  }
}
