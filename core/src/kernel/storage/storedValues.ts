/**
 * What each browser-stored value must look like to be trusted (SPEC.md section 3, Browser-stored
 * items). Storage is outside input: another script, an older version or a user may have written
 * anything, so every read goes through one of these schemas (see `createSafeStorage`).
 *
 * Lists are bounded. Lists that only grow (recents, disconnected ids) are trimmed on read rather
 * than refused, so an over-long list written by someone else still yields its useful part.
 *
 * The embedded wallet's login values are in storedLoginValues.ts, so a page without that login
 * does not carry their schemas. Every schema is built `@__PURE__`: a bundler drops the ones a
 * site never reads.
 */
import {
  array,
  coerce,
  define,
  enums,
  number,
  object,
  optional,
  pattern,
  record,
  refine,
  size,
  string,
  type Infer,
  type Struct,
} from 'superstruct'
import type { AccountStatus, AccountType } from '../types/account.js'
import { CHAIN_NAMESPACES, isChainNamespace, type CaipNetworkId, type ChainNamespace } from '../types/namespace.js'
import { isCaipNetworkId } from '../utils/caip.js'
import { isSafeImageUrl } from '../utils/urlSafety.js'

/** Recent wallets kept (SPEC.md section 9). */
export const RECENT_WALLETS_MAX = 2
/** Disconnected connector ids kept; the most recent (last) ones win. */
export const DISCONNECTED_CONNECTOR_IDS_MAX = 50
/** Connections kept per namespace. */
export const CONNECTIONS_MAX = 50
/** Entries kept per image cache. */
export const IMAGE_CACHE_MAX = 500
/** Longest id, name or address accepted from storage. */
export const STORED_TEXT_MAX = 256

/** A non-empty string of at most {@link STORED_TEXT_MAX} characters. */
export const storedText = () => /* @__PURE__ */ size(string(), 1, STORED_TEXT_MAX)

/** Keeps the first `max` items (lists kept newest first). */
export const keepFirst = <T>(struct: Struct<T[], unknown>, max: number) =>
  /* @__PURE__ */ coerce(struct, array(), (list) => (list.length > max ? list.slice(0, max) : list))

/** Keeps the last `max` distinct items (lists appended to, newest last). */
export const keepLastDistinct = <T>(struct: Struct<T[], unknown>, max: number) =>
  /* @__PURE__ */ coerce(struct, array(), (list) => [...new Set(list)].slice(-max))

export const chainNamespaceSchema: Struct<ChainNamespace, null> = /* @__PURE__ */ define('ChainNamespace', isChainNamespace)
export const caipNetworkIdSchema: Struct<CaipNetworkId, null> = /* @__PURE__ */ define('CaipNetworkId', isCaipNetworkId)
/** An image address that may be rendered: https, local http, or an inline image (utils/urlSafety). */
export const imageUrlSchema: Struct<string, null> = /* @__PURE__ */ define('ImageUrl', isSafeImageUrl)

// Wallet id and name.
export const walletIdSchema = /* @__PURE__ */ storedText()
export const walletNameSchema = /* @__PURE__ */ storedText()

// Active network id and namespace.
export const activeNamespaceSchema = chainNamespaceSchema
export { caipNetworkIdSchema as activeCaipNetworkIdSchema }

// Connected namespaces (known ones, each once) and connection status.
export const connectedNamespacesSchema = /* @__PURE__ */ coerce(
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
export const connectionStatusSchema = /* @__PURE__ */ enums(STORED_CONNECTION_STATUSES)

/** The status to store for an account status, or undefined for `connecting` (store nothing). */
export function toStoredConnectionStatus(status: AccountStatus): StoredConnectionStatus | undefined {
  return status === 'connecting' ? undefined : status
}

/** A connector id, e.g. `io.metamask` or `walletConnect`. */
export const connectorIdSchema = /* @__PURE__ */ storedText()

// Recents, newest first.
export const recentWalletSchema = /* @__PURE__ */ object({ id: storedText(), name: storedText(), imageUrl: optional(imageUrlSchema) })
export type StoredRecentWallet = Infer<typeof recentWalletSchema>
export const recentWalletsSchema = /* @__PURE__ */ keepFirst(array(recentWalletSchema), RECENT_WALLETS_MAX)

/** A connection of one namespace: a connector and, for the embedded wallet, how the user signed in. */
export const storedConnectionSchema = /* @__PURE__ */ object({
  connectorId: storedText(),
  authName: optional(storedText()),
  address: optional(storedText()),
})
export type StoredConnection = Infer<typeof storedConnectionSchema>
export const connectionsSchema = /* @__PURE__ */ size(array(storedConnectionSchema), 0, CONNECTIONS_MAX)

/** Connector ids the user disconnected on purpose, oldest first. */
export const disconnectedConnectorIdsSchema = /* @__PURE__ */ keepLastDistinct(array(connectorIdSchema), DISCONNECTED_CONNECTOR_IDS_MAX)

/** Every account type, checked against the `AccountType` union below. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'] as const
type MissingAccountType = Exclude<AccountType, (typeof ACCOUNT_TYPES)[number]>
const accountTypesAreComplete: MissingAccountType extends never ? true : never = true
void accountTypesAreComplete
export const accountTypeSchema: Struct<AccountType, unknown> = /* @__PURE__ */ enums(ACCOUNT_TYPES)

/** A finite time in ms since the epoch. */
const timestampSchema = /* @__PURE__ */ refine(number(), 'Finite', (value) => Number.isFinite(value))

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
export const latestVersionSchema = /* @__PURE__ */ pattern(string(), /^\d{1,9}\.\d{1,9}\.\d{1,9}(?:[-+][0-9A-Za-z.-]{1,64})?$/)

/** An image cache: id (wallet, network, chain, connector, token or currency) to a safe image address. */
export const imageCacheSchema = /* @__PURE__ */ refine(
  record(storedText(), imageUrlSchema),
  'ImageCacheSize',
  (images) => Object.keys(images).length <= IMAGE_CACHE_MAX || `at most ${IMAGE_CACHE_MAX} images`,
)
