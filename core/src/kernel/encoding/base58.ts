import { PorticoError } from '../errors/PorticoError.js'

/** The Bitcoin base58 alphabet (no 0, O, I or l), used by Solana addresses and messages. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

// Our own on purpose (issue 22, item 9): @scure/base, the tests' oracle, is one module that builds all
// its codecs when loaded (no bundler can drop them): taking base58 and base64 from it put 2.4 kB gzip more on
// the site bench's page start-up. This is a few hundred bytes; base64 is the runtime's (base64.ts).

/**
 * Decodes a base58 string into bytes. Each leading '1' stands for one leading zero byte.
 * @throws PorticoError code 'INVALID_BASE58' on a character outside the alphabet.
 */
export function base58Decode(value: string): Uint8Array {
  let zeros = 0
  while (zeros < value.length && value[zeros] === '1') zeros++
  // Little-endian base-256 digits of the number after the leading '1's.
  const bytes: number[] = []
  for (let index = zeros; index < value.length; index++) {
    const digit = BASE58_ALPHABET.indexOf(value.charAt(index))
    if (digit < 0) {
      throw new PorticoError('Invalid base58 string', {
        code: 'INVALID_BASE58',
        category: 'VALIDATION_ERROR',
        details: `unexpected character at position ${index}`,
      })
    }
    let carry = digit
    for (let byte = 0; byte < bytes.length; byte++) {
      carry += (bytes[byte] ?? 0) * 58
      bytes[byte] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  const result = new Uint8Array(zeros + bytes.length)
  for (let index = 0; index < bytes.length; index++) result[result.length - 1 - index] = bytes[index] ?? 0
  return result
}

/** Encodes bytes as base58. Each leading zero byte becomes a leading '1'. */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Little-endian base-58 digits of the number after the leading zero bytes.
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index++) {
    let carry = bytes[index] ?? 0
    for (let digit = 0; digit < digits.length; digit++) {
      carry += (digits[digit] ?? 0) << 8
      digits[digit] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let text = '1'.repeat(zeros)
  for (let index = digits.length - 1; index >= 0; index--) text += BASE58_ALPHABET[digits[index] ?? 0]
  return text
}
