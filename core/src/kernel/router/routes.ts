import type { WalletListing } from '../types/walletListing.js'

/** Every view of the modal (SPEC.md section 2). */
export const VIEWS = [
  'Connect',
  'ConnectWallets',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
  'UpdateEmailWallet',
  'SwitchNetwork',
  'SwitchActiveChain',
  'Networks',
  'UnsupportedChain',
  'ProfileWallets',
  'SIWXSignMessage',
  'DataCapture',
  'ApproveTransaction',
  'WalletSend',
  'Swap',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'OnRampProviders',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const

export type View = (typeof VIEWS)[number]

/** Parameters of WalletSend (openSend). */
export interface SendRouteParams {
  /** Amount in the token's display units, as text. */
  amount: string
  /** Receiver address. */
  to: string
  /** CAIP-2 network id of the send. */
  caipNetworkId: string
  /** Token contract address; absent for the native currency. */
  tokenAddress?: string
}

/** A route: a view plus the data that view needs. A typed union, so a view cannot miss its data. */
export type Route =
  | { view: 'ConnectingExternal'; connectorId: string }
  | { view: 'SwitchNetwork'; caipNetworkId: string }
  | { view: 'SwitchActiveChain'; caipNetworkId: string }
  | { view: 'WalletSend'; send?: SendRouteParams }
  /** `walletId` names the connector; `wallet` is the catalogue wallet the visitor picked (its links and image). */
  | { view: 'ConnectingWalletConnect'; walletId?: string; wallet?: WalletListing }
  | { view: 'RegisterAccountNameSuccess'; name?: string }
  /**
   * The embedded wallet's login: `email` and the step it waits on (no step: the e-mail is being
   * sent). On the social step, `popup: 'blocked'` when the browser blocked the provider's popup.
   */
  | { view: 'EmailLogin'; step?: EmbeddedLoginStep; email?: string; provider?: string; popup?: 'blocked' }
  /** The Farcaster sign-in: `uri` is the address its QR code holds, once the login frame gave it. */
  | { view: 'ConnectingFarcaster'; uri?: string }
  /** Changing the embedded wallet's e-mail: the new address, then its primary and secondary codes. */
  | { view: 'UpdateEmailWallet'; step?: 'primary' | 'secondary'; email?: string }
  | {
      view: Exclude<
        View,
        | 'ConnectingExternal'
        | 'SwitchNetwork'
        | 'SwitchActiveChain'
        | 'WalletSend'
        | 'ConnectingWalletConnect'
        | 'RegisterAccountNameSuccess'
        | 'EmailLogin'
        | 'UpdateEmailWallet'
        | 'ConnectingFarcaster'
      >
    }

/**
 * What EmailLogin waits on: the one-time code ('otp'), the device approval from the e-mail
 * ('device'), or the social provider's popup ('social', with the route's `provider`).
 */
export type EmbeddedLoginStep = 'otp' | 'device' | 'social'

/** The route of a given view. */
export type RouteOf<V extends View> = Extract<Route, { view: V }>

/** Callbacks of a transaction-stack entry (SPEC.md section 4, embedded wallet requests). */
export interface TransactionCallbacks {
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

/**
 * A transaction-stack record: the callbacks of a route pushed with `pushTransaction`, and the
 * position of that route in the history. It is a {@link TransactionCallbacks}, so a reader that
 * only wants the callbacks can treat it as one.
 */
export interface TransactionEntry extends TransactionCallbacks {
  /** Index in `RouterState.history` of the route this record belongs to. */
  readonly historyIndex: number
}

/** The router's state: the history stack of routes, newest last, and the transaction stack. */
export interface RouterState {
  history: readonly Route[]
  /**
   * Callbacks of the routes pushed as transaction-stack entries, newest last. Their
   * `historyIndex` values strictly increase and are all below `history.length`.
   */
  transactionStack: readonly TransactionEntry[]
}
