import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeDeepLink, isSafeImageUrl, sanitizeImageUrl } from './urlSafety.js'

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

/** Any casing of a word. */
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''))
/** Whitespace and control characters a browser may strip before reading the scheme. */
const junk = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u00a0', '\ufeff', '\u200b'),
  maxLength: 4,
})
/** The same, but maybe none. Used inside the scheme (`java\tscript:`). */
const dangerous = fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob', 'about')
const dangerousUrl = fc
  .tuple(junk, dangerous.chain(anyCase), junk, fc.constantFrom(':', ':', '://'), fc.string({ maxLength: 30 }))
  .map(([lead, scheme, inner, colon, rest]) => `${lead}${scheme.slice(0, 2)}${inner}${scheme.slice(2)}${colon}${rest}`)

describe('isSafeDeepLink', () => {
  it.each([
    'https://example.com',
    'https://wallet.example.com/wc?uri=wc%3Aabc%402',
    'HTTPS://Example.COM:8443/path#x',
    'metamask://wc?uri=wc:abc@2',
    'trust://',
    'web+wallet://open',
    'intent://open#Intent;scheme=x;end',
    'http://localhost:5173/',
    'http://127.0.0.1:8545',
    'http://[::1]/x',
  ])('accepts %s', (url) => {
    expect(isSafeDeepLink(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'about:blank',
    'ftp://example.com',
    'http://example.com',
    'http://localhost@evil.com',
    'http://localhost.evil.com',
    'http://127.0.0.1.nip.io',
    'https://user:pass@example.com',
    'https://example.com\\@evil.com',
    'https://',
    'https:example.com',
    '//example.com',
    'metamask:wc',
    'example.com',
    '',
    'https://exa mple.com',
    'https://example.com:99999',
    `https://${'a'.repeat(400)}.com`,
    'https://example.com/\u2066evil',
    'https://exa\u{e0041}mple.com',
    'https://example.com/\u3164',
    'https://example.com/\u180e',
    'https://example.com/\u2028',
    'https://example.com/\ud800',
    'https://example.com/\ufe0f',
    'https://example.com/\u2800',
    'https://example.com/\u0085',
  ])('refuses %j', (url) => {
    expect(isSafeDeepLink(url)).toBe(false)
  })

  it('refuses non-strings', () => {
    expect(isSafeDeepLink(undefined)).toBe(false)
    expect(isSafeDeepLink({ toString: () => 'https://example.com' })).toBe(false)
  })

  it('never accepts a dangerous scheme in any case, with any leading junk (property)', () => {
    fc.assert(
      fc.property(dangerousUrl, (url) => {
        expect(isSafeDeepLink(url)).toBe(false)
        expect(isSafeImageUrl(url) && /^data:image\//i.test(url)).toBe(isSafeImageUrl(url))
      }),
      { numRuns: 500 },
    )
  })

  it('never accepts plain http to a host other than the local machine (property)', () => {
    fc.assert(
      fc.property(anyCase('http'), fc.domain(), fc.webPath(), (scheme, host, path) => {
        fc.pre(!['localhost', '127.0.0.1'].includes(host))
        expect(isSafeDeepLink(`${scheme}://${host}${path}`)).toBe(false)
        expect(isSafeImageUrl(`${scheme}://${host}${path}`)).toBe(false)
      }),
    )
  })

  it('accepts https web URLs (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }), (url) => {
        fc.pre(!/[@\\]/.test(url.split('/')[2] ?? ''))
        expect(isSafeDeepLink(url)).toBe(true)
        expect(isSafeImageUrl(url)).toBe(true)
      }),
    )
  })

  it('never accepts a URL with whitespace or a control character anywhere (property)', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'] }),
        junk.filter((text) => text !== ''),
        fc.nat(),
        (url, bad, at) => {
          const index = at % (url.length + 1)
          const broken = `${url.slice(0, index)}${bad}${url.slice(index)}`
          expect(isSafeDeepLink(broken)).toBe(false)
          expect(isSafeImageUrl(broken)).toBe(false)
        },
      ),
    )
  })
})

describe('isSafeImageUrl', () => {
  it.each([
    PNG,
    'data:image/jpeg;base64,/9j/4AAQ',
    'DATA:IMAGE/WEBP;BASE64,UklGR==',
    'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    'data:image/gif,GIF89a',
    'https://registry.example.com/getWalletImage/abc',
    'http://127.0.0.1:8080/icon.png',
  ])('accepts %s', (url) => {
    expect(isSafeImageUrl(url)).toBe(true)
  })

  it.each([
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,not base64',
    'data:image/png;base64,@@@',
    'data:image/bmp;base64,Qk0=',
    'data:image/svg+xml',
    'data:,hello',
    'javascript:alert(1)//.png',
    'http://example.com/icon.png',
    'metamask://icon.png',
    '/icon.png',
    'icon.png',
  ])('refuses %j', (url) => {
    expect(isSafeImageUrl(url)).toBe(false)
  })

  it('accepts any base64 payload of an allowed type and refuses other types (property)', () => {
    const type = fc.constantFrom('png', 'jpeg', 'gif', 'webp', 'svg+xml')
    const otherType = fc
      .stringMatching(/^[a-z+.-]{1,12}$/)
      .filter((t) => !['png', 'jpeg', 'gif', 'webp', 'svg+xml'].includes(t))
    fc.assert(
      fc.property(type, otherType, fc.base64String({ maxLength: 64 }), (good, bad, payload) => {
        expect(isSafeImageUrl(`data:image/${good};base64,${payload}`)).toBe(true)
        expect(isSafeImageUrl(`data:image/${bad};base64,${payload}`)).toBe(false)
        expect(isSafeImageUrl(`data:text/${good};base64,${payload}`)).toBe(false)
      }),
    )
  })
})

describe('sanitizeImageUrl', () => {
  it('returns a safe URL, trimmed, and undefined otherwise', () => {
    expect(sanitizeImageUrl(PNG)).toBe(PNG)
    expect(sanitizeImageUrl('  https://example.com/a.png\n')).toBe('https://example.com/a.png')
    expect(sanitizeImageUrl('javascript:alert(1)')).toBeUndefined()
    expect(sanitizeImageUrl(' javascript:alert(1)')).toBeUndefined()
    expect(sanitizeImageUrl(undefined)).toBeUndefined()
    expect(sanitizeImageUrl(42)).toBeUndefined()
  })

  it('never returns a dangerous URL (property)', () => {
    fc.assert(
      fc.property(dangerousUrl, (url) => {
        const out = sanitizeImageUrl(url)
        if (out !== undefined) expect(out).toMatch(/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i)
      }),
    )
  })
})
