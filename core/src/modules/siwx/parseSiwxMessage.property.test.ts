import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import { parseWhatwgUrl } from '../../kernel/utils/whatwgUrl.js'
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

  it('refuses a message without its Issued At line (EIP-4361 requires it)', () => {
    fc.assert(
      fc.property(siwxMessageArbitrary, (message) => {
        const text = serializeSiwxMessage(message).replace(/\nIssued At: [^\n]*/, '')
        expect(() => parseSiwxMessage(text, { domain: message.domain })).toThrow(/Issued At line is missing/)
      }),
      { numRuns: 100 },
    )
  })

  it('refuses a statement holding any character that is not printable ASCII', () => {
    const notAscii = fc.oneof(fc.integer({ min: 0x80, max: 0x10ffff }).filter((code) => code < 0xd800 || code > 0xdfff).map((code) => String.fromCodePoint(code)), fc.constantFrom('\t', '\u007f', '\u00a0', 'é', '\u{1F600}'))
    fc.assert(
      fc.property(siwxMessageArbitrary.filter((message) => message.statement !== undefined), notAscii, fc.nat(), (message, character, at) => {
        const statement = message.statement as string
        const index = at % (statement.length + 1)
        const tampered = { ...message, statement: `${statement.slice(0, index)}${character}${statement.slice(index)}` }
        expect(() => serializeSiwxMessage(tampered)).toThrow(/Invalid sign-in message/)
        const text = serializeSiwxMessage(message).replace(`\n${statement}\n`, `\n${tampered.statement}\n`)
        expect(() => parseSiwxMessage(text, { domain: message.domain })).toThrow(/Invalid sign-in message/)
      }),
      { numRuns: 200 },
    )
  })

  it('reads a scheme before the domain, and holds it to the page\'s origin when that is given', () => {
    fc.assert(
      fc.property(siwxMessageArbitrary, fc.constantFrom('https', 'http', 'HTTPS', 'wss', 'x-app'), fc.constantFrom('https', 'http'), (message, scheme, pageScheme) => {
        const text = serializeSiwxMessage({ ...message, scheme })
        expect(text.startsWith(`${scheme}://${message.domain} wants you`)).toBe(true)
        expect(parseSiwxMessage(text, { domain: message.domain }).scheme).toBe(scheme)
        const origin = `${pageScheme}://${message.domain}`
        if (scheme.toLowerCase() === pageScheme) expect(parseSiwxMessage(text, { domain: message.domain, origin }).scheme).toBe(scheme)
        else expect(() => parseSiwxMessage(text, { domain: message.domain, origin })).toThrow("the scheme is not the page's")
      }),
      { numRuns: 200 },
    )
  })

  it('reads a URI on any host and scheme: the URI need not be on the domain (not an EIP-4361 rule)', () => {
    fc.assert(
      fc.property(siwxMessageArbitrary, fc.webUrl({ validSchemes: ['https', 'http', 'ipfs'], withQueryParameters: true }).filter((uri) => uri.length <= 2048 && !/[\s@]/.test(uri)), ({ scheme: _scheme, ...message }, uri) => {
        const text = serializeSiwxMessage({ ...message, uri })
        expect(parseSiwxMessage(text, { domain: message.domain, origin: `https://${message.domain}` }).uri).toBe(uri)
      }),
      { numRuns: 200 },
    )
  })

  it('refuses an eip155 address with one letter in the wrong case (EIP-55), and accepts it all lower case', () => {
    // Checksummed by viem's getAddress, and EIP-55's own vectors.
    const checksummed = fc.constantFrom(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x35aB75A3c9fBa1e2f5272769C5ac8EFA2edaCD1A',
      '0xB274F951D1463e242db09e6b242Fdbd21EfE6d98',
      '0x69C3B1704F23CaAe0F767abDC78aB00d4a1E12AA',
    )
    fc.assert(
      fc.property(siwxMessageArbitrary.filter((message) => message.chainId.startsWith('eip155:')), checksummed, fc.nat(), (message, address, at) => {
        const page = { domain: message.domain }
        expect(parseSiwxMessage(serializeSiwxMessage({ ...message, accountAddress: address }), page).accountAddress).toBe(address)
        expect(parseSiwxMessage(serializeSiwxMessage({ ...message, accountAddress: address.toLowerCase() }), page).accountAddress).toBe(address.toLowerCase())
        const letters = [...address].map((char, index) => (index > 1 && /[a-f]/i.test(char) ? index : -1)).filter((index) => index > 1)
        const index = letters[at % letters.length] as number
        const char = address[index] as string
        const flipped = `${address.slice(0, index)}${char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()}${address.slice(index + 1)}`
        fc.pre(flipped !== flipped.toLowerCase())
        const text = serializeSiwxMessage({ ...message, accountAddress: address }).replace(address, flipped)
        expect(() => parseSiwxMessage(text, page)).toThrow('the address has a wrong EIP-55 checksum')
      }),
      { numRuns: 200 },
    )
  })

  it('refuses the placeholders a builder writes for a missing nonce, and any nonce under 8 letters and digits', () => {
    fc.assert(
      fc.property(siwxMessageArbitrary, fc.oneof(fc.constantFrom('undefined', 'UNDEFINED', 'Infinity', 'null', 'NaN'), fc.stringMatching(/^[A-Za-z0-9]{0,7}$/)), (message, nonce) => {
        const text = serializeSiwxMessage(message).replace(`Nonce: ${message.nonce}`, `Nonce: ${nonce}`)
        expect(() => parseSiwxMessage(text, { domain: message.domain })).toThrow(/Invalid sign-in message: the nonce/i)
      }),
      { numRuns: 100 },
    )
  })
})
