import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSiwxMessageTimes, isRfc3339, parseSiwxMessage } from './parseSiwxMessage.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import type { SiwxMessage } from './siwxMessage.js'

const PAGE = { domain: 'shop.example', origin: 'https://shop.example' }
const MESSAGE: SiwxMessage = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: '32891756abcdef12',
  statement: 'I accept the Terms of Service: https://shop.example/tos',
  issuedAt: '2026-11-24T10:00:00.000Z',
  expirationTime: '2026-11-25T10:00:00.000Z',
  notBefore: '2026-11-24T09:59:00.000Z',
  requestId: 'request-1',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://shop.example/my-orders'],
}
const TEXT = serializeSiwxMessage(MESSAGE)

const refused = (text: unknown, options = PAGE) => {
  try {
    parseSiwxMessage(text, options)
  } catch (error) {
    return (error as Error).message
  }
  return 'accepted'
}
const replaceLine = (pattern: RegExp, line: string) => TEXT.split('\n').map((each) => (pattern.test(each) ? line : each)).join('\n')

describe('serializeSiwxMessage', () => {
  it('writes the EIP-4361 text on eip155, with the chain reference on the Chain ID line', () => {
    expect(TEXT).toBe(
      [
        'shop.example wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'I accept the Terms of Service: https://shop.example/tos',
        '',
        'URI: https://shop.example/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756abcdef12',
        'Issued At: 2026-11-24T10:00:00.000Z',
        'Expiration Time: 2026-11-25T10:00:00.000Z',
        'Not Before: 2026-11-24T09:59:00.000Z',
        'Request ID: request-1',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://shop.example/my-orders',
      ].join('\n'),
    )
  })

  it('writes the CAIP-122 text on solana, and two blank lines where there is no statement', () => {
    const text = serializeSiwxMessage({
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'shop.example',
      uri: 'https://shop.example',
      version: '1',
      nonce: 'abcdefgh',
      issuedAt: '2026-11-24T10:00:00Z',
    })
    expect(text).toBe(
      'shop.example wants you to sign in with your Solana account:\n7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv\n\n\nURI: https://shop.example\nVersion: 1\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\nNonce: abcdefgh\nIssued At: 2026-11-24T10:00:00Z',
    )
    expect(parseSiwxMessage(text, PAGE).chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })
})

describe('serializeSiwxMessage refuses what it cannot write as a valid message (the builder)', () => {
  const written = (fields: Record<string, unknown>) => {
    try {
      return serializeSiwxMessage({ ...MESSAGE, ...fields } as SiwxMessage)
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`
    }
  }

  it.each([
    ['a missing nonce', { nonce: undefined }],
    ['a nonce of null', { nonce: null }],
    ['a numeric nonce', { nonce: 12345678 }],
    ['a nonce of 7 characters', { nonce: 'abcdefg' }],
    ['a nonce that is the text undefined', { nonce: 'undefined' }],
    ['a missing issue time', { issuedAt: undefined }],
    ['an issue time that is a Date', { issuedAt: new Date(0) }],
    ['a statement with a line break', { statement: 'Sign in\nURI: https://evil.example' }],
    ['a statement with a carriage return', { statement: 'Sign in\rto the shop' }],
    ['a statement of non-ASCII text', { statement: 'Anmelden beim Laden für Käse' }],
    ['an over-long statement', { statement: 'x'.repeat(1025) }],
    ['a missing domain', { domain: undefined }],
    ['a domain with a space', { domain: 'shop.example evil.example' }],
    ['a missing URI', { uri: undefined }],
    ['a URI with a line break', { uri: 'https://shop.example\nVersion: 1' }],
    ['an over-long URI', { uri: `https://shop.example/${'a'.repeat(2048)}` }],
    ['a version 2', { version: '2' }],
    ['a chain id that is not text', { chainId: 1 }],
    ['an unknown namespace', { chainId: 'ton:mainnet' }],
    ['an address of another namespace', { accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' }],
    ['a request id with a line break', { requestId: 'a\nResources:\n- https://evil.example' }],
    ['resources that are not a list', { resources: 'https://shop.example' }],
    ['a resource with a line break', { resources: ['https://shop.example\n- https://evil.example'] }],
    ['an expiry that is not a time', { expirationTime: 'tomorrow' }],
  ])('refuses %s with a typed error, writing nothing', (_name, fields) => {
    expect(written(fields)).toMatch(/^InvalidSiwxMessageError: Invalid sign-in message: /)
  })

  it('never writes a field as undefined, null or [object Object] (property)', () => {
    const hostile = fc.oneof(fc.constantFrom(undefined, null, Infinity, Number.NaN, {}, [], true), fc.string(), fc.integer())
    const field = fc.constantFrom('accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'statement', 'issuedAt', 'expirationTime', 'notBefore', 'requestId', 'resources', 'scheme')
    fc.assert(
      fc.property(field, hostile, (name, value) => {
        let text: string
        try {
          text = serializeSiwxMessage({ ...MESSAGE, [name]: value } as SiwxMessage)
        } catch (error) {
          expect((error as Error).name).toBe('InvalidSiwxMessageError')
          return
        }
        // What is written reads back to exactly the fields given.
        const domain = name === 'domain' ? (value as string) : MESSAGE.domain
        expect(parseSiwxMessage(text, { domain })).toEqual(JSON.parse(JSON.stringify({ ...MESSAGE, [name]: value })))
      }),
      { numRuns: 500 },
    )
  })
})

describe('parseSiwxMessage', () => {
  it('reads the message back for its page', () => {
    expect(parseSiwxMessage(TEXT, PAGE)).toEqual(MESSAGE)
    expect(parseSiwxMessage(TEXT, { domain: 'shop.example' })).toEqual(MESSAGE)
  })

  it.each([
    ['a value that is not text', 42],
    ['a text over 16 KiB', TEXT.replace('request-1', 'r'.repeat(17_000))],
    ['a lone surrogate', TEXT.replace('Terms', 'Terms\uD800')],
    ['CRLF line endings', TEXT.replaceAll('\n', '\r\n')],
    ['a carriage return inside the statement', TEXT.replace('Terms of', 'Terms\rof')],
    ['a vertical tab', TEXT.replace('Terms of', 'Terms\u000Bof')],
    ['a form feed', TEXT.replace('Terms of', 'Terms\u000Cof')],
    ['a NEL (U+0085)', TEXT.replace('Terms of', 'Terms\u0085of')],
    ['a line separator (U+2028)', TEXT.replace('Terms of', 'Terms\u2028of')],
    ['a paragraph separator (U+2029)', TEXT.replace('Terms of', 'Terms\u2029of')],
    ['a right-to-left override (U+202E)', TEXT.replace('Terms of', 'Terms\u202Eof')],
    ['a bidirectional isolate (U+2067)', TEXT.replace('Terms of', 'Terms\u2067of')],
    ['a byte-order mark', `\uFEFF${TEXT}`],
    ['a NUL', TEXT.replace('request-1', 'request\u00001')],
    ['a tab', TEXT.replace('Terms of', 'Terms\tof')],
    ['a trailing newline', `${TEXT}\n`],
    ['another domain', TEXT.replace('shop.example wants', 'evil.example wants')],
    ['a look-alike domain', TEXT.replace('shop.example wants', 'shop.example.evil.example wants')],
    ['an unknown chain name', TEXT.replace('Ethereum account', 'Ethereum Classic account')],
    ['an Ethereum message with a Solana address', TEXT.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')],
    ['an address with a space', TEXT.replace('0xf39F', '0x f39F')],
    ['a missing blank line after the address', TEXT.replace('92266\n\n', '92266\n')],
    ['a statement not followed by a blank line', TEXT.replace('/tos\n\n', '/tos\n')],
    ['a statement over 1,024 characters', TEXT.replace('I accept', 'x'.repeat(1100))],
    ['a missing URI line', replaceLine(/^URI: /, '')],
    ['a URI with credentials', replaceLine(/^URI: /, 'URI: https://user:pass@shop.example/login')],
    ['a relative URI', replaceLine(/^URI: /, 'URI: /login')],
    ['a URI with a space', replaceLine(/^URI: /, 'URI: https://shop.example/log in')],
    ['a URI padded with a space', replaceLine(/^URI: /, 'URI:  https://shop.example/login')],
    ['version 2', replaceLine(/^Version: /, 'Version: 2')],
    ['a hex chain id', replaceLine(/^Chain ID: /, 'Chain ID: 0x1')],
    ['a chain id with a leading zero', replaceLine(/^Chain ID: /, 'Chain ID: 01')],
    ['a CAIP-2 id on the Chain ID line', replaceLine(/^Chain ID: /, 'Chain ID: eip155:1')],
    ['a nonce of 7 characters', replaceLine(/^Nonce: /, 'Nonce: abcdefg')],
    ['a nonce with punctuation', replaceLine(/^Nonce: /, 'Nonce: abcdefgh-ij')],
    ['a nonce over 128 characters', replaceLine(/^Nonce: /, `Nonce: ${'a'.repeat(129)}`)],
    ['a time that is not RFC 3339', replaceLine(/^Issued At: /, 'Issued At: Tue, 24 Nov 2026 10:00:00 GMT')],
    ['31 November', replaceLine(/^Issued At: /, 'Issued At: 2026-11-31T10:00:00.000Z')],
    ['hour 24', replaceLine(/^Issued At: /, 'Issued At: 2026-11-24T24:00:00.000Z')],
    ['an expiry before the issue time', replaceLine(/^Expiration Time: /, 'Expiration Time: 2026-11-24T09:00:00.000Z')],
    ['an expiry before the not-before time', replaceLine(/^Not Before: /, 'Not Before: 2026-11-26T00:00:00.000Z')],
    ['the fields out of order', TEXT.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1')],
    ['a duplicated field', TEXT.replace('Nonce: 32891756abcdef12', 'Nonce: 32891756abcdef12\nNonce: 32891756abcdef13')],
    ['an unknown field', TEXT.replace('Request ID: request-1', 'Request ID: request-1\nRedirect: https://evil.example')],
    ['an empty field', replaceLine(/^Request ID: /, 'Request ID: ')],
    ['a request id with a space', replaceLine(/^Request ID: /, 'Request ID: request 1')],
    ['a resource line without its dash', TEXT.replace('- https://shop.example/my-orders', 'https://shop.example/my-orders')],
    ['a resource that is not a URI', TEXT.replace('- https://shop.example/my-orders', '- my orders')],
    // EIP-4361 conformance (round three of issue 26).
    ['a missing Issued At line', TEXT.replace(/\nIssued At: [^\n]*/, '')],
    ['a mixed-case address with a wrong EIP-55 checksum', TEXT.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')],
    ['an all-upper-case address that is not its checksum', TEXT.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')],
    ['an Ethereum address without its 0x', TEXT.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')],
    ['a nonce a builder wrote from undefined', replaceLine(/^Nonce: /, 'Nonce: undefined')],
    ['a nonce a builder wrote from Infinity', replaceLine(/^Nonce: /, 'Nonce: Infinity')],
    ['a statement with a non-ASCII letter', TEXT.replace('Terms of', 'Términos of')],
    ['a statement with an emoji', TEXT.replace('Terms of', 'Terms \u{1F600} of')],
    ['a statement with a non-breaking space', TEXT.replace('Terms of', 'Terms\u00A0of')],
    ['a statement that is a second URI line', TEXT.replace('I accept the Terms of Service: https://shop.example/tos', 'URI: https://evil.example')],
    ['a scheme that is not the page\'s', TEXT.replace('shop.example wants', 'http://shop.example wants')],
    ['a scheme that is not a scheme', TEXT.replace('shop.example wants', '1https://shop.example wants')],
    ['an empty scheme', TEXT.replace('shop.example wants', '://shop.example wants')],
    ['more than 64 resources', `${TEXT}\n${Array.from({ length: 64 }, (_, index) => `- https://shop.example/${index}`).join('\n')}`],
  ])('refuses %s', (_name, text) => {
    expect(refused(text)).toMatch(/^Invalid sign-in message: /)
  })

  it('names the reason', () => {
    expect(refused(TEXT.replace('shop.example wants', 'evil.example wants'))).toBe("Invalid sign-in message: the domain is not the page's")
    expect(refused(TEXT.replace('shop.example wants', 'http://shop.example wants'))).toBe("Invalid sign-in message: the scheme is not the page's")
    expect(refused(replaceLine(/^Nonce: /, 'Nonce: undefined'))).toBe('Invalid sign-in message: the nonce is a placeholder a message builder wrote for a missing value')
  })

  it.each([
    ['a scheme before the domain (EIP-4361: `scheme://domain`)', TEXT.replace('shop.example wants', 'https://shop.example wants'), { scheme: 'https' }],
    ['the scheme in upper case', TEXT.replace('shop.example wants', 'HTTPS://shop.example wants'), { scheme: 'HTTPS' }],
    ['a URI on another host than the domain (not an EIP-4361 rule)', replaceLine(/^URI: /, 'URI: https://api.shop.example/login'), { uri: 'https://api.shop.example/login' }],
    ['a URI of another scheme than the page', replaceLine(/^URI: /, 'URI: did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK'), { uri: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK' }],
    ['an all-lower-case address (no checksum written)', TEXT.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'), { accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' }],
    ['a statement of every printable ASCII character', TEXT.replace('I accept the Terms of Service: https://shop.example/tos', '!"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~ end'), { statement: '!"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~ end' }],
  ])('accepts %s', (_name, text, fields) => {
    expect(parseSiwxMessage(text, PAGE)).toMatchObject(fields)
  })

  it('reads the examples of EIP-4361 for their page', () => {
    const example = [
      'example.com wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      '',
      'URI: https://example.com/login',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: 32891756',
      'Issued At: 2021-09-30T16:25:24Z',
      'Resources:',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      '- https://example.com/my-web2-claim.json',
    ].join('\n')
    const page = { domain: 'example.com', origin: 'https://example.com' }
    expect(parseSiwxMessage(example, page)).toMatchObject({ domain: 'example.com', nonce: '32891756', issuedAt: '2021-09-30T16:25:24Z' })
    expect(parseSiwxMessage(example.replace('example.com wants', 'https://example.com wants'), page)).toMatchObject({ scheme: 'https' })
    const withPort = example.replace('example.com wants', 'https://example.com:3388 wants')
    expect(parseSiwxMessage(withPort, { domain: 'example.com:3388', origin: 'https://example.com:3388' })).toMatchObject({ scheme: 'https', domain: 'example.com:3388' })
    expect(() => parseSiwxMessage(withPort, page)).toThrow("the domain is not the page's")
  })
})

describe('isRfc3339 and checkSiwxMessageTimes', () => {
  it('accepts real instants only', () => {
    expect(isRfc3339('2024-02-29T23:59:59Z')).toBe(true)
    expect(isRfc3339('2024-02-29T23:59:59.123456789+05:30')).toBe(true)
    expect(isRfc3339('2023-02-29T00:00:00Z')).toBe(false)
    expect(isRfc3339('2024-01-01T00:00:60Z')).toBe(false)
    expect(isRfc3339('2024-01-01T00:00:00+24:00')).toBe(false)
    expect(isRfc3339('2024-01-01 00:00:00Z')).toBe(false)
  })

  it('says why a message is not valid at a time', () => {
    const at = (text: string) => Date.parse(text)
    expect(checkSiwxMessageTimes(MESSAGE, at('2026-11-24T12:00:00Z'))).toBeUndefined()
    expect(checkSiwxMessageTimes(MESSAGE, at('2026-11-25T10:00:00Z'))).toBe('it has expired')
    expect(checkSiwxMessageTimes(MESSAGE, at('2026-11-24T09:58:59Z'))).toBe('it is not valid yet')
    const { notBefore: _notBefore, ...early } = MESSAGE
    expect(checkSiwxMessageTimes(early, at('2026-11-24T09:54:59Z'))).toBe('it was issued in the future')
    expect(checkSiwxMessageTimes(early, at('2026-11-24T09:55:00Z'))).toBeUndefined()
  })
})
