import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import { parseWhatwgUrl } from '../utils/whatwgUrl.js'
import { siwxMessageArbitrary } from './siwxMessage.testkit.js'

/** The URI's host, as the page's location.host would say it (WHATWG lower-cases and drops a default port). */
const hostOf = (uri: string) => parseWhatwgUrl(uri)?.host

describe('parseSiwxMessage, properties', () => {
  it('reads back exactly what serializeSiwxMessage wrote: parse(serialize(m)) equals m', () => {
    fc.assert(
      fc.property(
        siwxMessageArbitrary.filter((message) => hostOf(message.uri) === message.domain),
        (message) => {
          expect(parseSiwxMessage(serializeSiwxMessage(message), { domain: message.domain })).toEqual(message)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('writes the same text for a message read back: serialize(parse(text)) equals text', () => {
    fc.assert(
      fc.property(
        siwxMessageArbitrary.filter((message) => hostOf(message.uri) === message.domain),
        (message) => {
          const text = serializeSiwxMessage(message)
          expect(serializeSiwxMessage(parseSiwxMessage(text, { domain: message.domain }))).toBe(text)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('refuses a valid message with any forbidden character inserted anywhere (no line break of any kind hides in a field)', () => {
    const forbidden = fc.constantFrom('\r', '\u000B', '\u000C', '\u0085', '\u2028', '\u2029', '\u0000', '\u001B', '\u202E', '\u2066', '\uFEFF', '\u200F')
    fc.assert(
      fc.property(
        siwxMessageArbitrary.filter((message) => hostOf(message.uri) === message.domain),
        forbidden,
        fc.nat(),
        (message, character, at) => {
          const text = serializeSiwxMessage(message)
          const index = at % (text.length + 1)
          const tampered = `${text.slice(0, index)}${character}${text.slice(index)}`
          expect(() => parseSiwxMessage(tampered, { domain: message.domain })).toThrow(/Invalid sign-in message/)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('refuses a valid message with one of its lines dropped or duplicated, except the optional lines it can lose', () => {
    fc.assert(
      fc.property(
        siwxMessageArbitrary.filter((message) => hostOf(message.uri) === message.domain),
        fc.nat(),
        fc.boolean(),
        (message, at, duplicate) => {
          const lines = serializeSiwxMessage(message).split('\n')
          const index = at % lines.length
          const changed = duplicate ? [...lines.slice(0, index + 1), ...lines.slice(index)] : [...lines.slice(0, index), ...lines.slice(index + 1)]
          let parsed
          try {
            parsed = parseSiwxMessage(changed.join('\n'), { domain: message.domain })
          } catch {
            return
          }
          // Whatever is still accepted is another well-formed message, never the same one with a line ignored.
          expect(serializeSiwxMessage(parsed)).toBe(changed.join('\n'))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never throws anything but its own error, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (text) => {
        try {
          parseSiwxMessage(text, { domain: 'shop.example' })
        } catch (error) {
          expect((error as Error).name).toBe('InvalidSiwxMessageError')
        }
      }),
      { numRuns: 500 },
    )
  })
})
