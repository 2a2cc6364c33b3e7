import { base64 as reference } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64Decode, base64Encode, isBase64 } from './base64.js'
import { expectDecodesLike } from './decodesLike.testkit.js'

describe('base64', () => {
  it('encodes like the standard alphabet with padding', () => {
    const bytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)))
    expect(base64Encode(bytes(''))).toBe('')
    expect(base64Encode(bytes('f'))).toBe('Zg==')
    expect(base64Encode(bytes('fo'))).toBe('Zm8=')
    expect(base64Encode(bytes('foo'))).toBe('Zm9v')
    expect(base64Encode(Uint8Array.from([0xff, 0xfe, 0xfd]))).toBe('//79')
  })

  it('decodes what it encodes, also a prefix (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(210), (bytes, limit) => {
        const text = base64Encode(bytes)
        expect(isBase64(text)).toBe(true)
        expect([...base64Decode(text)]).toEqual([...bytes])
        expect([...base64Decode(text, limit)]).toEqual([...bytes.slice(0, limit)])
      }),
    )
  })

  it('refuses text that is not canonical padded standard base64', () => {
    for (const bad of ['Zg', 'Zg=', 'Z===', 'Zm9v!', 'Zm9v\n', 'Zm-_', '====', 'Zg==Zg==', 'Zh==', 'Zm9=']) {
      expect(isBase64(bad)).toBe(false)
      expect(() => base64Decode(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_BASE64', category: 'VALIDATION_ERROR', shortMessage: 'Invalid base64 string' }),
      )
    }
  })

  // @scure/base is an independent, audited implementation (in the tree through viem and the WalletConnect
  // SDK): the two must agree on every text, valid or not.
  it('encodes as an independent implementation does (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(base64Encode(bytes)).toBe(reference.encode(bytes))
      }),
    )
  })

  it('encodes and decodes bytes longer than one slice of the encoder (a large stored image)', () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, index) => (index * 7919) % 251)
    const text = base64Encode(bytes)
    expect(text).toBe(reference.encode(bytes))
    expect(reference.encode(base64Decode(text))).toBe(text)
    expect(reference.encode(base64Decode(text, 40_000))).toBe(reference.encode(bytes.subarray(0, 40_000)))
  })

  it('accepts exactly the texts an independent implementation accepts, with the same bytes (property)', () => {
    expectDecodesLike(base64Decode, reference, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ \n'], 'INVALID_BASE64', 24)
  })
})
