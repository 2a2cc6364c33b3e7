// The blockchain-data API of SPEC.md section 7: one function per call, each answer validated
// before anything trusts it. Loaded lazily (import() in the account queries), never at start-up.
import {
  array,
  boolean,
  enums,
  nullable,
  number,
  optional,
  record,
  size,
  string,
  type,
  union,
  unknown,
  type Infer,
} from 'superstruct'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import type { HttpClient } from '../../../kernel/services/createHttpClient.js'
import { clippedText, ENTRY_TEXT_LIMITS, lenient, untrustedEntries } from './untrustedEntries.js'

const text = (max = 256) => size(string(), 0, max)
const finite = number()
const name = clippedText(ENTRY_TEXT_LIMITS.name)
const symbol = clippedText(ENTRY_TEXT_LIMITS.symbol)

/** `quantity` of a balance: the token's decimals as text and the amount in display units. */
const quantitySchema = type({ decimals: text(8), numeric: text(100) })

/**
 * One token balance (SPEC.md section 3, Token balance). `address` is absent for the native currency.
 * Validated on its own (issue 26): a name or symbol longer than ENTRY_TEXT_LIMITS is cut, a
 * malformed value, price or icon is left out, anything else malformed drops the entry.
 */
export const tokenBalanceSchema = type({
  name,
  symbol,
  chainId: text(128),
  address: optional(nullable(text(256))),
  value: lenient(finite),
  price: lenient(finite),
  quantity: quantitySchema,
  iconUrl: lenient(text(2048)),
})
export type ApiTokenBalance = Infer<typeof tokenBalanceSchema>

/** The balance answer's shape; each entry is checked on its own ({@link tokenBalanceSchema}). */
export const balancesResponseSchema = type({ balances: size(array(unknown()), 0, 500) })

export const pricesResponseSchema = type({
  fungibles: size(array(type({ name: text(), symbol: text(64), iconUrl: optional(nullable(text(2048))), price: finite, address: optional(text(256)) })), 0, 500),
})
export type ApiTokenPrice = Infer<typeof pricesResponseSchema>['fungibles'][number]

const fungibleInfoSchema = type({ name: optional(nullable(name)), symbol: optional(nullable(symbol)), icon: lenient(type({ url: lenient(text(2048)) })) })
const nftInfoSchema = type({
  name: optional(nullable(name)),
  content: lenient(type({ preview: lenient(type({ url: lenient(text(2048)) })) })),
  flags: optional(nullable(type({ is_spam: optional(boolean()) }))),
})

/** One transfer of an activity item (SPEC.md section 3, Transaction activity item). */
export const transferSchema = type({
  direction: enums(['in', 'out', 'self']),
  quantity: type({ numeric: text(100) }),
  value: lenient(finite),
  fungible_info: optional(nullable(fungibleInfoSchema)),
  nft_info: optional(nullable(nftInfoSchema)),
})
export type ApiTransfer = Infer<typeof transferSchema>

/**
 * One transaction of the history (SPEC.md section 3). Validated on its own (issue 26): names and
 * symbols longer than ENTRY_TEXT_LIMITS are cut, a malformed value or icon is left out, anything
 * else malformed (in the transaction or any of its transfers) drops the transaction.
 */
export const transactionSchema = type({
  id: size(string(), 1, 256),
  metadata: type({
    operationType: text(64),
    status: text(64),
    sentFrom: text(256),
    sentTo: text(256),
    minedAt: text(64),
    /** The CAIP-2 network id the transaction belongs to. */
    chain: optional(nullable(text(128))),
    hash: optional(nullable(text(256))),
  }),
  transfers: size(array(transferSchema), 0, 100),
})
export type ApiTransaction = Infer<typeof transactionSchema>

/** `GET /v1/account/{address}/history`: fields data and next (SPEC.md section 7); each entry is checked on its own ({@link transactionSchema}). */
export const historyResponseSchema = type({ data: size(array(unknown()), 0, 200), next: optional(nullable(text(1024))) })
/** One page of history: the transactions that passed, the cursor, and how many entries were dropped. */
export interface ApiHistoryPage {
  data: ApiTransaction[]
  next: string | null | undefined
  dropped: number
}
/** The token balances that passed, and how many entries were dropped. */
export interface ApiBalances {
  balances: ApiTokenBalance[]
  dropped: number
}

export const identitySchema = type({ name: optional(nullable(text())), avatar: optional(nullable(text(2048))) })
export type ApiIdentity = Infer<typeof identitySchema>

/** A name-service record (SPEC.md section 3). */
export const nameRecordSchema = type({
  name: size(string(), 1, 256),
  registered_at: optional(nullable(union([text(64), finite]))),
  updated_at: optional(nullable(union([text(64), finite]))),
  addresses: optional(nullable(record(text(32), type({ address: text(256) })))),
  attributes: optional(nullable(union([record(text(64), text(1024)), array(type({}))]))),
})
export type ApiNameRecord = Infer<typeof nameRecordSchema>

export const suggestionsSchema = type({ suggestions: size(array(type({ name: size(string(), 1, 256), registered: optional(boolean()) })), 0, 100) })

export const supportedChainsSchema = type({ http: size(array(text(128)), 0, 1000), ws: optional(size(array(text(128)), 0, 1000)) })

/** Path segments come from wallets and visitors: each is encoded, never spliced raw. */
const segment = (value: string): string => {
  // '.' and '..' (also percent-encoded) would climb the path: refused before any request.
  if (/^(?:\.|%2e){1,2}$/i.test(value) || value === '') throw new TypeError('Not a path segment')
  return encodeURIComponent(value)
}
const withSignal = (signal: AbortSignalLike | undefined) => (signal ? { signal } : {})

/** The blockchain-data API on one HTTP client. Every function rejects with the client's typed errors. */
export const blockchainApi = {
  supportedChains: (http: HttpClient, signal?: AbortSignalLike) => http.get('/v1/supported-chains', { schema: supportedChainsSchema, ...withSignal(signal) }),
  identity: (http: HttpClient, address: string, signal?: AbortSignalLike) =>
    http.get(`/v1/identity/${segment(address)}`, { schema: identitySchema, ...withSignal(signal) }),
  async history(http: HttpClient, params: { address: string; chainId?: string; cursor?: string }, signal?: AbortSignalLike): Promise<ApiHistoryPage> {
    const page = await http.get(`/v1/account/${segment(params.address)}/history`, {
      schema: historyResponseSchema,
      query: { cursor: params.cursor, chainId: params.chainId },
      ...withSignal(signal),
    })
    const { entries, dropped } = untrustedEntries(page.data, transactionSchema)
    return { data: entries, next: page.next, dropped }
  },
  async balances(http: HttpClient, params: { address: string; chainId: string; currency?: string; forceUpdate?: string }, signal?: AbortSignalLike): Promise<ApiBalances> {
    const answer = await http.get(`/v1/account/${segment(params.address)}/balance`, {
      schema: balancesResponseSchema,
      query: { currency: params.currency ?? 'usd', chainId: params.chainId, forceUpdate: params.forceUpdate },
      ...withSignal(signal),
    })
    const { entries, dropped } = untrustedEntries(answer.balances, tokenBalanceSchema)
    return { balances: entries, dropped }
  },
  prices: (http: HttpClient, params: { addresses: readonly string[]; projectId: string; currency?: string }, signal?: AbortSignalLike) =>
    http.post(
      '/v1/fungible/price',
      { currency: params.currency ?? 'usd', addresses: params.addresses, projectId: params.projectId },
      { schema: pricesResponseSchema, ...withSignal(signal) },
    ),
  nameProfile: (http: HttpClient, name: string, signal?: AbortSignalLike) =>
    http.get(`/v1/profile/account/${segment(name)}`, { schema: nameRecordSchema, ...withSignal(signal) }),
  reverseNames: (http: HttpClient, address: string, signal?: AbortSignalLike) =>
    http.get(`/v1/profile/reverse/${segment(address)}`, { schema: size(array(nameRecordSchema), 0, 100), ...withSignal(signal) }),
  nameSuggestions: (http: HttpClient, name: string, signal?: AbortSignalLike) =>
    http.get(`/v1/profile/suggestions/${segment(name)}`, { schema: suggestionsSchema, ...withSignal(signal) }),
  registerName: (
    http: HttpClient,
    body: { coin_type: string; address: string; message: string; signature: string },
    signal?: AbortSignalLike,
  ) => http.post('/v1/profile/account', body, { schema: nameRecordSchema, ...withSignal(signal) }),
}
