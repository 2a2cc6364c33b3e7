import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import { activeConnection } from '../connection/index.js'
import { FetchTransactionsError, TokenBalanceUnavailableError } from './accountDataErrors.js'
import { isUnsupportedNetwork } from '../network/index.js'
import type { QueryDefinition } from '../../kernel/query/createQueryCache.js'
import type { ApiTransaction } from './services/blockchainApi.js'
import { identitySchema, tokenBalanceSchema, transactionSchema } from './services/blockchainApi.js'
import { CACHE_LIFETIMES } from '../../kernel/storage/cacheLifetimes.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import type { ChainNamespace } from '../../kernel/types/namespace.js'
import type { Network } from '../../kernel/types/network.js'
import { array, nullable, object, optional, size, string } from 'superstruct'
import { addressKey } from './addressKey.js'
import { filterTokenBalances, type TokenBalance } from './tokenBalances.js'
import { tokenBalancesFromWalletAssets } from './walletAssets.js'

/** SPEC.md section 8: after a failed token-balance fetch (or an unsupported network), no retry for 30 s. */
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30_000

/** The account the data is about: its address, network and CAIP-10 form. */
export interface AccountTarget {
  namespace: ChainNamespace
  address: string
  network: Network
  caipAddress: string
  connectorId: string
}

/** The active account of a namespace, or undefined when it has none. */
export function accountTarget(client: PorticoClient, namespace: ChainNamespace | undefined): AccountTarget | undefined {
  const current = activeConnection(client, namespace)
  const network = current ? client.controllers.chains.findNetwork(current.entry.caipNetworkId) : undefined
  if (!current || !network || !namespace) return undefined
  return {
    namespace,
    address: current.entry.address,
    network,
    caipAddress: `${network.caipNetworkId}:${current.entry.address}`,
    connectorId: current.connection.connectorId,
  }
}

/**
 * The blockchain-data API's code and HTTP client, loaded on first use. Without
 * `services.blockchainApiUrl` it rejects with ServiceNotConfiguredError, loading and fetching nothing.
 */
async function api(client: PorticoClient) {
  const [module, http] = await Promise.all([import('./services/blockchainApi.js'), client.services.client('blockchain')])
  return { api: module.blockchainApi, http }
}

/** One warning per answer that had entries dropped (issue 26: the rest of the list is kept). */
function warnDropped(client: PorticoClient, dropped: number, what: string): void {
  if (dropped > 0) client.logger.warn(`The blockchain-data API sent ${dropped} unusable ${what} ${dropped === 1 ? 'entry' : 'entries'}; ${dropped === 1 ? 'it was' : 'they were'} left out`)
}

/**
 * The native balance read from the chain through the namespace's chain adapter, as the one entry
 * of a token list (no price: nothing else is asked), for a site without a blockchain-data API.
 */
async function nativeFromChain(client: PorticoClient, target: AccountTarget, signal?: Parameters<QueryDefinition<unknown>['fetch']>[0]): Promise<TokenBalance[]> {
  const adapter = client.chainAdapters.get(target.namespace)
  if (!adapter) throw new TokenBalanceUnavailableError({ details: target.network.caipNetworkId })
  try {
    const { balance, symbol } = await adapter.getBalance({ address: target.address, network: target.network, ...(signal ? { signal } : {}) })
    const { name, decimals } = target.network.nativeCurrency
    return filterTokenBalances([{ name, symbol, chainId: target.network.caipNetworkId, quantity: { decimals: String(decimals), numeric: balance } }])
  } catch (error) {
    throw new TokenBalanceUnavailableError({ cause: error })
  }
}

const storedTokenBalance = object({
  name: string(),
  symbol: string(),
  chainId: string(),
  address: optional(string()),
  value: optional(nullable(tokenBalanceSchema.schema.value)),
  price: optional(nullable(tokenBalanceSchema.schema.price)),
  quantity: object({ decimals: string(), numeric: string() }),
  iconUrl: optional(string()),
})

/**
 * The token balances of an account (portfolio, 30 s, persisted). The wallet's own listing
 * (`wallet_getAssets`) is used when the connection offers it and its answer is accepted; otherwise
 * the blockchain-data API, or without one (`services.blockchainApiUrl` unset) the native balance
 * read from the chain. An unsupported network fails at once with 'Token Balance Unavailable'; any
 * failure blocks retries for 30 s.
 */
export function tokenBalancesQuery(client: PorticoClient, target: AccountTarget): QueryDefinition<TokenBalance[]> {
  return {
    key: ['tokenBalances', target.caipAddress],
    lifetimeMs: CACHE_LIFETIMES.PORTFOLIO,
    retryBlockMs: TOKEN_BALANCE_RETRY_BLOCK_MS,
    async fetch(signal) {
      if (isUnsupportedNetwork(target.network)) throw new TokenBalanceUnavailableError({ details: target.network.caipNetworkId })
      const fromWallet = await walletAssets(client, target)
      if (fromWallet) return fromWallet
      if (!client.services.has('blockchain')) return nativeFromChain(client, target, signal)
      try {
        const { api: calls, http } = await api(client)
        const answer = await calls.balances(http, { address: target.address, chainId: target.network.caipNetworkId }, signal)
        warnDropped(client, answer.dropped, 'token balance')
        return filterTokenBalances(answer.balances.filter((balance) => balance.chainId === target.network.caipNetworkId))
      } catch (error) {
        throw new TokenBalanceUnavailableError({ cause: error })
      }
    },
    persist: {
      storageKey: STORAGE_KEYS.PORTFOLIO_CACHE,
      id: target.caipAddress,
      schema: size(array(storedTokenBalance), 0, 500) as never,
    },
  }
}

/** The wallet's `wallet_getAssets` answer for the account, when its connection offers it and the listing is accepted. */
async function walletAssets(client: PorticoClient, target: AccountTarget): Promise<TokenBalance[] | undefined> {
  const connection = client.controllers.connection.getSnapshot().connections.find((entry) => entry.connectorId === target.connectorId)
  const capability = connection?.namespaces[target.namespace]?.capabilities.getAssets
  if (!capability?.supported) return undefined
  try {
    return tokenBalancesFromWalletAssets(await capability.run({ address: target.address, network: target.network }), target.network)
  } catch (error) {
    client.logger.debug('wallet_getAssets failed; asking the blockchain-data API', error)
    return undefined
  }
}

/** One account's loaded activity: the items so far and the cursor of the next page. */
export interface ActivityPages {
  items: ApiTransaction[]
  next: string | undefined
}

const storedActivity = object({ items: size(array(transactionSchema), 0, 2000), next: optional(string()) })

/** The first page of an account's activity on its network (transactions, 15 s, persisted). */
export function activityQuery(client: PorticoClient, target: AccountTarget): QueryDefinition<ActivityPages> {
  return {
    key: ['activity', target.caipAddress],
    lifetimeMs: CACHE_LIFETIMES.TRANSACTIONS,
    fetch: (signal) => activityPage(client, target, undefined, [], signal),
    persist: { storageKey: STORAGE_KEYS.HISTORY_CACHE, id: target.caipAddress, schema: storedActivity as never },
  }
}

/** Fetches one page after `cursor` and appends it to `before`. */
export async function activityPage(
  client: PorticoClient,
  target: AccountTarget,
  cursor: string | undefined,
  before: readonly ApiTransaction[],
  signal?: Parameters<QueryDefinition<unknown>['fetch']>[0],
): Promise<ActivityPages> {
  let page: Awaited<ReturnType<Awaited<ReturnType<typeof api>>['api']['history']>>
  try {
    const { api: calls, http } = await api(client)
    page = await calls.history(http, { address: target.address, chainId: target.network.caipNetworkId, ...(cursor ? { cursor } : {}) }, signal)
  } catch (error) {
    throw new FetchTransactionsError({ cause: error })
  }
  warnDropped(client, page.dropped, 'activity')
  const known = new Set(before.map((item) => item.id))
  return { items: [...before, ...page.data.filter((item) => !known.has(item.id))], next: page.next ?? undefined }
}

export interface Identity {
  name: string | undefined
  avatar: string | undefined
}

/** The identity (name and avatar) of an address (5 min, persisted). */
export function identityQuery(client: PorticoClient, address: string): QueryDefinition<Identity> {
  return {
    key: ['identity', addressKey(address)],
    lifetimeMs: CACHE_LIFETIMES.IDENTITY,
    async fetch(signal) {
      const { api: calls, http } = await api(client)
      const answer = await calls.identity(http, address, signal)
      return { name: answer.name ?? undefined, avatar: answer.avatar ?? undefined }
    },
    persist: { storageKey: STORAGE_KEYS.IDENTITY_CACHE, id: addressKey(address), schema: object({ name: optional(identitySchema.schema.name), avatar: optional(identitySchema.schema.avatar) }) as never },
  }
}

/** The names registered for an address (the name service's reverse lookup; 5 min, persisted). */
export function accountNamesQuery(client: PorticoClient, address: string): QueryDefinition<string[]> {
  return {
    key: ['accountNames', addressKey(address)],
    lifetimeMs: CACHE_LIFETIMES.ENS,
    async fetch(signal) {
      const { api: calls, http } = await api(client)
      const records = await calls.reverseNames(http, address, signal)
      return records.map((record) => record.name)
    },
    persist: { storageKey: STORAGE_KEYS.ENS_CACHE, id: addressKey(address), schema: size(array(string()), 0, 100) as never },
  }
}
