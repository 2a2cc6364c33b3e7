/** Decimals shown for a balance, in the account and in activity (SPEC.md section 9). */
export const BALANCE_DECIMALS = 3

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * `Intl.NumberFormat#format` takes decimal strings exactly (ECMA-402 Intl.NumberFormat v3, in
 * every engine we support); TypeScript's ES2022 library only declares numbers.
 */
type FormatDecimalString = (value: string) => string

/**
 * A balance in display units (decimal text, as core keeps it) with exactly 3 decimals and its
 * symbol, in the locale's number format: `'10000.0'`, `'ETH'` → `'10,000.000 ETH'` in English,
 * `'10.000,000 ETH'` in German. Extra decimals are cut, never rounded up, so the modal never shows
 * more than the wallet holds; the text reaches `Intl.NumberFormat` as a string, so large balances
 * keep every digit. Text that is not a plain decimal number is shown as it is.
 */
export function formatBalance(balance: string, symbol?: string, locale = 'en', decimals = BALANCE_DECIMALS): string {
  const match = DECIMAL.exec(balance.trim())
  let amount = balance.trim()
  if (match && (match[2] || match[3])) {
    const [, sign = '', whole = '', fraction = ''] = match
    const integer = whole.replace(/^0+(?=\d)/, '') || '0'
    const cut = fraction.slice(0, decimals).padEnd(decimals, '0')
    const isZero = /^0*$/.test(integer + cut)
    const exact = `${isZero ? '' : sign}${integer}${decimals > 0 ? `.${cut}` : ''}`
    const format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format as unknown as FormatDecimalString
    amount = format(exact)
  }
  return symbol ? `${amount} ${symbol}` : amount
}
