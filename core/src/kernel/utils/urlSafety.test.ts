import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeDeepLink, isSafeImageUrl, readUrl, sanitizeImageUrl } from './urlSafety.js'

/** The reference: the runtime's (Node's) own WHATWG URL parser, as a browser would read the text. */
const NodeUrl = (globalThis as unknown as { URL: new (text: string) => { protocol: string; hostname: string; username: string; password: string } }).URL
function nodeRead(text: string) {
  try {
    return new NodeUrl(text)
  } catch {
    return undefined
  }
}

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
    'rainbow-desktop://',
    'ledgerlive://app/wc?uri=wc%3Aabc%402',
    'okex://main/wc?uri=x',
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
    // Android intents, which Chrome follows (and whose browser_fallback_url it opens when no app answers).
    'intent://open#Intent;scheme=x;end',
    'intent://scan/#Intent;scheme=zxing;package=com.google.zxing.client.android;S.browser_fallback_url=https%3A%2F%2Fevil.example;end',
    'INTENT://x#Intent;end',
    'intent:#Intent;action=android.intent.action.VIEW;end',
    'android-app://com.evil/https/evil.example/',
    // Browser-internal and operating-system handlers: never a wallet's app.
    'chrome://settings',
    'chrome-extension://abcdefghijklmnop/popup.html',
    'moz-extension://x/',
    'ms-msdt://id',
    'search-ms://query=x',
    'ws://relay.example',
    'wss://relay.example',
    // Credentials in an app link: the text shows one thing, the app reads another.
    'metamask://user:pass@wc?uri=x',
    'metamask://wc@evil.example',
    'trust://:secret@wc',
    // Not of the `scheme://` form of the registry.
    'metamask:wc',
    'metamask:/wc',
    'metamask:\\\\wc',
    '1inch://',
    '+wallet://',
    `${'a'.repeat(65)}://`,
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

/** Schemes that are never a wallet's app: the web's own, script and local content, Android intents, browser and system internals. */
const NEVER_APP_SCHEMES = ['http', 'ws', 'wss', 'ftp', 'file', 'javascript', 'vbscript', 'data', 'blob', 'about', 'filesystem', 'view-source', 'intent', 'android-app', 'chrome', 'chrome-extension', 'moz-extension', 'ms-msdt', 'search-ms']

describe('isSafeDeepLink: an allow-list (random schemes and strings)', () => {
  /** What a link's text may be to be followed: https to a clean host, http to loopback, or `scheme://` of the registry's form. */
  const allowedShape = (text: string) => {
    const parsed = nodeRead(text)
    if (!parsed || parsed.username !== '' || parsed.password !== '') return false
    if (hasJunk(text)) return false
    if (parsed.protocol === 'https:') return true
    if (parsed.protocol === 'http:') return ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase()
    return scheme !== undefined && `${scheme}:` === parsed.protocol && !NEVER_APP_SCHEMES.includes(scheme)
  }
  const anyScheme = fc.oneof(
    fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,12}$/),
    fc.constantFrom(...NEVER_APP_SCHEMES).chain(anyCase),
    fc.string({ unit: fc.constantFrom(...'aZ09+-.:/_ \t@%'), maxLength: 8 }),
  )
  const afterScheme = fc.constantFrom('://', ':', ':/', '://user:pass@', '://wc@', '://:x@', ':\\\\', '')
  const tail = fc.oneof(urlSoup, fc.constantFrom('wc?uri=wc%3Aabc%402', '', 'open#Intent;scheme=x;S.browser_fallback_url=https%3A%2F%2Fevil.example;end', 'evil.example/'))

  it('never accepts a link outside the allow-list, whatever the scheme and the rest (property)', () => {
    fc.assert(
      fc.property(anyScheme, afterScheme, tail, (scheme, separator, rest) => {
        const text = `${scheme}${separator}${rest}`
        if (isSafeDeepLink(text)) expect(allowedShape(text)).toBe(true)
      }),
      { numRuns: 3000 },
    )
  })

  it('never accepts an Android intent, in any casing, with any fallback (property)', () => {
    fc.assert(
      fc.property(anyCase('intent'), fc.constantFrom(':', '://', ':/'), urlSoup, fc.webUrl(), (scheme, separator, rest, fallback) => {
        expect(isSafeDeepLink(`${scheme}${separator}${rest}#Intent;S.browser_fallback_url=${encodeURIComponent(fallback)};end`)).toBe(false)
        expect(isSafeDeepLink(`${scheme}${separator}${rest}`)).toBe(false)
      }),
    )
  })

  it('never accepts credentials in an app link (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,12}$/), fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), fc.option(fc.stringMatching(/^[A-Za-z0-9]{0,8}$/)), (scheme, user, password) => {
        expect(isSafeDeepLink(`${scheme}://${user}${password === null ? '' : `:${password}`}@wc?uri=x`)).toBe(false)
      }),
    )
  })

  it('accepts every app scheme of the registry\'s form, with the pairing path after it (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,30}$/), fc.constantFrom('', 'wc?uri=wc%3Aabc%402', 'app/wc?uri=x', 'main'), (scheme, rest) => {
        fc.pre(!NEVER_APP_SCHEMES.includes(scheme) && !/^(?:ms-|microsoft|search|chrome|moz-|edge|safari-|webkit|x-apple)/.test(scheme) && !['tel', 'sms', 'mailto', 'callto', 'facetime', 'facetime-audio', 'jar', 'devtools', 'resource', 'brave', 'opera', 'vivaldi', 'search', 'shell'].includes(scheme))
        expect(isSafeDeepLink(`${scheme}://${rest}`)).toBe(true)
      }),
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

/** Characters that steer a URL parser, for inputs built from them. */
const URL_CHARS = [...'aAeEhHjJpPsStTxX019:/\\@?#%.[]-_+~!$&()*,;=\'é\u00a0 \t\n\r\u0000\u0001\u007f\u0085\u200b\ufeff']
const urlSoup = fc.string({ unit: fc.constantFrom(...URL_CHARS), maxLength: 40 })
const scheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,9}$/)
const anyWebUrl = fc.webUrl({
  validSchemes: ['https', 'http', 'HTTPS', 'Http'],
  authoritySettings: { withIPv4: true, withIPv6: true, withIPv4Extended: true, withPort: true, withUserInfo: true },
  withQueryParameters: true,
  withFragments: true,
})
/** One character written as %XX. */
const percentEncodeOne = (text: string, at: number) => {
  const index = at % Math.max(text.length, 1)
  const char = text.charCodeAt(index)
  return Number.isNaN(char) ? text : `${text.slice(0, index)}%${char.toString(16).padStart(2, '0')}${text.slice(index + 1)}`
}
/** A URL-like text: random soup, a web URL, a custom scheme, a dangerous one, each maybe mangled. */
const urlInput = fc
  .tuple(
    fc.oneof(
      urlSoup,
      anyWebUrl,
      fc.tuple(scheme, fc.constantFrom(':', '://', ':/', ':\\\\'), urlSoup).map((parts) => parts.join('')),
      dangerousUrl,
      fc.tuple(fc.constantFrom('https://', 'http://', 'HTTP://'), fc.constantFrom('localhost', '127.0.0.1', '[::1]', 'example.com'), urlSoup).map((parts) => parts.join('')),
    ),
    fc.constantFrom('none', 'percent', 'upper'),
    fc.nat(),
  )
  .map(([text, mangle, at]) => (mangle === 'percent' ? percentEncodeOne(text, at) : mangle === 'upper' ? text.toUpperCase() : text))

/** What the parser would execute or render inline, never to be let through. */
const DANGEROUS_PROTOCOLS = ['javascript:', 'vbscript:', 'data:', 'file:', 'blob:', 'about:', 'filesystem:', 'view-source:']
/** Whitespace, control or invisible characters: what the parser strips or drops, and the helper refuses. */
const hasJunk = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || (char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) <= 0x9f)) ||
  /[\s\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/.test(text)

describe('readUrl against the WHATWG parser (differential)', () => {
  it('reads the scheme and host the parser reads, and refuses only what the parser refuses or would repair (property)', () => {
    fc.assert(
      fc.property(urlInput, (text) => {
        const view = readUrl(text)
        const reference = nodeRead(text)
        if (view) {
          expect(reference).toBeDefined()
          expect(`${view.scheme}:`).toBe(reference?.protocol)
          expect(view.host).toBe(reference?.hostname)
          expect(text.slice(0, view.scheme.length + 1).toLowerCase()).toBe(`${view.scheme}:`)
        } else {
          expect(reference === undefined || hasJunk(text)).toBe(true)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('never lets through what the parser reads as script, inline content or a local file (property)', () => {
    fc.assert(
      fc.property(urlInput, (text) => {
        const reference = nodeRead(text)
        if (reference && DANGEROUS_PROTOCOLS.includes(reference.protocol)) {
          expect(isSafeDeepLink(text)).toBe(false)
          if (isSafeImageUrl(text)) expect(text).toMatch(/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('accepts a web link only when the parser goes to the very host written at its start, with no user info (property)', () => {
    fc.assert(
      fc.property(urlInput, (text) => {
        const safe = [isSafeDeepLink(text), isSafeImageUrl(text)]
        const reference = nodeRead(text)
        if (!safe.includes(true) || !reference || !['http:', 'https:'].includes(reference.protocol)) return
        const prefix = `${reference.protocol}//${reference.hostname}`
        expect(text.slice(0, prefix.length).toLowerCase()).toBe(prefix)
        expect(['', ':', '/', '?', '#']).toContain(text.charAt(prefix.length))
        expect([reference.username, reference.password]).toEqual(['', ''])
        if (reference.protocol === 'http:') expect(['localhost', '127.0.0.1', '[::1]']).toContain(reference.hostname)
      }),
      { numRuns: 3000 },
    )
  })

  it.each([
    ['mixed-case scheme', 'JaVaScRiPt:alert(1)', 'javascript:'],
    ['tab inside the scheme', 'java\tscript:alert(1)', 'javascript:'],
    ['newline inside the scheme', 'java\nscript:alert(1)', 'javascript:'],
    ['carriage return after the colon', 'javascript:\ralert(1)', 'javascript:'],
    ['leading control character', '\u0001javascript:alert(1)', 'javascript:'],
    ['leading NUL and space', '\u0000 javascript:alert(1)', 'javascript:'],
    ['trailing space', 'javascript:alert(1) ', 'javascript:'],
    ['vbscript in upper case', 'VBSCRIPT:msgbox', 'vbscript:'],
    ['inline HTML', 'data:text/html;base64,PHNjcmlwdD4=', 'data:'],
    ['tab inside data:', 'da\tta:text/html,<script>', 'data:'],
    ['a local file', 'FILE:///etc/passwd', 'file:'],
  ])('refuses a %s, which the parser reads as dangerous', (_, text, protocol) => {
    expect(nodeRead(text)?.protocol).toBe(protocol)
    expect(readUrl(text) === undefined || readUrl(text)?.scheme === protocol.slice(0, -1)).toBe(true)
    expect(isSafeDeepLink(text)).toBe(false)
    expect(isSafeImageUrl(text)).toBe(false)
    expect(sanitizeImageUrl(text)).toBeUndefined()
  })

  it.each([
    ['a percent-encoded colon (no scheme at all)', 'javascript%3Aalert(1)'],
    ['a percent-encoded scheme letter', '%6Aavascript:alert(1)'],
    ['a percent-encoded host', 'https://ex%61mple.com/'],
    ['a percent-encoded loopback host', 'http://%6cocalhost/'],
    ['a percent-encoded slash before user info', 'https://example.com%2f@evil.com/'],
    ['IPv4 shorthand for the loopback', 'http://0x7f.1/'],
    ['a non-ASCII host', 'https://exämple.com/'],
    ['an empty user info', 'https://@example.com/'],
    ['three slashes', 'https:///example.com/'],
    ['a backslash for the slashes', 'https:\\\\example.com/'],
    ['a trailing dot', 'https://example.com./'],
    ['an underscore in the host', 'https://a_b.example.com/'],
  ])('refuses %s', (_, text) => {
    expect(isSafeDeepLink(text)).toBe(false)
    expect(isSafeImageUrl(text)).toBe(false)
  })

  it.each([
    ['https://example.com:443/x', 'https', 'example.com'],
    ['HTTPS://Example.COM/a?b#c', 'https', 'example.com'],
    ['metamask://wc?uri=wc:abc@2', 'metamask', 'wc'],
    ['trust://', 'trust', ''],
    ['data:image/png;base64,AAAA', 'data', ''],
  ])('reads %s as scheme %s, host %j', (text, scheme, host) => {
    expect(readUrl(text)).toMatchObject({ scheme, host })
  })

  it('refuses what is not a URL to the parser, or not a string', () => {
    for (const text of ['', 'example.com', '//example.com', 'foo://[bad', 'https://256.1.1.1/', 1, null, undefined]) {
      expect(readUrl(text)).toBeUndefined()
    }
  })
})
