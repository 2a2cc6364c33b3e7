import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withSignature } from '../handles/createSolanaHandle.js'
import { base58Decode, base58Encode } from './base58.js'
import { base64Decode, base64Encode } from './base64.js'

describe('wire encodings', () => {
  it('base58 and base64 round-trip any bytes, and agree with Node', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
        expect(base64Encode(bytes)).toBe(Buffer.from(bytes).toString('base64'))
        expect(base64Decode(base64Encode(bytes))).toEqual(bytes)
      }),
    )
  })

  it('refuses text that is not of the alphabet', () => {
    expect(base58Decode('0OIl')).toBeUndefined()
    expect(base64Decode('a$==')).toBeUndefined()
    expect(base64Decode('abc')).toBeUndefined()
  })

  it('puts a signature in the slot of its signer in a legacy transaction', () => {
    const signer = new Uint8Array(32).fill(7)
    const other = new Uint8Array(32).fill(9)
    // 2 signatures; header: 2 required, 0, 0; 2 keys (other first, signer second); then the rest.
    const tx = Uint8Array.from([2, ...new Array(128).fill(0), 2, 0, 0, 2, ...other, ...signer, 1, 2, 3])
    const signature = new Uint8Array(64).fill(5)
    const signed = withSignature(tx, signer, signature)
    expect([...signed.subarray(1, 65)]).toEqual(new Array(64).fill(0))
    expect([...signed.subarray(65, 129)]).toEqual(new Array(64).fill(5))
    expect(() => withSignature(tx, new Uint8Array(32).fill(1), signature)).toThrow()
  })
})
