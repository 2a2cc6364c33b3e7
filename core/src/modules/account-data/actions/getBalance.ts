import { accountTarget, tokenBalancesQuery } from '../accountQueries.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { isUnsupportedNetwork } from '../../network/index.js'
import type { QueryDefinition } from '../../../kernel/query/createQueryCache.js'
import { CACHE_LIFETIMES } from '../../../kernel/storage/cacheLifetimes.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { shallowEqual } from '../../../kernel/store/createStore.js'
import { watchSelector } from '../../../kernel/store/watchSelector.js'
import type { CaipAddress, ChainNamespace } from '../../../kernel/types/namespace.js'
import { object, size, string } from 'superstruct'
import { activeConnection, activeNamespace } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/** After a failed balance read, no new read for this long (SPEC.md section 8). */
export const BALANCE_RETRY_BLOCK_MS = 30_000

const nativeBalanceSchema = object({ balance: size(string(), 1, 100), symbol: size(string(), 0, 32) })

export interface GetBalanceParams {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export interface GetBalanceReturnType {
  /** The account the balance belongs to. */
  caipAddress: CaipAddress | undefined
  /** In display units, as decimal text (never rounded); undefined until read. */
  balance: string | undefined
  symbol: string | undefined
  isLoading: boolean
  /** The last read's failure, while no newer read succeeded. */
  error: unknown
}

/** The balance query of a namespace's active account, or undefined where nothing can be read. */
export function balanceQuery(client: PorticoClient, namespace: ChainNamespace | undefined): QueryDefinition<{ balance: string; symbol: string }> | undefined {
  const current = activeConnection(client, namespace)
  const adapter = namespace ? client.chainAdapters.get(namespace) : undefined
  const network = current ? client.controllers.chains.findNetwork(current.entry.caipNetworkId) : undefined
  if (!current || !adapter || !network || isUnsupportedNetwork(network)) return undefined
  const { address } = current.entry
  const caipAddress = `${network.caipNetworkId}:${address}`
  return {
    key: ['balance', caipAddress],
    lifetimeMs: CACHE_LIFETIMES.NATIVE_BALANCE,
    retryBlockMs: BALANCE_RETRY_BLOCK_MS,
    fetch: (signal) => adapter.getBalance({ address, network, signal }),
    persist: { storageKey: STORAGE_KEYS.NATIVE_BALANCE_CACHE, id: caipAddress, schema: nativeBalanceSchema },
  }
}

/** The native balance of a namespace's account (default: the active one), from the query cache. */
export const getBalance = publicAction('getBalance', function getBalance(client: PorticoClient, params: GetBalanceParams = {}): GetBalanceReturnType {
  const query = balanceQuery(client, params.namespace ?? activeNamespace(client))
  const entry = query ? client.queries.get<{ balance: string; symbol: string }>(query.key) : undefined
  return {
    caipAddress: query?.key[1] as CaipAddress | undefined,
    balance: entry?.data?.balance,
    symbol: entry?.data?.symbol,
    isLoading: entry?.isFetching ?? false,
    error: entry?.status === 'error' ? entry.error : undefined,
  }
})

/** Calls `onChange` whenever {@link getBalance} would return something else. */
export const watchBalance = publicAction('watchBalance', function watchBalance(
  client: PorticoClient,
  onChange: (balance: GetBalanceReturnType, previous: GetBalanceReturnType) => void,
  params: GetBalanceParams = {},
): () => void {
  return watchSelector(
    [client.controllers.connection, client.controllers.chains, client.queries],
    () => getBalance(client, params),
    onChange,
    shallowEqual,
  )
})

/**
 * Reads the native balance again (after a send, say), past its cache lifetime but not past the
 * retry block; the token list, when it was loaded, is read again with it (a send changes both).
 * Resolves when the reads settled; a failure keeps the previous balance (and is logged).
 */
export const refreshBalance = publicAction('refreshBalance', async function refreshBalance(client: PorticoClient, params: GetBalanceParams = {}): Promise<void> {
  const namespace = params.namespace ?? activeNamespace(client)
  const query = balanceQuery(client, namespace)
  const target = accountTarget(client, namespace)
  const tokens = target ? tokenBalancesQuery(client, target) : undefined
  await Promise.all([
    query ? client.queries.fetch(query, { force: true }) : undefined,
    tokens && client.queries.get(tokens.key) ? client.queries.fetch(tokens, { force: true }) : undefined,
  ])
})
