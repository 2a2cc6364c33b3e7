/** The message shown next to an e-mail field that fails {@link isValidEmail} (SPEC.md section 5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'

/** Local part: the unquoted characters of RFC 5322, dots only between characters. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
/** One DNS label: letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
/** Top-level domain: letters (or an IDN `xn--` form), at least 2. */
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

/**
 * A pragmatic e-mail format check (SPEC.md section 5): `local@domain.tld`, at most 254
 * characters, a local part of at most 64 unquoted characters without leading, trailing or double
 * dots, and a domain of at least two DNS labels ending in an alphabetic top-level domain. Quoted
 * local parts, IP-literal domains and non-ASCII addresses are refused.
 */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 254) return false
  const at = value.lastIndexOf('@')
  if (at < 1) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  const tld = labels[labels.length - 1] ?? ''
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TLD.test(tld)
  )
}
