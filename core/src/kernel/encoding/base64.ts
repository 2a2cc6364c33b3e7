import { PorticoError } from '../errors/PorticoError.js'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
// Padded groups only, and the bits the padding leaves over must be zero (one text per byte string:
// 'AAX=' is refused, as strict decoders refuse it, instead of being read as 'AAU=').
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?$/

/** Standard base64 (with padding) of `bytes`: stored images, serialized Solana transactions. */
export function base64Encode(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0
    const b = bytes[i + 1]
    const c = bytes[i + 2]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]!
    out += c === undefined ? '=' : ALPHABET[n & 63]!
  }
  return out
}

/** True for canonical standard base64 text: padded, with zero bits under the padding (the only form `base64Decode` takes). */
export function isBase64(text: string): boolean {
  return BASE64.test(text)
}

/**
 * The first `limit` bytes of standard, padded base64 text (all of it without a limit).
 * @throws PorticoError code 'INVALID_BASE64' for anything else (unpadded, URL-safe, spaces, line breaks,
 *   non-zero bits under the padding).
 */
export function base64Decode(text: string, limit = Infinity): Uint8Array {
  if (!isBase64(text)) {
    throw new PorticoError('Invalid base64 string', {
      code: 'INVALID_BASE64',
      category: 'VALIDATION_ERROR',
      details: `${text.length} characters, not canonical padded standard base64`,
    })
  }
  const groups = Math.min(text.length / 4, Math.ceil(limit / 3))
  const bytes: number[] = []
  for (let g = 0; g < groups; g++) {
    const chunk = text.slice(g * 4, g * 4 + 4)
    const n = [...chunk].reduce((sum, char) => (sum << 6) | Math.max(0, ALPHABET.indexOf(char)), 0)
    bytes.push((n >> 16) & 255)
    if (chunk[2] !== '=') bytes.push((n >> 8) & 255)
    if (chunk[3] !== '=') bytes.push(n & 255)
  }
  return Uint8Array.from(bytes.slice(0, limit))
}
