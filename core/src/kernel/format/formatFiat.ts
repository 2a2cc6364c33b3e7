import { isUnsupportedNetwork } from '../../modules/network/index.js'
import type { Network } from '../types/network.js'

/** Decimals shown for a value in a currency (SPEC.md section 9). */
export const CURRENCY_DECIMALS = 2

/**
 * A value in a currency with exactly 2 decimals in the locale's format: `1234.5`, 'usd' →
 * `'$1,234.50'` in English. A value that is not a finite non-negative number shows as 0.00.
 */
export function formatFiat(value: number, currency = 'usd', locale = 'en'): string {
  const amount = Number.isFinite(value) && value > 0 ? value : 0
  const code = /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : 'USD'
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  }).format(amount)
}

/**
 * What a fiat figure is on a network, the one rule for every figure (the account's worth, the
 * Tokens tab's total, each token's price and value), applied in core so every binding agrees:
 * - `'none'` on a network the site does not list (the 'unsupported network' pseudo network): no
 *   figure at all. Nothing is read there, so a "$0.00" would claim an empty wallet; the account
 *   says it is on an unsupported network instead (`getAccount().isUnsupportedNetwork`).
 * - `'zero'` on a testnet (`network.testnet`): SPEC.md section 9, "Balance shows 0.00 for
 *   testnets", read as every figure being 0 (shown "$0.00"), whatever a price service answers: a
 *   testnet token has no market value, and the header and the Tokens tab never disagree.
 * - `'priced'` elsewhere: the values the prices give, unknown where no price is known.
 */
export type FiatRule = 'priced' | 'zero' | 'none'

/** The {@link FiatRule} of a network; `'priced'` when no network is known. */
export function fiatRuleOf(network: Network | undefined): FiatRule {
  if (isUnsupportedNetwork(network)) return 'none'
  if (network?.testnet) return 'zero'
  return 'priced'
}

/**
 * A fiat figure under the network's {@link FiatRule}: undefined on an unsupported network, 0 on a
 * testnet, else `value` (undefined when unknown).
 */
export function fiatValueOn(value: number | undefined, network: Network | undefined): number | undefined {
  const rule = fiatRuleOf(network)
  if (rule === 'none') return undefined
  if (rule === 'zero') return 0
  return value
}

/**
 * The account's value to show: {@link fiatValueOn} of the sum of the known values (0 on a
 * testnet, none on an unsupported network). `getTokenBalances().totalValue` already follows it.
 */
export function accountFiatValue(total: number | undefined, network: Network | undefined): number | undefined {
  return fiatValueOn(total, network)
}
