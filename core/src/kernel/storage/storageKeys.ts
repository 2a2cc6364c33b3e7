import type { ChainNamespace } from '../types/namespace.js'

/** The one prefix every stored key starts with (SPEC.md section 3, Browser-stored items). */
export const STORAGE_PREFIX = '@portico/'

/**
 * The keys of the browser-stored items. Keys per namespace are functions of the namespace.
 * Values are JSON; their shapes are the schemas of `storedValues.ts`.
 */
export const STORAGE_KEYS = {
  // Wallet id and name.
  WALLET_ID: '@portico/wallet_id',
  WALLET_NAME: '@portico/wallet_name',
  // Active network id and namespace.
  ACTIVE_CAIP_NETWORK_ID: '@portico/active_caip_network_id',
  ACTIVE_NAMESPACE: '@portico/active_namespace',
  // Connected namespaces and connection status.
  CONNECTED_NAMESPACES: '@portico/connected_namespaces',
  CONNECTION_STATUS: '@portico/connection_status',
  // The e-mail login cache.
  EMAIL_LOGIN_USED: '@portico/email_login_used',
  EMAIL: '@portico/email',
  LAST_EMAIL_LOGIN_TIME: '@portico/last_email_login_time',
  SOCIAL_USERNAME: '@portico/social_username',
  LAST_USED_CHAIN: '@portico/last_used_chain',
  // Smart accounts.
  SMART_ACCOUNT_ENABLED_NETWORKS: '@portico/smart_account_enabled_networks',
  // Recents.
  RECENT_WALLETS: '@portico/recent_wallets',
  RECENT_EMAILS: '@portico/recent_emails',
  // Connections.
  CONNECTIONS: (namespace: ChainNamespace) => `@portico/connections/${namespace}` as const,
  CONNECTED_CONNECTOR_ID: (namespace: ChainNamespace) => `@portico/connected_connector_id/${namespace}` as const,
  DISCONNECTED_CONNECTOR_IDS: '@portico/disconnected_connector_ids',
  PREFERRED_ACCOUNT_TYPES: '@portico/preferred_account_types',
  // Sign-in sessions of the default `siwx` implementation (signed text and signature).
  SIWX_SESSIONS: '@portico/siwx_sessions',
  // Caches; their lifetimes are CACHE_LIFETIMES.
  PORTFOLIO_CACHE: '@portico/cache/portfolio',
  NATIVE_BALANCE_CACHE: '@portico/cache/native_balance',
  ENS_CACHE: '@portico/cache/ens',
  IDENTITY_CACHE: '@portico/cache/identity',
  HISTORY_CACHE: '@portico/cache/history',
  TOKEN_PRICE_CACHE: '@portico/cache/token_price',
  LATEST_VERSION_CACHE: '@portico/cache/latest_version',
  // Image caches.
  WALLET_IMAGES: '@portico/images/wallet',
  NETWORK_IMAGES: '@portico/images/network',
  CHAIN_IMAGES: '@portico/images/chain',
  CONNECTOR_IMAGES: '@portico/images/connector',
  TOKEN_IMAGES: '@portico/images/token',
  CURRENCY_IMAGES: '@portico/images/currency',
} as const

/** The items cleared when the login frame reports no session (SPEC.md section 4, Login frame). */
export const LOGIN_CACHE_KEYS = [
  STORAGE_KEYS.EMAIL_LOGIN_USED,
  STORAGE_KEYS.EMAIL,
  STORAGE_KEYS.LAST_USED_CHAIN,
  STORAGE_KEYS.SOCIAL_USERNAME,
] as const
