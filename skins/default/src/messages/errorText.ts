import type { ErrorCode, Messages } from './en.js'

/**
 * The code of an error or notice as the catalogue keys it: a number for EIP-1193 codes (which the
 * snackbar keeps as text), otherwise the string; undefined when there is none.
 */
export function codeOf(error: { code?: unknown } | undefined): string | number | undefined {
  const raw = error?.code
  if (typeof raw === 'number') return raw
  if (typeof raw !== 'string' || raw === '') return undefined
  return /^-?\d+$/.test(raw) ? Number(raw) : raw
}

/**
 * The display text of an error in the catalogue's language, by its code (an EIP-1193 number, a
 * Portico code or an APKT code); undefined for a code the catalogue does not know. Core's own
 * message stays English and is never shown translated.
 */
export function errorText(messages: Messages, error: { code?: unknown } | undefined): string | undefined {
  const code = codeOf(error)
  if (code === undefined) return undefined
  return Object.hasOwn(messages.errors, code) ? messages.errors[code as ErrorCode] : undefined
}
