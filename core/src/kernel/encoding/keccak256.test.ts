import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keccak256 } from './keccak256.js'

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
/** ASCII text as bytes (every input here is ASCII). */
const text = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0))

describe('keccak256', () => {
  // Digests from viem's keccak256 (the original Keccak padding Ethereum uses, not SHA3-256's).
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    ['The quick brown fox jumps over the lazy dog', '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15'],
    ['a'.repeat(135), '34367dc248bbd832f4e3e69dfaac2f92638bd0bbd18f2912ba4ef454919cf446'],
    ['b'.repeat(136), '121b76d0b19f3c2c7632310b92c54cddd59d16a6b5aafe84696426f10e5733bf'],
    ['c'.repeat(137), '75fa65a2b7c62a0b55ccf8961895f9019fa2c054a293bb2a7f2bfba9d750e9ab'],
    ['x'.repeat(300), '956875d0d3af4718863b89e475911881cebd1cd08cfe3c2fcd0890d29def1e37'],
  ])('hashes %j (one block, the last byte of a block, two blocks, three)', (input, digest) => {
    expect(hex(keccak256(text(input)))).toBe(digest)
  })

  it('always gives 32 bytes, the same for the same input (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const digest = keccak256(bytes)
        expect(digest).toHaveLength(32)
        expect(keccak256(Uint8Array.from(bytes))).toEqual(digest)
      }),
      { numRuns: 100 },
    )
  })
})
