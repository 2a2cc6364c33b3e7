/**
 * The privacy scrubber: whatever the settings, no analytics or error-report payload carries a
 * pairing URI, an e-mail address, a one-time code, a session token, a signature or a message to
 * be signed. Known shapes are recognised by pattern; a message to be signed has no shape, so the
 * callers pass the values in play (the failing action's arguments) as `secrets`, and those are
 * removed wherever they appear, as text or hex-encoded.
 */
import { utf8Bytes } from '../../../kernel/utils/utf8Bytes.js'

/** What replaces a removed value. */
export const REDACTED = '[redacted]'

/** Keys whose value is never sent, whatever it looks like. */
const SECRET_KEYS = /^(e-?mail|otp|one-?time-?code|code|token|session-?token|access-?token|refresh-?token|id-?token|jwt|signature|sig|uri|pairing-?uri|wc-?uri|siwx-?message|message-?to-?sign|password|secret|private-?key|mnemonic|seed)$/i

/** Pattern-shaped secrets, each replaced by REDACTED. Order matters: URIs before e-mails (a URI may hold an @). */
const SECRET_PATTERNS: readonly RegExp[] = [
  // Pairing URIs: wc:topic@2?relay-protocol=irn&symKey=...
  /\bwc:[^\s"'<>`]+/gi,
  // E-mail addresses.
  /[^\s@"<>(),;:\\]+@[^\s@"'<>(),;:/\\`]+\.[a-z]{2,}/gi,
  // JSON web tokens and bearer credentials.
  /\beyJ[\w-]*\.[\w-]*(\.[\w-]*)?/g,
  /\bbearer\s+[\w.~+/-]+=*/gi,
  // Hex of 64 digits or more: signatures, keys, hashes, encoded messages.
  /\b0x[0-9a-f]{64,}/gi,
  // Six-digit one-time codes (not a line:column of a stack trace, not part of a longer number).
  /(?<![\w:.])\d{6}(?![\w.])/g,
]

/** An EVM address (public, and the subject of error messages): kept. */
const EVM_ADDRESS = /^0x[0-9a-f]{40}$/i

/** Long runs of token characters with both letters and digits: base58/base64 signatures and session tokens. */
const TOKEN_RUN = /[A-Za-z0-9+_=-]{32,}/g

/** The UTF-8 hex of a text, as a wallet may echo a message it was asked to sign. */
function hexOf(text: string): string {
  return [...utf8Bytes(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Removes every secret from a text. `secrets` shorter than 4 characters are ignored (they would erase ordinary words). */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let result = String(text)
  const known = [...new Set(secrets.filter((secret) => typeof secret === 'string' && secret.length >= 4))]
    .flatMap((secret) => [secret, hexOf(secret)])
    .sort((a, b) => b.length - a.length)
  for (const secret of known) result = result.split(secret).join(REDACTED)
  for (const pattern of SECRET_PATTERNS) result = result.replace(pattern, REDACTED)
  return result.replace(TOKEN_RUN, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) && !EVM_ADDRESS.test(run) ? REDACTED : run))
}

/**
 * A deep copy of a JSON-like value with every string scrubbed and the values of secret-named keys
 * removed. Functions, symbols and cycles are dropped; depth is capped at 8.
 */
export function scrubValue(value: unknown, secrets: readonly string[] = [], depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, secrets)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value
  if (typeof value === 'bigint') return value.toString()
  if (typeof value !== 'object' || depth >= 8) return undefined
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, depth + 1))
  const copy: Record<string, unknown> = {}
  let entries: [string, unknown][]
  try {
    entries = Object.entries(value)
  } catch {
    return undefined
  }
  for (const [key, entry] of entries) {
    if (SECRET_KEYS.test(key)) {
      copy[key] = REDACTED
      continue
    }
    const scrubbed = scrubValue(entry, secrets, depth + 1)
    if (scrubbed !== undefined) copy[key] = scrubbed
  }
  return copy
}
