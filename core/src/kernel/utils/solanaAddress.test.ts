import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE58_ALPHABET, base58Encode } from '../encoding/base58.js'
import { isSolanaAddress } from './solanaAddress.js'

describe('isSolanaAddress', () => {
  it.each([
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  ])('accepts %s', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    ['too short', '1111111111111111111111111111111'],
    ['too long', `${'z'.repeat(45)}`],
    ['44 characters that decode to more than 32 bytes', 'z'.repeat(44)],
    ['32 characters that decode to fewer than 32 bytes', `1${'2'.repeat(31)}`],
    ['a character outside base58', '0WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['surrounding whitespace', ' 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
  ])('refuses %s', (_, value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it('accepts the encoding of any 32 bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const address = base58Encode(bytes)
        // 32 zero-leading bytes may encode shorter than 32 characters; the rule also needs the length.
        expect(isSolanaAddress(address)).toBe(address.length >= 32)
      }),
    )
  })

  it('refuses the encoding of any other number of bytes (property)', () => {
    const length = fc.integer({ min: 0, max: 40 }).filter((n) => n !== 32)
    fc.assert(
      fc.property(
        length.chain((n) => fc.uint8Array({ minLength: n, maxLength: n })),
        (bytes) => {
          expect(isSolanaAddress(base58Encode(bytes))).toBe(false)
        },
      ),
    )
  })

  it('never throws and accepts only base58 text of 32 to 44 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 50 }), fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), maxLength: 50 })),
        (value) => {
          if (isSolanaAddress(value)) expect(value).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
        },
      ),
    )
  })
})
