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
 * The account's value to show: 0 on a testnet or an unsupported network (SPEC.md section 9: the
 * balance shows 0.00 there), else the sum of the known values; undefined when none is known.
 */
export function accountFiatValue(total: number | undefined, network: Network | undefined): number | undefined {
  if (isUnsupportedNetwork(network) || network?.testnet) return 0
  return total
}
