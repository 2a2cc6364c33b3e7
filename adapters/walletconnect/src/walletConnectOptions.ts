import type { ChainNamespace } from '@portico/core'

/** The site as the wallet shows it in the proposal. */
export interface WalletConnectMetadata {
  name: string
  description: string
  /** The site's origin. */
  url: string
  icons: string[]
}

/** A key-value store of the SDK's own state (sessions, keys, pairings); the SDK's default is IndexedDB in a browser. */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export interface WalletConnectOptions {
  /** The project id the relay knows the site by. */
  projectId: string
  /**
   * The relay's WebSocket URL.
   * @default the SDK's public relay
   */
  relayUrl?: string
  /**
   * The site as wallets show it.
   * @default the page's title, description, origin and icon, read by the SDK
   */
  metadata?: WalletConnectMetadata
  /**
   * The Verify attestation frame, which a browser proposal waits for (up to 5 s): `{ url }` points
   * it at another Verify server (its base, without `/v3`), `false` turns it off (no frame, no wait;
   * wallets then see the site as unverified).
   * @default the SDK's Verify server
   */
  verify?: { url: string } | false
  /**
   * The namespaces a proposal asks for, among those of the site's networks.
   * @default every namespace of the site's networks (eip155, solana, polkadot, bip122, cosmos, sui, stacks)
   */
  namespaces?: readonly ChainNamespace[]
  /**
   * Methods asked for beyond (or instead of) the defaults, per namespace.
   * @default the methods of `DEFAULT_METHODS`
   */
  methods?: Partial<Record<ChainNamespace, readonly string[]>>
  /**
   * Keeps this client's SDK state apart from another pairing client's on the same page (two
   * clients in one process need distinct prefixes).
   * @default '' (the SDK's own keys)
   */
  storagePrefix?: string
  /**
   * Where the SDK keeps its state.
   * @default the SDK's default (IndexedDB in a browser)
   */
  storage?: WalletConnectStorage
  /**
   * The SDK's own telemetry (it posts events to its vendor). Off unless a site turns it on.
   * @default false
   */
  telemetry?: boolean
  /**
   * The SDK's log level. Pairing URIs hold a symmetric key, and the SDK's verbose levels print
   * them: keep it at 'silent' or 'error' in production.
   * @default 'silent'
   */
  sdkLogLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
  /**
   * The connector's name in the wallet list.
   * @default 'WalletConnect'
   */
  connectorName?: string
  /**
   * How long a displayed pairing URI counts as valid, ms. Core refreshes it 10 s before.
   * @default 240_000 (4 minutes, SPEC.md section 9)
   */
  pairingLifetimeMs?: number
  /**
   * Rejects with 'The pairing relay is unreachable' when the relay has not answered for this long
   * while a request or a proposal is being sent, ms.
   * @default 10_000
   */
  relayTimeoutMs?: number
  /**
   * Loads the SDK. The default is a dynamic import of `@walletconnect/universal-provider`, done the
   * first time pairing is needed.
   */
  loadProvider?: () => Promise<UniversalProviderModule>
}

/** What is used of `@walletconnect/universal-provider`'s module. */
export interface UniversalProviderModule {
  UniversalProvider?: { init(options: Record<string, unknown>): Promise<unknown> }
  default?: { init(options: Record<string, unknown>): Promise<unknown> }
}
