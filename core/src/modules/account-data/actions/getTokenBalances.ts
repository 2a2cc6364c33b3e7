import { accountTarget, tokenBalancesQuery } from '../accountQueries.js'
import { totalFiatValue, withFiatRule, type TokenBalance } from '../tokenBalances.js'
import { tokenPricesQuery, unpricedTokenAddresses, withPrices, type TokenPrices } from '../tokenPrices.js'
import { watchQueryView } from '../watchQueryView.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { activeNamespace } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

export interface GetTokenBalancesParams {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export interface GetTokenBalancesReturnType {
  /** The account the balances belong to (CAIP-10), undefined when not connected. */
  caipAddress: string | undefined
  /** The balances worth showing (tokens with zero decimals dropped), in the API's order. */
  balances: readonly TokenBalance[]
  /**
   * The sum of the known values in the currency, undefined when none is known. Every fiat figure
   * here (this total, each balance's `price` and `value`) follows one rule (`fiatRuleOf`): 0 on a
   * testnet (SPEC.md section 9, shown "$0.00"), none on a network the site does not list.
   */
  totalValue: number | undefined
  isLoading: boolean
  /** 'Token Balance Unavailable' after a failed fetch or on an unsupported network, while no newer fetch succeeded. */
  error: unknown
}

const NONE: readonly TokenBalance[] = Object.freeze([])

function tokenQuery(client: PorticoClient, params: GetTokenBalancesParams) {
  const target = accountTarget(client, params.namespace ?? activeNamespace(client))
  return target ? tokenBalancesQuery(client, target) : undefined
}

/**
 * The site's network the account is on; undefined when not connected or on a chain the site does
 * not list (then no balance is read, and no figure is given).
 */
function accountNetwork(client: PorticoClient, params: GetTokenBalancesParams) {
  return accountTarget(client, params.namespace ?? activeNamespace(client))?.network
}

/** The price query the listed balances need, or undefined when the balance answer priced them all. */
function priceQuery(client: PorticoClient, params: GetTokenBalancesParams) {
  const query = tokenQuery(client, params)
  const entry = query ? client.queries.get<TokenBalance[]>(query.key) : undefined
  const addresses = entry?.status === 'success' && entry.data ? unpricedTokenAddresses(entry.data) : []
  return addresses.length > 0 ? tokenPricesQuery(client, addresses) : undefined
}

/**
 * The token balances of a namespace's account (default: the active one), from the query cache;
 * tokens the balance answer did not price get the token-price cache's price and value when known.
 */
export const getTokenBalances = publicAction('getTokenBalances', function getTokenBalances(client: PorticoClient, params: GetTokenBalancesParams = {}): GetTokenBalancesReturnType {
  const query = tokenQuery(client, params)
  const entry = query ? client.queries.get<TokenBalance[]>(query.key) : undefined
  const prices = priceQuery(client, params)
  const listed = entry?.status === 'error' ? NONE : (entry?.data ?? NONE)
  const network = accountNetwork(client, params)
  const balances = withFiatRule(withPrices(listed, prices ? client.queries.get<TokenPrices>(prices.key)?.data : undefined), network)
  return {
    caipAddress: query?.key[1] as string | undefined,
    balances,
    totalValue: totalFiatValue(balances, network),
    isLoading: entry?.isFetching ?? false,
    error: entry?.status === 'error' ? entry.error : undefined,
  }
})

/** Calls `onChange` whenever {@link getTokenBalances} would return something else. */
export const watchTokenBalances = publicAction('watchTokenBalances', function watchTokenBalances(
  client: PorticoClient,
  onChange: (balances: GetTokenBalancesReturnType, previous: GetTokenBalancesReturnType) => void,
  params: GetTokenBalancesParams = {},
): () => void {
  return watchQueryView(
    client,
    () => [tokenQuery(client, params), priceQuery(client, params)].filter((query) => query !== undefined),
    () => getTokenBalances(client, params),
    onChange,
  )
})

/**
 * Fetches the token balances unless the cached ones are fresh (30 s) or a failure blocks retries
 * (30 s); `force` skips the freshness, never the block. Then the prices the balance answer left out
 * (token price, 15 s); a failed price read only leaves those values unknown. Resolves when
 * settled; never rejects (a failure is in {@link getTokenBalances}' `error`).
 */
export const fetchTokenBalances = publicAction('fetchTokenBalances', async function fetchTokenBalances(
  client: PorticoClient,
  params: GetTokenBalancesParams & { force?: boolean } = {},
): Promise<void> {
  const query = tokenQuery(client, params)
  if (query) await client.queries.fetch(query, { force: params.force ?? false })
  const prices = priceQuery(client, params)
  if (prices) await client.queries.fetch(prices)
})
