/**
 * What each browser-stored value must look like to be trusted (SPEC.md section 3, Browser-stored
 * items). Storage is outside input: another script, an older version or a user may have written
 * anything, so every read goes through one of these schemas (see `createSafeStorage`).
 *
 * Lists are bounded. Lists that only grow (recents, disconnected ids) are trimmed on read rather
 * than refused, so an over-long list written by someone else still yields its useful part.
 */
import {
  array,
  boolean,
  coerce,
  define,
  enums,
  integer,
  min,
  number,
  object,
  optional,
  pattern,
  record,
  refine,
  size,
  string,
  union,
  type Infer,
  type Struct,
} from 'superstruct'
import type { AccountStatus, AccountType } from '../types/account.js'
import { CHAIN_NAMESPACES, isChainNamespace, type CaipNetworkId, type ChainNamespace } from '../types/namespace.js'
import { isCaipNetworkId } from '../utils/caip.js'
import { isValidEmail } from '../utils/email.js'
import { isSafeImageUrl } from '../utils/urlSafety.js'

/** Recent wallets kept (SPEC.md section 9). */
export const RECENT_WALLETS_MAX = 2
/** Recent e-mails kept. SPEC.md is silent; a handful is enough to offer. */
export const RECENT_EMAILS_MAX = 5
/** Disconnected connector ids kept; the most recent (last) ones win. */
export const DISCONNECTED_CONNECTOR_IDS_MAX = 50
/** Connections kept per namespace. */
export const CONNECTIONS_MAX = 50
/** Smart-account-enabled networks kept. */
export const SMART_ACCOUNT_NETWORKS_MAX = 500
/** Entries kept per image cache. */
export const IMAGE_CACHE_MAX = 500
/** Longest id, name or address accepted from storage. */
export const STORED_TEXT_MAX = 256

/** A non-empty string of at most {@link STORED_TEXT_MAX} characters. */
const text = () => size(string(), 1, STORED_TEXT_MAX)

/** Keeps the first `max` items (lists kept newest first). */
const keepFirst = <T>(struct: Struct<T[], unknown>, max: number) =>
  coerce(struct, array(), (list) => (list.length > max ? list.slice(0, max) : list))

/** Keeps the last `max` distinct items (lists appended to, newest last). */
const keepLastDistinct = <T>(struct: Struct<T[], unknown>, max: number) =>
  coerce(struct, array(), (list) => [...new Set(list)].slice(-max))

export const chainNamespaceSchema: Struct<ChainNamespace, null> = define('ChainNamespace', isChainNamespace)
export const caipNetworkIdSchema: Struct<CaipNetworkId, null> = define('CaipNetworkId', isCaipNetworkId)
export const emailSchema: Struct<string, null> = define('Email', isValidEmail)
/** An image address that may be rendered: https, local http, or an inline image (utils/urlSafety). */
export const imageUrlSchema: Struct<string, null> = define('ImageUrl', isSafeImageUrl)

// Wallet id and name.
export const walletIdSchema = text()
export const walletNameSchema = text()

// Active network id and namespace.
export const activeNamespaceSchema = chainNamespaceSchema
export { caipNetworkIdSchema as activeCaipNetworkIdSchema }

// Connected namespaces (known ones, each once) and connection status.
export const connectedNamespacesSchema = coerce(
  size(array(chainNamespaceSchema), 0, CHAIN_NAMESPACES.length),
  array(),
  (list) => [...new Set(list)],
)

/**
 * The statuses a stored connection status may have. SPEC.md section 4: "a stored status is kept
 * as connected or disconnected". `connecting` is transient (start-up sync, a pending connect) and
 * is never written: the last settled status stays stored, so a reload mid-connect behaves like a
 * reload before it. A stored 'connecting' (or anything else) is refused as corrupt.
 */
export const STORED_CONNECTION_STATUSES = ['connected', 'disconnected'] as const
export type StoredConnectionStatus = (typeof STORED_CONNECTION_STATUSES)[number]
export const connectionStatusSchema = enums(STORED_CONNECTION_STATUSES)

/** The status to store for an account status, or undefined for `connecting` (store nothing). */
export function toStoredConnectionStatus(status: AccountStatus): StoredConnectionStatus | undefined {
  return status === 'connecting' ? undefined : status
}

/** A connector id, e.g. `io.metamask` or `walletConnect`. */
export const connectorIdSchema = text()

// The e-mail login cache.
export const emailLoginUsedSchema = boolean()
export { emailSchema as storedEmailSchema }
/** A time in ms since the epoch. */
export const lastEmailLoginTimeSchema = min(integer(), 0)
export const socialUsernameSchema = text()
/** The login frame's last chain: a chain id, as text (`'1'`, `'eip155:1'`) or a number. */
export const lastUsedChainSchema = union([size(string(), 1, 128), min(integer(), 0)])

export const smartAccountEnabledNetworksSchema = keepLastDistinct(
  array(caipNetworkIdSchema),
  SMART_ACCOUNT_NETWORKS_MAX,
)

// Recents, newest first.
export const recentWalletSchema = object({ id: text(), name: text(), imageUrl: optional(imageUrlSchema) })
export type StoredRecentWallet = Infer<typeof recentWalletSchema>
export const recentWalletsSchema = keepFirst(array(recentWalletSchema), RECENT_WALLETS_MAX)
export const recentEmailsSchema = keepFirst(array(emailSchema), RECENT_EMAILS_MAX)

/** A connection of one namespace: a connector and, for the embedded wallet, how the user signed in. */
export const storedConnectionSchema = object({
  connectorId: text(),
  authName: optional(text()),
  address: optional(text()),
})
export type StoredConnection = Infer<typeof storedConnectionSchema>
export const connectionsSchema = size(array(storedConnectionSchema), 0, CONNECTIONS_MAX)

/** Connector ids the user disconnected on purpose, oldest first. */
export const disconnectedConnectorIdsSchema = keepLastDistinct(array(connectorIdSchema), DISCONNECTED_CONNECTOR_IDS_MAX)

/** Every account type, checked against the `AccountType` union below. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'] as const
type MissingAccountType = Exclude<AccountType, (typeof ACCOUNT_TYPES)[number]>
const accountTypesAreComplete: MissingAccountType extends never ? true : never = true
void accountTypesAreComplete
export const accountTypeSchema: Struct<AccountType, unknown> = enums(ACCOUNT_TYPES)

/** The preferred account type per namespace; namespaces without one are absent. */
export const preferredAccountTypesSchema = record(chainNamespaceSchema, accountTypeSchema) as unknown as Struct<
  Partial<Record<ChainNamespace, AccountType>>,
  null
>

/** A finite time in ms since the epoch. */
const timestampSchema = refine(number(), 'Finite', (value) => Number.isFinite(value))

/** A cached value and when it stops being trusted. */
export interface CacheEntry<T> {
  value: T
  expiresAt: number
}

/** The schema of a cache entry holding a value of `valueSchema`. */
export function cacheEntrySchema<T>(valueSchema: Struct<T, unknown>): Struct<CacheEntry<T>, unknown> {
  return object({ value: valueSchema, expiresAt: timestampSchema }) as unknown as Struct<CacheEntry<T>, unknown>
}

/** A released SDK version, `x.y.z` with an optional pre-release or build suffix. */
export const latestVersionSchema = pattern(string(), /^\d{1,9}\.\d{1,9}\.\d{1,9}(?:[-+][0-9A-Za-z.-]{1,64})?$/)

/** An image cache: id (wallet, network, chain, connector, token or currency) to a safe image address. */
export const imageCacheSchema = refine(
  record(text(), imageUrlSchema),
  'ImageCacheSize',
  (images) => Object.keys(images).length <= IMAGE_CACHE_MAX || `at most ${IMAGE_CACHE_MAX} images`,
)
