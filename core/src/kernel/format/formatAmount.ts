/** A whole amount in the smallest unit: decimal digits only. */
const WHOLE = /^(0|[1-9][0-9]*)$/
/** A display amount: digits with at most one point. */
const DISPLAY = /^(\d*)(?:\.(\d*))?$/
/** Longest amount text taken (a uint256 has 78 digits). */
const MAX_DIGITS = 80

/**
 * An amount in the smallest unit (wei, lamports) as display units, exactly: `1500000000000000000n`
 * with 18 decimals is `'1.5'`. No rounding and no float: every digit is kept; trailing zeros of
 * the fraction go.
 * @throws RangeError for a negative amount, a malformed one, or decimals outside 0..255.
 */
export function toDisplayUnits(amount: bigint | string, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError(`decimals must be 0..255, got ${decimals}`)
  const text = typeof amount === 'bigint' ? amount.toString(10) : amount
  if (typeof text !== 'string' || text.length > MAX_DIGITS || !WHOLE.test(text)) throw new RangeError('amount must be a non-negative whole number')
  if (decimals === 0) return text
  const padded = text.padStart(decimals + 1, '0')
  const whole = padded.slice(0, -decimals)
  const fraction = padded.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * A display amount typed by a visitor (`'1.5'`, after `sanitizeAmountInput`) in the smallest unit,
 * exactly. More fraction digits than the currency has is an error, never a silent rounding.
 * @throws RangeError for a malformed amount, too many fraction digits, or decimals outside 0..255.
 */
export function toSmallestUnit(display: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError(`decimals must be 0..255, got ${decimals}`)
  const match = typeof display === 'string' && display.length <= MAX_DIGITS ? DISPLAY.exec(display.trim()) : null
  if (!match || (!match[1] && !match[2])) throw new RangeError('amount must be a decimal number')
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals) throw new RangeError(`at most ${decimals} decimals`)
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}
