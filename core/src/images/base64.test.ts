import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase64, encodeBase64, isBase64 } from './base64.js'

describe('base64', () => {
  it('encodes like the standard alphabet with padding', () => {
    const bytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)))
    expect(encodeBase64(bytes(''))).toBe('')
    expect(encodeBase64(bytes('f'))).toBe('Zg==')
    expect(encodeBase64(bytes('fo'))).toBe('Zm8=')
    expect(encodeBase64(bytes('foo'))).toBe('Zm9v')
    expect(encodeBase64(Uint8Array.from([0xff, 0xfe, 0xfd]))).toBe('//79')
  })

  it('decodes what it encodes, also a prefix (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(210), (bytes, limit) => {
        const text = encodeBase64(bytes)
        expect(isBase64(text)).toBe(true)
        expect([...decodeBase64(text)]).toEqual([...bytes])
        expect([...decodeBase64(text, limit)]).toEqual([...bytes.slice(0, limit)])
      }),
    )
  })

  it('refuses text that is not padded standard base64', () => {
    for (const bad of ['Zg', 'Zg=', 'Z===', 'Zm9v!', 'Zm9v\n', 'Zm-_', '====', 'Zg==Zg==']) {
      expect(isBase64(bad)).toBe(false)
      expect(() => decodeBase64(bad)).toThrow(TypeError)
    }
  })
})
