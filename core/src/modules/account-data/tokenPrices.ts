import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import type { QueryDefinition } from '../../kernel/query/createQueryCache.js'
import { CACHE_LIFETIMES } from '../../kernel/storage/cacheLifetimes.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { number, record, size, string } from 'superstruct'
import { addressKey } from './addressKey.js'
import type { TokenBalance } from './tokenBalances.js'

/** Prices per token address (as asked: EVM lowercase, other namespaces exact), in the currency. */
export type TokenPrices = Readonly<Record<string, number>>

/** At most this many tokens are priced in one request. */
export const MAX_PRICED_TOKENS = 100

/**
 * The tokens of a list whose price the balance answer did not give: their addresses (the API's
 * CAIP-10 form; EVM ones lowercase, base58 ones exact, see {@link addressKey}), sorted, without repeats. The native currency has no address and is
 * priced only by the balance answer.
 */
export function unpricedTokenAddresses(balances: readonly TokenBalance[]): string[] {
  const wanted = new Set<string>()
  for (const balance of balances) if (balance.price === undefined && balance.address) wanted.add(addressKey(balance.address))
  return [...wanted].sort().slice(0, MAX_PRICED_TOKENS)
}

/**
 * The token prices of `addresses` (`POST /v1/fungible/price`; token price, 15 s, persisted). An
 * answer is matched by the address it names; entries naming no address asked for, or a price
 * that is not a finite non-negative number, are ignored.
 */
export function tokenPricesQuery(client: PorticoClient, addresses: readonly string[], currency = 'usd'): QueryDefinition<TokenPrices> {
  const asked = [...addresses]
  return {
    key: ['tokenPrices', currency, ...asked],
    lifetimeMs: CACHE_LIFETIMES.TOKEN_PRICE,
    async fetch(signal) {
      const [module, http] = await Promise.all([import('./services/blockchainApi.js'), client.services.client('blockchain')])
      const answer = await module.blockchainApi.prices(http, { addresses: asked, projectId: client.options.projectId, currency }, signal)
      const wanted = new Set(asked)
      const prices = Object.create(null) as Record<string, number>
      for (const fungible of answer.fungibles) {
        const address = fungible.address === undefined ? undefined : addressKey(fungible.address)
        if (!address || !wanted.has(address) || !Number.isFinite(fungible.price) || fungible.price < 0) continue
        prices[address] = fungible.price
      }
      return prices
    },
    persist: {
      storageKey: STORAGE_KEYS.TOKEN_PRICE_CACHE,
      id: `${currency}:${asked.join(',')}`,
      schema: record(size(string(), 1, 300), number()) as never,
    },
  }
}

/** The list with a price and value filled in where the balance answer had none and a price is known. */
export function withPrices(balances: readonly TokenBalance[], prices: TokenPrices | undefined): readonly TokenBalance[] {
  if (!prices) return balances
  let changed = false
  const priced = balances.map((balance) => {
    const key = balance.address === undefined ? undefined : addressKey(balance.address)
    const price = balance.price === undefined && key && Object.hasOwn(prices, key) ? prices[key] : undefined
    if (price === undefined) return balance
    const amount = Number(balance.quantity.numeric)
    if (!Number.isFinite(amount)) return balance
    changed = true
    return { ...balance, price, value: amount * price }
  })
  return changed ? priced : balances
}
