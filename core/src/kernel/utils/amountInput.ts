import { PorticoError } from '../errors/PorticoError.js'

export interface SanitizeAmountInputOptions {
  /**
   * Most digits kept before the decimal point.
   * @default 12
   */
  maxIntegerDigits?: number
  /**
   * Most digits kept after the decimal point; 0 drops the point.
   * @default 18
   */
  maxDecimals?: number
}

/**
 * Cleans what a visitor typed into an amount field (SPEC.md section 5): keeps only digits, turns
 * a comma into a point, keeps the first point only, drops digits beyond the limits (the last ones
 * typed), and strips leading zeros, keeping a single '0' before a point ('007' gives '7', '.5'
 * gives '0.5', '000' gives '0'). A trailing point is kept so typing '1.' works. Idempotent.
 * @throws PorticoError code 'INVALID_ARGUMENT' when a limit is not a whole number (maxIntegerDigits at least 1).
 */
export function sanitizeAmountInput(raw: string, options: SanitizeAmountInputOptions = {}): string {
  const { maxIntegerDigits = 12, maxDecimals = 18 } = options
  if (
    !Number.isInteger(maxIntegerDigits) ||
    maxIntegerDigits < 1 ||
    !Number.isInteger(maxDecimals) ||
    maxDecimals < 0
  ) {
    throw new PorticoError('Invalid amount input limits', {
      code: 'INVALID_ARGUMENT',
      category: 'VALIDATION_ERROR',
      details: 'maxIntegerDigits must be a whole number of at least 1 and maxDecimals a whole number of at least 0',
    })
  }
  let integer = ''
  let decimals = ''
  let hasPoint = false
  for (const char of String(raw)) {
    if (char >= '0' && char <= '9') {
      if (hasPoint) decimals += char
      else integer += char
    } else if (char === '.' || char === ',') {
      hasPoint = true
    }
  }
  const hadDigitsBeforePoint = integer.length > 0
  integer = integer.replace(/^0+/, '').slice(0, maxIntegerDigits)
  if (integer === '' && (hasPoint || hadDigitsBeforePoint)) integer = '0'
  if (!hasPoint || maxDecimals === 0) return integer
  return `${integer}.${decimals.slice(0, maxDecimals)}`
}
