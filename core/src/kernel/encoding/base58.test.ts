import { base58 as reference } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE58_ALPHABET, base58Decode, base58Encode } from './base58.js'
import { expectDecodesLike } from './decodesLike.testkit.js'

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => new Uint8Array((text.match(/../g) ?? []).map((pair) => parseInt(pair, 16)))

describe('base58', () => {
  it.each([
    ['', ''],
    ['00', '1'],
    ['0000', '11'],
    ['61', '2g'],
    ['626262', 'a3gV'],
    ['636363', 'aPEr'],
    ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
    ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
    ['0000287fb4cd', '11233QC4'],
  ])('encodes %s as %j and back', (bytesHex, text) => {
    expect(base58Encode(fromHex(bytesHex))).toBe(text)
    expect(hex(base58Decode(text))).toBe(bytesHex)
  })

  it('decodes the 32 bytes of a Solana system program address', () => {
    expect(base58Decode('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
  })

  it.each(['0', 'O', 'I', 'l', ' 1', '1+', 'é'])('refuses the character in %j', (text) => {
    expect(() => base58Decode(text)).toThrow(
      expect.objectContaining({ code: 'INVALID_BASE58', shortMessage: 'Invalid base58 string' }),
    )
  })

  it('round-trips any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const text = base58Encode(bytes)
        expect(text).toMatch(/^[1-9A-HJ-NP-Za-km-z]*$/)
        expect(base58Decode(text)).toEqual(bytes)
      }),
    )
  })

  it('round-trips any canonical base58 text (property)', () => {
    // Every base58 text is canonical: leading '1's are zero bytes, the rest is one number.
    const canonical = fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), maxLength: 60 })
    fc.assert(
      fc.property(canonical, (text) => {
        expect(base58Encode(base58Decode(text))).toBe(text)
      }),
    )
  })

  // @scure/base is an independent, audited implementation (in the tree through viem and the WalletConnect SDK).
  it('encodes as an independent implementation does, leading zero bytes included (property)', () => {
    const zeroLed = fc
      .tuple(fc.nat(4), fc.uint8Array({ maxLength: 64 }))
      .map(([zeros, rest]) => Uint8Array.from([...new Array<number>(zeros).fill(0), ...rest]))
    fc.assert(
      fc.property(zeroLed, (bytes) => {
        expect(base58Encode(bytes)).toBe(reference.encode(bytes))
      }),
    )
  })

  it('accepts exactly the texts an independent implementation accepts, with the same bytes (property)', () => {
    expectDecodesLike(base58Decode, reference, [...BASE58_ALPHABET, '0', 'O', 'I', 'l', ' ', '+', '\u00e9'], 'INVALID_BASE58', 40)
  })
})
