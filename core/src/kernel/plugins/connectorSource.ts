import type { PorticoAbortSignal } from '../utils/abort.js'
import type { Logger } from '../logger/createLogger.js'
import type { Platform } from '../platform/ports.js'
import type { AccountType } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetworkId, ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { EmbeddedWalletUi } from './embeddedLoginSource.js'
import type { SiwxMessage } from '../../modules/siwx/index.js'

/** What a source reports about its wallets. Every event names its connector and, where it has one, its namespace. */
export type SourceEvent =
  /**
   * The wallet's accounts on a namespace changed; an empty list ends that namespace. Addresses
   * alone keep the connection's other accounts (the first becomes the selected one); typed
   * accounts (an embedded wallet's session re-read) replace the list, the selected one first.
   */
  | {
      type: 'accountsChanged'
      connectorId: string
      namespace: ChainNamespace
      accounts: readonly (string | SessionAccount)[]
      /** Whether the namespace's smart account is deployed, when the wallet tells. */
      smartAccountDeployed?: boolean
    }
  /** The wallet moved to another chain (the reference as the wallet gives it: `1`, `0x1`, a genesis prefix). */
  | { type: 'chainChanged'; connectorId: string; namespace: ChainNamespace; chainId: string | number }
  /** The wallet ended the session: every namespace of the connection ends. */
  | { type: 'disconnect'; connectorId: string }
  /** A pairing source's URI for a QR code or deep link, valid until `expiresAt` (platform clock, ms). */
  | { type: 'displayUri'; connectorId: string; uri: string; expiresAt: number }
  /** The networks a session approved on a namespace (pairing sessions). */
  | { type: 'sessionNetworks'; connectorId: string; namespace: ChainNamespace; caipNetworkIds: readonly CaipNetworkId[] }

/** What core hands a connector source when the client starts. */
export interface SourceContext {
  platform: Platform
  logger: Logger
  /** The site's networks of the namespaces this source serves. */
  networks: readonly Network[]
  /**
   * The site's resolved `enableEIP6963` option. When false a source must not discover wallets
   * announced through EIP-6963; absent (a context built by hand) counts as true.
   */
  enableEIP6963?: boolean
  /** Replaces the connectors this source offers (discovery may call it many times). */
  setConnectors(connectors: readonly Connector[]): void
  /** Reports a wallet-side event. */
  emit(event: SourceEvent): void
  /**
   * What the modal does for an embedded wallet's login frame (ApproveTransaction, the 'Action not
   * allowed' error); absent in a context built by hand.
   */
  embeddedUi?: EmbeddedWalletUi
}

/** One account a wallet exposes on a namespace. */
export interface SessionAccount {
  address: string
  type?: AccountType
  publicKey?: string
  path?: string
}

/** What a session holds on one namespace. */
export interface NamespaceSession {
  /** The accounts, the selected one first. */
  accounts: readonly (string | SessionAccount)[]
  /** The chain the wallet is on, as the wallet gives it. */
  chainId: string | number
  /** The wallet handle in the namespace's standard interface (an EIP-1193 provider on eip155). */
  handle: unknown
  /** The networks the session approved, where the wallet limits them (pairing sessions). */
  approvedCaipNetworkIds?: readonly CaipNetworkId[]
  /** The chain references (eip155: chain ids) where the wallet offers a smart account (embedded wallets). */
  smartAccountEnabledNetworks?: readonly number[]
  /** Whether the namespace's smart account is deployed on the wallet's chain, when the wallet tells. */
  smartAccountDeployed?: boolean
}

/** A session a source opened: one connector, one or more namespaces. */
export interface SourceSession {
  namespaces: Partial<Record<ChainNamespace, NamespaceSession>>
  /** The wallet's own name and icon, when the session tells them. */
  walletInfo?: { name: string; icon?: string }
  /** The login method of an embedded-wallet session (email, google, ...), and its e-mail when it has one. */
  auth?: { name: string; email?: string }
  /**
   * What the wallet signed when the connect asked for one-click sign-in ({@link SourceConnectParams.signIn}):
   * untrusted, checked by core before anything is kept. Absent when the wallet answered with a
   * plain session (it does not support pairing-protocol authentication).
   */
  signIns?: readonly SourceSignIn[]
}

/**
 * One-click sign-in asked together with a pairing connect (pairing-protocol authentication,
 * SPEC.md sections 4 and 5): the wallet signs a sign-in message in the same step as it approves
 * the session. Core asks for it only when sign-in is on and every requested chain is eip155.
 */
export interface SourceSignInRequest {
  /** The networks to sign in on (CAIP-2, all eip155), the active one first. */
  chains: readonly CaipNetworkId[]
  /** The site's fields of the message; the account, the chain and the issue time are the wallet's. */
  message: Pick<SiwxMessage, 'domain' | 'uri' | 'version' | 'nonce'> &
    Partial<Pick<SiwxMessage, 'statement' | 'expirationTime' | 'notBefore' | 'requestId' | 'resources'>>
}

/** One message the wallet signed for a one-click sign-in: the exact text and the signature (0x hex). */
export interface SourceSignIn {
  message: string
  signature: string
}

export interface SourceConnectParams {
  connectorId: string
  /** The site's networks of the namespaces the connector serves, the active one of each first. */
  networks: readonly Network[]
  /** Aborted when the visitor gives up (closes the modal, chooses another wallet). */
  signal: PorticoAbortSignal
  /**
   * Sign in within the connect (pairing sources only; others ignore it). A source that cannot
   * answers with a plain session, and core asks for the signature afterwards as usual.
   */
  signIn?: SourceSignInRequest
}

/**
 * Yields connectors and opens sessions. It declares the namespaces it serves: injected EVM
 * wallets serve eip155; a pairing source serves all seven in one session; the embedded wallet
 * serves eip155, solana and bip122 under one login.
 */
export interface ConnectorSource {
  /** Unique among the site's sources (`injected`, `walletconnect`, `embedded`...). */
  readonly id: string
  readonly namespaces: readonly ChainNamespace[]
  /** Starts discovery; may return a teardown called when the client is destroyed. */
  setup?(context: SourceContext): void | (() => void) | Promise<void | (() => void)>
  /** Opens a session; rejects with the wallet's error, or an abort error when `signal` aborts. */
  connect(params: SourceConnectParams): Promise<SourceSession>
  /** Restores a stored session without prompting; null when the wallet no longer authorizes the site. */
  reconnect?(params: SourceConnectParams): Promise<SourceSession | null>
  /** Ends the session of a connector on every namespace. */
  disconnect(params: { connectorId: string }): Promise<void>
}
