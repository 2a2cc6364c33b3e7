/** Decimals shown for a balance (SPEC.md section 9). */
export const BALANCE_DECIMALS = 3

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * A balance in display units (decimal text, as core keeps it) with exactly 3 decimals and its
 * symbol: `'10000.0'`, `'ETH'` → `'10000.000 ETH'`. Extra decimals are cut, never rounded up, so
 * the modal never shows more than the wallet holds; the text is handled as a string, so large
 * balances keep every digit. Text that is not a plain decimal number is shown as it is.
 */
export function formatBalance(balance: string, symbol?: string, decimals = BALANCE_DECIMALS): string {
  const match = DECIMAL.exec(balance.trim())
  let amount = balance.trim()
  if (match && (match[2] || match[3])) {
    const [, sign = '', whole = '', fraction = ''] = match
    const integer = whole.replace(/^0+(?=\d)/, '') || '0'
    const cut = fraction.slice(0, decimals).padEnd(decimals, '0')
    const isZero = /^0*$/.test(integer + cut)
    amount = `${isZero ? '' : sign}${integer}${decimals > 0 ? `.${cut}` : ''}`
  }
  return symbol ? `${amount} ${symbol}` : amount
}
