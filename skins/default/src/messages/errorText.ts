import type { ErrorCode, Messages } from './en.js'

/**
 * The display text of an error in the catalogue's language, by its code (an EIP-1193 number, a
 * Portico code or an APKT code); undefined for a code the catalogue does not know. Core's own
 * message stays English and is never shown translated.
 */
export function errorText(messages: Messages, error: { code?: unknown } | undefined): string | undefined {
  const raw = error?.code
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  // A numeric code may arrive as text (the snackbar keeps codes as strings).
  const code = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return Object.hasOwn(messages.errors, code) ? messages.errors[code as ErrorCode] : undefined
}
