import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { utf8Bytes } from './utf8Bytes.js'

/** An independent encoder: percent-encoding writes each UTF-8 byte as %XX and leaves some ASCII as it is. */
const reference = (text: string) =>
  (encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? []).map((part) => (part.length === 3 ? parseInt(part.slice(1), 16) : part.charCodeAt(0)))

describe('utf8Bytes', () => {
  it.each([
    ['', []],
    ['abc', [0x61, 0x62, 0x63]],
    ['é', [0xc3, 0xa9]],
    ['€', [0xe2, 0x82, 0xac]],
    ['😀', [0xf0, 0x9f, 0x98, 0x80]],
    ['\ud800', [0xef, 0xbf, 0xbd]],
    ['\udc00x', [0xef, 0xbf, 0xbd, 0x78]],
    ['\ud800\ud800', [0xef, 0xbf, 0xbd, 0xef, 0xbf, 0xbd]],
  ])('encodes %j as %j (a lone surrogate as U+FFFD)', (text, bytes) => {
    expect([...utf8Bytes(text)]).toEqual(bytes)
  })

  it('encodes any well-formed string as percent-encoding does (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (text) => {
        expect([...utf8Bytes(text)]).toEqual(reference(text))
      }),
    )
  })

  it('takes 3 bytes per lone surrogate and is additive (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'é', '\ud83d', '\ude00', '€'), maxLength: 40 }),
        fc.string({ maxLength: 20 }),
        (a, b) => {
          const joined = utf8Bytes(a + b).length
          // Joining may pair a trailing high surrogate with a leading low one: 3 + 3 become 4.
          const paired = /[\ud800-\udbff]$/.test(a) && /^[\udc00-\udfff]/.test(b) ? 2 : 0
          expect(joined).toBe(utf8Bytes(a).length + utf8Bytes(b).length - paired)
        },
      ),
    )
  })
})
