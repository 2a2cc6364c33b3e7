import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { utf8ByteLength } from './utf8ByteLength.js'

/** An independent count: percent-encoding writes one %XX per UTF-8 byte. */
const reference = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['a😀é€', 10],
    ['\ud800', 3],
    ['\udc00x', 4],
    ['\ud800\ud800', 6],
  ])('counts %j as %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes)
  })

  it('matches the percent-encoded length of any well-formed string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (text) => {
        expect(utf8ByteLength(text)).toBe(reference(text))
      }),
    )
  })

  it('counts 3 bytes per lone surrogate and is additive (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'é', '\ud83d', '\ude00', '€'), maxLength: 40 }),
        fc.string({ maxLength: 20 }),
        (a, b) => {
          const joined = utf8ByteLength(a + b)
          // Joining may pair a trailing high surrogate with a leading low one: 3 + 3 become 4.
          const paired = /[\ud800-\udbff]$/.test(a) && /^[\udc00-\udfff]/.test(b) ? 2 : 0
          expect(joined).toBe(utf8ByteLength(a) + utf8ByteLength(b) - paired)
        },
      ),
    )
  })
})
