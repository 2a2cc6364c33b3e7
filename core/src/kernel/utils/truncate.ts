import { PorticoError } from '../errors/PorticoError.js'

const ELLIPSIS = '...'

export interface TruncateAddressOptions {
  /**
   * Characters kept at the start. A `0x` prefix counts among them: `0x1234...` keeps `0x12`.
   * @default 4
   */
  start?: number
  /**
   * Characters kept at the end.
   * @default 6
   */
  end?: number
}

/**
 * Shortens an address for display to its first `start` and last `end` characters joined with
 * '...' (SPEC.md section 9: 4 and 6). A `0x` prefix counts in the start characters, so an EVM
 * address shows as `0x12...abcdef`, the same width as any other namespace's address. An address
 * that truncation would not make shorter is returned whole. Counts code points, never splitting one.
 * @throws PorticoError code 'INVALID_ARGUMENT' when `start` or `end` is not a whole number of at least 0.
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const { start = 4, end = 6 } = options
  assertCount(start, 'start', 0)
  assertCount(end, 'end', 0)
  const chars = Array.from(address)
  if (chars.length <= start + end + ELLIPSIS.length) return address
  return `${chars.slice(0, start).join('')}${ELLIPSIS}${chars.slice(chars.length - end).join('')}`
}

/**
 * Shortens an e-mail address for display when it is longer than `max` characters (SPEC.md
 * section 9: 30). The domain stays visible and the local part is cut with '...'
 * (`averyveryverylongname@example.com` gives `averyveryverylo...@example.com`). When even the
 * domain does not fit, the address is cut at the end instead. The result never exceeds `max`.
 * Counts code points, never splitting one.
 * @throws PorticoError code 'INVALID_ARGUMENT' when `max` is not a whole number of at least 4.
 */
export function truncateEmail(email: string, max = 30): string {
  assertCount(max, 'max', ELLIPSIS.length + 1)
  const chars = Array.from(email)
  if (chars.length <= max) return email
  const at = chars.lastIndexOf('@')
  const domain = at > 0 ? chars.slice(at) : []
  const keep = max - ELLIPSIS.length - domain.length
  if (domain.length > 0 && keep >= 1) return `${chars.slice(0, keep).join('')}${ELLIPSIS}${domain.join('')}`
  return `${chars.slice(0, max - ELLIPSIS.length).join('')}${ELLIPSIS}`
}

function assertCount(value: number, name: string, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new PorticoError('Invalid truncation length', {
      code: 'INVALID_ARGUMENT',
      category: 'VALIDATION_ERROR',
      details: `${name} must be a whole number of at least ${min}`,
    })
  }
}
