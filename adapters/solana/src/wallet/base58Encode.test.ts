import fc from 'fast-check'
import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { base58Encode } from './base58Encode.js'

describe('base58Encode', () => {
  it('writes 32-byte keys as web3.js does', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(base58Encode(bytes)).toBe(new PublicKey(bytes).toBase58())
      }),
    )
  })

  it('keeps leading zero bytes as 1s', () => {
    expect(base58Encode(new Uint8Array(64))).toBe('1'.repeat(64))
    expect(base58Encode(Uint8Array.of(0, 0, 1))).toBe('112')
    expect(base58Encode(new Uint8Array())).toBe('')
  })
})
