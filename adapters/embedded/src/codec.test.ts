import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBase58, fromBase64, toBase58, toBase64 } from './codec.js'



describe('codec', () => {
  it('round-trips base58 and base64, and base64 matches the platform encoder', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(fromBase58(toBase58(bytes))).toEqual(bytes)
        expect(fromBase64(toBase64(bytes))).toEqual(bytes)
        expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
      }),
    )
  })

  it('knows the reference vectors and refuses foreign characters', () => {
    expect(toBase58(Uint8Array.from('Hello World!', (char) => char.charCodeAt(0)))).toBe('2NEpo7TZRRrLZSi2U')
    expect(toBase58(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(() => fromBase58('0OIl')).toThrow(TypeError)
    expect(() => fromBase64('a')).toThrow(TypeError)
    expect(() => fromBase64('ab$=')).toThrow(TypeError)
  })
})
