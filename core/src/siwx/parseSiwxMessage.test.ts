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
    })
    expect(text).toBe(
      'shop.example wants you to sign in with your Solana account:\n7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv\n\n\nURI: https://shop.example\nVersion: 1\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\nNonce: abcdefgh',
    )
    expect(parseSiwxMessage(text, PAGE).chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
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
    ['a scheme before the domain', TEXT.replace('shop.example wants', 'https://shop.example wants')],
    ['another domain', TEXT.replace('shop.example wants', 'evil.example wants')],
    ['a look-alike domain', TEXT.replace('shop.example wants', 'shop.example.evil.example wants')],
    ['an unknown chain name', TEXT.replace('Ethereum account', 'Ethereum Classic account')],
    ['an Ethereum message with a Solana address', TEXT.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')],
    ['an address with a space', TEXT.replace('0xf39F', '0x f39F')],
    ['a missing blank line after the address', TEXT.replace('92266\n\n', '92266\n')],
    ['a statement not followed by a blank line', TEXT.replace('/tos\n\n', '/tos\n')],
    ['a statement over 1,024 characters', TEXT.replace('I accept', 'x'.repeat(1100))],
    ['a missing URI line', replaceLine(/^URI: /, '')],
    ['a URI on another host', replaceLine(/^URI: /, 'URI: https://evil.example/login')],
    ['a URI on another scheme of the host', replaceLine(/^URI: /, 'URI: http://shop.example/login')],
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
    ['more than 64 resources', `${TEXT}\n${Array.from({ length: 64 }, (_, index) => `- https://shop.example/${index}`).join('\n')}`],
  ])('refuses %s', (_name, text) => {
    expect(refused(text)).toMatch(/^Invalid sign-in message: /)
  })

  it('names the reason', () => {
    expect(refused(TEXT.replace('shop.example wants', 'evil.example wants'))).toBe("Invalid sign-in message: the domain is not the page's")
    expect(refused(TEXT, { domain: 'shop.example', origin: 'http://shop.example' })).toBe("Invalid sign-in message: the URI is not on the page's origin")
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
