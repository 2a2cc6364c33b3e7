import { checkLength, RANDOM_ID_BYTES, toHex } from './cryptoRandom.js'
import type { RandomPort } from './ports.js'

/**
 * Deterministic randomness for tests: the same seed gives the same ids and bytes, run after run.
 * NOT crypto-strength; never use it outside tests. The generator is mulberry32 (32-bit state).
 */
export function createSeededRandom(seed: number): RandomPort {
  if (!Number.isFinite(seed)) throw new RangeError(`A random seed must be a finite number, got ${String(seed)}`)
  let state = Math.trunc(seed) >>> 0
  const next32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return (mixed ^ (mixed >>> 14)) >>> 0
  }
  const bytes = (length: number): Uint8Array => {
    const out = new Uint8Array(checkLength(length))
    for (let index = 0; index < out.length; index += 4) {
      let word = next32()
      for (let offset = 0; offset < 4 && index + offset < out.length; offset++) {
        out[index + offset] = word & 0xff
        word >>>= 8
      }
    }
    return out
  }
  return { bytes, id: () => toHex(bytes(RANDOM_ID_BYTES)) }
}
