import type { PorticoPlugin } from '../plugins/porticoPlugin.js'
import type { LogLevel } from '../logger/createLogger.js'
import type { Platform } from '../platform/ports.js'
import type { AccountType } from '../types/account.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { SiweConfig } from '../../modules/siwx/index.js'
import type { SiwxConfig } from '../../modules/siwx/index.js'

/** Social login providers. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The connect methods shown on the Connect view, in order. */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

/** The site's own description, shown to wallets. */
export interface Metadata {
  /** @default the page title */
  name: string
  /** @default the page description */
  description: string
  /** @default the page origin */
  url: string
  /** @default [the page icon] when the page has one */
  icons: readonly string[]
}

/** Theme variables. They become CSS variables in a skin. */
export interface ThemeVariables {
  /** Accent color of buttons and highlights (a CSS color). @default undefined (the skin's own accent) */
  accent?: string
  /** A color mixed into the surfaces (a CSS color). @default undefined (nothing mixed in) */
  colorMix?: string
  /** How much of `colorMix` is mixed in, 0 to 100. @default 0 */
  colorMixStrength?: number
  /** Font family of the modal. @default undefined (the skin's own font stack) */
  fontFamily?: string
  /** Base border radius (a CSS length such as `8px`). @default undefined (the skin's own radius) */
  borderRadius?: string
  /** z-index of the modal. @default undefined (the skin's own z-index) */
  zIndex?: number
}

export type ThemeMode = 'light' | 'dark' | 'system'

/**
 * Optional features. Each is loaded only when switched on. The project's remote configuration, once
 * fetched, overrides the gated ones (e-mail, socials, swaps, onramp, activity, e-mail capture, multi
 * wallet, pay with exchange, payments); `basic` turns those off.
 *
 * Some features need a plug-in (`PLUGIN_FEATURES`): one is in force only when it is asked for AND a
 * plug-in in `adapters` provides it; `getFeatures()` / `useFeatures()` read the features in force.
 * E-mail and social login need the embedded wallet (`createEmbeddedWallet()` of
 * `@portico/adapter-embedded`). Swaps, onramp, send, receive, pay with exchange and payments are not
 * built yet: no package provides them, so they are off by default and stay off when switched on.
 * A feature switched on here that nothing provides is named in a one-time console warning while
 * `debug` is on.
 */
export interface Features {
  /**
   * E-mail login. Needs the embedded wallet (`@portico/adapter-embedded`): without it, off.
   * @default true (in force only with the embedded wallet)
   */
  email?: boolean
  /** Show wallets under the e-mail field. @default true */
  emailShowWallets?: boolean
  /**
   * Social login providers, or false for none. Needs the embedded wallet
   * (`@portico/adapter-embedded`): without it, none.
   * @default ['google','x','discord','farcaster','github','apple','facebook'] (in force only with the embedded wallet)
   */
  socials?: readonly SocialProvider[] | false
  /** Swaps. Not built yet: no plug-in provides it, so it stays off. @default false */
  swaps?: boolean
  /** Buying crypto. Not built yet: no plug-in provides it, so it stays off. @default false */
  onramp?: boolean
  /** Sending tokens. Not built yet: no plug-in provides it, so it stays off. @default false */
  send?: boolean
  /** Receiving (address and QR code). Not built yet: no plug-in provides it, so it stays off. @default false */
  receive?: boolean
  /** Transaction activity (in force only with `services.blockchainApiUrl`, which serves it). @default true */
  activity?: boolean
  /** Analytics events beyond INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS (sent only to `services.analyticsUrl`). @default true */
  analytics?: boolean
  /** Paying from an exchange. Not built yet: no plug-in provides it, so it stays off. @default false */
  payWithExchange?: boolean
  /** Payments. Not built yet: no plug-in provides it, so it stays off. @default false */
  payments?: boolean
  /** Ask for an e-mail before sign-in. @default false */
  emailCapture?: boolean
  /** Several connected wallets at once. @default false */
  multiWallet?: boolean
  /** Order of the connect methods. @default ['email', 'social', 'wallet'] */
  connectMethodsOrder?: readonly ConnectMethod[]
  /** A legal checkbox the visitor ticks before connecting. @default false */
  legalCheckbox?: boolean
}

/**
 * Where the outside services live and how Portico talks to them (SPEC.md section 7; the contract
 * of each endpoint is in docs/services.md). No service has a default address: with none set, a
 * client makes no HTTP request of its own (chain RPC to the site's networks and what a plug-in in
 * `adapters` needs aside), and the features that need one are listed in `getFeatures().missingServices`.
 */
export interface ServicesOptions {
  /**
   * Base URL of the wallet-registry and configuration API: the remote project configuration
   * (`/appkit/v1/config`), the allowed-origin check (`/projects/v1/origins`), the project's
   * analytics switch (`/getAnalyticsConfig`), the wallet catalogue (`/getWallets`) and its images.
   * Without it the local `features` stay in force, no origin check runs, and pairing offers the
   * bundled list of the most-used pairing wallets.
   * @default undefined (not contacted)
   */
  apiUrl?: string
  /**
   * Base URL of the analytics and error-report host (`/batch`, `/e`). Without it no analytics
   * event and no error report leaves the page.
   * @default undefined (not contacted)
   */
  analyticsUrl?: string
  /**
   * Base URL of the blockchain-data API (`/v1/account/{address}/balance`, `/history`,
   * `/v1/identity/{address}`, `/v1/profile/...`, `/v1/fungible/price`). Without it the native
   * balance is read from the chain through the chain adapter, and token lists, fiat values,
   * activity, names and avatars are off.
   * @default undefined (not contacted)
   */
  blockchainApiUrl?: string
  /** Sent as the `clientId` query parameter with every request when set. @default undefined (not sent) */
  clientId?: string
  /** How long each request may take, in ms, before it fails as timed out. @default 10000 */
  timeoutMs?: number
  /** Report unexpected errors of the public actions to `POST /e` (at most 5 per 60 s), when `analyticsUrl` is set. @default true */
  errorReports?: boolean
}

/** Options of `createPortico`. */
export interface PorticoOptions {
  /**
   * The project id. Required: without it the client refuses to start (APKT008).
   * @default none: required
   */
  projectId: string
  /**
   * The networks the site supports, in display order. At least one.
   * @default none: required
   */
  networks: readonly [Network, ...Network[]] | readonly Network[]
  /** The network selected before the visitor picks one. @default the first of `networks` */
  defaultNetwork?: Network
  /**
   * Plug-ins: chain adapters (at most one per namespace) and connector sources (any number; several
   * may serve one namespace). A plug-in may be both. @default []
   */
  adapters?: readonly PorticoPlugin[]
  /**
   * The site's description. Missing fields come from the page.
   * @default the page's title, description, origin and icon (see {@link Metadata})
   */
  metadata?: Partial<Metadata>
  /** @default 'system' */
  themeMode?: ThemeMode
  /** @default {} */
  themeVariables?: ThemeVariables
  /**
   * The features the site asks for. Those that need a plug-in (e-mail and socials: the embedded
   * wallet) are in force only when one in `adapters` provides them. @default see {@link Features}
   */
  features?: Features
  /** Wallet ids shown first. @default [] */
  featuredWalletIds?: readonly string[]
  /**
   * Only these wallet ids are listed, when set and not empty. An id matches a connector's own id or
   * its wallet-registry id (`explorerId`); see `filterConnectors`.
   * @default undefined (all)
   */
  includeWalletIds?: readonly string[]
  /**
   * Wallet ids never listed, matched like `includeWalletIds`.
   * @default []
   */
  excludeWalletIds?: readonly string[]
  /**
   * Show alerts (the APKT catalogue of SPEC.md section 8) in the modal. Off, they are only logged.
   * @default true
   */
  debug?: boolean
  /** The wallet guide link. @default true */
  enableWalletGuide?: boolean
  /** List wallets at all: false leaves the wallet list empty (e-mail and social login stay). @default true */
  enableWallets?: boolean
  /**
   * Discover wallets announced through EIP-6963. Handed to every adapter as
   * `AdapterContext.enableEIP6963`, which the adapter honours.
   * @default true
   */
  enableEIP6963?: boolean
  /** Let the visitor switch networks. @default true */
  enableNetworkSwitch?: boolean
  /** Restore the previous connection on load. @default true */
  enableReconnect?: boolean
  /**
   * Log the login frame's messages. Read by the secure-login frame (its `enableLogger` query
   * parameter, SPEC.md section 2), which arrives with e-mail and social login; nothing in core reads it yet.
   * @default true
   */
  enableAuthLogger?: boolean
  /** Full-screen modal on mobile. @default false */
  enableMobileFullScreen?: boolean
  /** Keep going on a network the site does not list, without the UnsupportedChain view. @default false */
  allowUnsupportedChain?: boolean
  /** Default account type per namespace. @default eoa, and payment for bip122 */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /**
   * Sign-in with X after connect (SPEC.md section 4): the site's own {@link SiwxConfig}, or
   * `createDefaultSiwx()` for sessions kept in the page's storage. Cannot be combined with
   * `siweConfig`. Its code loads only when it is set.
   * @default undefined (no sign-in)
   */
  siwx?: SiwxConfig
  /**
   * The legacy sign-in-with-Ethereum configuration (EVM only), mapped onto `siwx`. Cannot be
   * combined with `siwx`.
   * @default undefined (no sign-in)
   */
  siweConfig?: SiweConfig
  /**
   * Where the wallet guide link ("New to wallets?") points; without it the link is not shown.
   * @default undefined (no wallet guide link)
   */
  walletGuideUrl?: string
  /** Terms of service link in the legal footer. @default undefined (no terms link) */
  termsConditionsUrl?: string
  /** Privacy policy link in the legal footer. @default undefined (no privacy link) */
  privacyPolicyUrl?: string
  /** The outside services' addresses and settings. @default {} (no service: nothing contacted; see {@link ServicesOptions}) */
  services?: ServicesOptions
  /**
   * The privacy switch. `false` sends no analytics event and no error report at all, not even the
   * three events SPEC.md section 7 sends when analytics is off (INITIALIZE, CONNECT_SUCCESS,
   * SOCIAL_LOGIN_SUCCESS); the code that sends them is then never loaded. The remote configuration
   * and the allowed-origin check still run (with `services.apiUrl` set). Whatever this says,
   * payloads never carry a pairing URI, an e-mail address, a one-time code, a session token, a
   * signature or a message to be signed.
   * @default true
   */
  telemetry?: boolean
  /**
   * Basic mode: every optional feature that the project configuration gates (e-mail, socials,
   * swaps, onramp, activity, e-mail capture, multi wallet, pay with exchange, payments) is off,
   * whatever the local options or the remote configuration say.
   * @default false
   */
  basic?: boolean
  /** Log level. @default 'error' */
  logLevel?: LogLevel
  /**
   * Platform ports; missing ones come from the browser, or from memory outside a browser.
   * @default the browser's ports in a browser, memory ports elsewhere
   */
  platform?: Partial<Platform>
}
