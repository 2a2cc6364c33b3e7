import { fiatRuleOf } from '../../kernel/format/formatFiat.js'
import type { Network } from '../../kernel/types/network.js'
import { sanitizeImageUrl } from '../../kernel/utils/urlSafety.js'

/** A token balance (SPEC.md section 3): `address` is absent for the native currency. */
export interface TokenBalance {
  name: string
  symbol: string
  /** The CAIP-2 network id, e.g. 'eip155:1'. */
  chainId: string
  /** The token's contract or mint address; undefined for the native currency. */
  address: string | undefined
  /** The holding's value in the requested currency, when a price is known. */
  value: number | undefined
  /** The price of one token in the requested currency, when known. */
  price: number | undefined
  /** `decimals` as text and `numeric`, the amount in display units as decimal text. */
  quantity: { decimals: string; numeric: string }
  /** A safe image URL (https or data:image), or undefined. */
  iconUrl: string | undefined
}

/** What a balance answer may hold before it is trusted (the API's or a wallet's). */
export interface RawTokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string | null | undefined
  value?: number | null | undefined
  price?: number | null | undefined
  quantity: { decimals: string; numeric: string }
  iconUrl?: string | null | undefined
}

const DECIMAL_TEXT = /^\d+(?:\.\d+)?$/

const finiteOrUndefined = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined)

/**
 * The balances worth showing (SPEC.md section 5, balance filter): tokens whose decimals are exactly
 * zero are dropped as low quality; so is anything whose amount is not a plain non-negative decimal
 * (a hostile answer). Icons pass the URL-safety check or are left out.
 */
export function filterTokenBalances(balances: readonly RawTokenBalance[]): TokenBalance[] {
  const kept: TokenBalance[] = []
  for (const balance of balances) {
    const decimals = balance.quantity.decimals.trim()
    if (!/^\d{1,3}$/.test(decimals) || Number(decimals) === 0) continue
    const numeric = balance.quantity.numeric.trim()
    if (!DECIMAL_TEXT.test(numeric)) continue
    kept.push({
      name: balance.name,
      symbol: balance.symbol,
      chainId: balance.chainId,
      address: balance.address ?? undefined,
      value: finiteOrUndefined(balance.value),
      price: finiteOrUndefined(balance.price),
      quantity: { decimals, numeric },
      iconUrl: sanitizeImageUrl(balance.iconUrl ?? undefined),
    })
  }
  return kept
}

/** The sum of the known values, or undefined when no balance has one. */
export function totalTokenValue(balances: readonly TokenBalance[]): number | undefined {
  let total: number | undefined
  for (const balance of balances) if (balance.value !== undefined) total = (total ?? 0) + balance.value
  return total
}

/**
 * The list under the network's fiat rule (`fiatRuleOf`): on a testnet every price and value is 0
 * (shown "$0.00", SPEC.md section 9), on an unsupported network none is known; elsewhere the list
 * as priced. The same list object when nothing changes.
 */
export function withFiatRule(balances: readonly TokenBalance[], network: Network | undefined): readonly TokenBalance[] {
  const rule = fiatRuleOf(network)
  if (rule === 'priced') return balances
  const figure = rule === 'zero' ? 0 : undefined
  if (balances.every((balance) => balance.value === figure && balance.price === figure)) return balances
  return balances.map((balance) => ({ ...balance, value: figure, price: figure }))
}

/** The account's total under the network's fiat rule: 0 on a testnet, none on an unsupported network. */
export function totalFiatValue(balances: readonly TokenBalance[], network: Network | undefined): number | undefined {
  const rule = fiatRuleOf(network)
  if (rule === 'none') return undefined
  if (rule === 'zero') return 0
  return totalTokenValue(balances)
}
