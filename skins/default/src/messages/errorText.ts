import type { ErrorCode, Messages } from './en.js'

/**
 * The display text of an error in the catalogue's language, by its code (an EIP-1193 number, a
 * Portico code or an APKT code); undefined for a code the catalogue does not know. Core's own
 * message stays English and is never shown translated.
 */
export function errorText(messages: Messages, error: { code?: unknown } | undefined): string | undefined {
  const code = error?.code
  if (typeof code !== 'string' && typeof code !== 'number') return undefined
  return Object.hasOwn(messages.errors, code) ? messages.errors[code as ErrorCode] : undefined
}
