import type { RandomPort } from './ports.js'

/** The one member of `crypto` the platform needs. */
export interface RandomValuesSource {
  getRandomValues<T extends Uint8Array>(array: T): T
}

/** Bytes in an id: 128 bits, as the RandomPort promises. */
export const RANDOM_ID_BYTES = 16

/** `crypto.getRandomValues` fills at most this many bytes per call. */
const MAX_BYTES_PER_CALL = 65_536

/**
 * Crypto-strength randomness over `crypto.getRandomValues` (never `Math.random`).
 * `id()` is 16 random bytes as 32 lowercase hex digits.
 * Without `getRandomValues`, `id()` and `bytes()` throw (weak ids would be worse); creating the
 * port does not, so a platform that replaces it still starts.
 */
export function createCryptoRandom(source: RandomValuesSource | undefined): RandomPort {
  const bytes = (length: number): Uint8Array => {
    if (!source || typeof source.getRandomValues !== 'function') {
      throw new Error('Portico needs crypto.getRandomValues for random ids; pass a random port in the platform option')
    }
    const out = new Uint8Array(checkLength(length))
    for (let start = 0; start < out.length; start += MAX_BYTES_PER_CALL) {
      source.getRandomValues(out.subarray(start, Math.min(out.length, start + MAX_BYTES_PER_CALL)))
    }
    return out
  }
  return { bytes, id: () => toHex(bytes(RANDOM_ID_BYTES)) }
}

/** Lowercase hex of the bytes. */
export function toHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** A valid byte count, or a RangeError. */
export function checkLength(length: number): number {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`A byte count must be a non-negative integer, got ${String(length)}`)
  }
  return length
}
