// Base58 and base64 for the pairing wallet's wire formats (a copy of the adapter's: test tooling imports no product code).
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bytes as base58 text (Solana messages, keys and signatures on the wire). */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index++) {
    let carry = bytes[index] as number
    for (let digit = 0; digit < digits.length; digit++) {
      carry += (digits[digit] as number) << 8
      digits[digit] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  return '1'.repeat(zeros) + digits.reverse().map((digit) => BASE58[digit]).join('')
}

/** Base58 text as bytes, or undefined when it holds a character outside the alphabet. */
export function base58DecodeOrUndefined(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index++) {
    let carry = BASE58.indexOf(text.charAt(index))
    if (carry < 0) return undefined
    for (let byte = 0; byte < bytes.length; byte++) {
      carry += (bytes[byte] as number) * 58
      bytes[byte] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Bytes as standard base64 (Solana transactions on the wire). */
export function base64Encode(bytes: Uint8Array): string {
  let out = ''
  for (let index = 0; index < bytes.length; index += 3) {
    const [a, b, c] = [bytes[index] as number, bytes[index + 1], bytes[index + 2]]
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += BASE64[(triple >> 18) & 63]! + BASE64[(triple >> 12) & 63]!
    out += b === undefined ? '=' : BASE64[(triple >> 6) & 63]!
    out += c === undefined ? '=' : BASE64[triple & 63]!
  }
  return out
}

/** Standard base64 as bytes, or undefined when it is not base64. */
export function base64DecodeOrUndefined(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined
  const clean = text.replace(/=+$/, '')
  const out: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of clean) {
    buffer = (buffer << 6) | BASE64.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out.push((buffer >> bits) & 0xff)
    }
  }
  return Uint8Array.from(out)
}

export function base58Decode(text: string): Uint8Array {
  const bytes = base58DecodeOrUndefined(text)
  if (!bytes) throw Object.assign(new Error('Invalid base58'), { code: -32602 })
  return bytes
}

export function base64Decode(text: string): Uint8Array {
  const bytes = base64DecodeOrUndefined(text)
  if (!bytes) throw Object.assign(new Error('Invalid base64'), { code: -32602 })
  return bytes
}
