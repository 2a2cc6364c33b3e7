/**
 * True when decimal text (an API's `quantity.numeric`) is zero: '0', '0.000', '-0', '0e5'.
 * Text that is not a number is not zero.
 */
export function isZeroAmount(amount: string): boolean {
  return /^[+-]?(?:0+(?:\.0*)?|\.0+)(?:e[+-]?\d+)?$/i.test(amount.trim())
}
