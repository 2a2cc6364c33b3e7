const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Standard base64 (with padding) of `bytes`. */
export function encodeBase64(bytes: Uint8Array): string {
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

/** True for standard, padded base64 text. */
export function isBase64(text: string): boolean {
  return BASE64.test(text)
}

/**
 * The first `limit` bytes of standard base64 text (all of it without a limit).
 * @throws TypeError for text that is not padded standard base64.
 */
export function decodeBase64(text: string, limit = Infinity): Uint8Array {
  if (!isBase64(text)) throw new TypeError('Not base64')
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
