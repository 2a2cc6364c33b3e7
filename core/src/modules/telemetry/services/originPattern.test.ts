import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed, originMatches } from './originPattern.js'

// No `xx--` labels: the URL parser reads `xn--` as punycode and refuses invalid ones.
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/).filter((text) => text.slice(2, 4) !== '--')
/** A top-level label starts with a letter (all-digit hosts are IPv4 addresses to the URL parser). */
const tld = fc.stringMatching(/^[a-z][a-z0-9]{1,6}$/)
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([labels, top]) => [...labels, top].join('.'))
const scheme = fc.constantFrom('http', 'https')
const port = fc.integer({ min: 1, max: 65535 })

describe('originMatches: exact entries', () => {
  it('matches exactly the same origin, whatever the case or a trailing slash, and nothing else', () => {
    fc.assert(
      fc.property(scheme, domain, scheme, domain, (s1, d1, s2, d2) => {
        const same = s1 === s2 && d1 === d2
        expect(originMatches(`${s1}://${d1}`, `${s2}://${d2}`)).toBe(same)
        expect(originMatches(`${s1.toUpperCase()}://${d1.toUpperCase()}/`, `${s2}://${d2}`)).toBe(same)
      }),
    )
  })

  it('compares ports: none means the default one, a given one only itself', () => {
    expect(originMatches('https://shop.example', 'https://shop.example:443')).toBe(true)
    expect(originMatches('https://shop.example:443', 'https://shop.example')).toBe(true)
    expect(originMatches('https://shop.example', 'https://shop.example:8443')).toBe(false)
    fc.assert(
      fc.property(domain, port, port, (d, p1, p2) => {
        expect(originMatches(`http://${d}:${p1}`, `http://${d}:${p2}`)).toBe(p1 === p2)
      }),
    )
  })

  it('never matches a page address that is not an origin, nor an entry with a path', () => {
    expect(originMatches('https://shop.example', 'https://shop.example/path')).toBe(false)
    expect(originMatches('https://shop.example', 'https://user@shop.example')).toBe(false)
    expect(originMatches('https://shop.example/path', 'https://shop.example')).toBe(false)
    expect(originMatches('https://shop.example', 'not an origin')).toBe(false)
  })
})

describe('originMatches: wildcard entries', () => {
  it('a leading *. covers every subdomain depth, never the bare domain, a look-alike or another scheme', () => {
    fc.assert(
      fc.property(scheme, domain, fc.array(label, { minLength: 1, maxLength: 3 }), label, (s, d, subs, prefix) => {
        const entry = `${s}://*.${d}`
        expect(originMatches(entry, `${s}://${subs.join('.')}.${d}`)).toBe(true)
        expect(originMatches(entry, `${s}://${d}`)).toBe(false)
        expect(originMatches(entry, `${s}://${prefix}${d}`)).toBe(false)
        expect(originMatches(entry, `${s}://${subs.join('.')}.${d}.evil.example`)).toBe(false)
        expect(originMatches(entry, `${s === 'http' ? 'https' : 'http'}://${subs.join('.')}.${d}`)).toBe(false)
        expect(originMatches(entry, `${s}://${subs.join('.')}.${d}:8080`)).toBe(false)
      }),
    )
  })

  it('a :* port covers every port of that host and scheme only', () => {
    fc.assert(
      fc.property(domain, port, (d, p) => {
        expect(originMatches(`http://${d}:*`, `http://${d}:${p}`)).toBe(true)
        expect(originMatches(`http://${d}:*`, `http://${d}`)).toBe(true)
        expect(originMatches(`http://${d}:*`, `https://${d}:${p}`)).toBe(false)
        expect(originMatches(`http://${d}:*`, `http://x${d}:${p}`)).toBe(false)
      }),
    )
  })

  it('a * inside a label stays inside that label', () => {
    expect(originMatches('https://preview-*.example.com', 'https://preview-42.example.com')).toBe(true)
    expect(originMatches('https://preview-*.example.com', 'https://preview-a.b.example.com')).toBe(false)
    expect(originMatches('https://preview-*.example.com', 'https://other.example.com')).toBe(false)
  })

  it('treats every other character of a hostile entry literally: regex metacharacters, schemes, credentials, paths', () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        'https://*',
        'https://.*',
        'https://(.*)',
        'https://[a-z]+.example',
        'https://a|b.example',
        'https://*.example.com$|.*',
        '*://*.example.com',
        'javascript://*.example.com',
        'https://*.example.com/@evil.example',
        'https://*.example.com#',
        'https://*@evil.example',
        'https://*.example.com:abc',
        'https://*.example.com:99999999',
        'https://*\\.example.com',
        'https://*.example.com?x',
        'https:// *.example.com',
        '',
        '://',
      ),
    )
    fc.assert(
      fc.property(hostile, scheme, fc.array(label, { minLength: 1, maxLength: 4 }), (entry, s, labels) => {
        const origin = `${s}://${labels.join('.')}`
        const result = originMatches(entry, origin)
        if (!result) return
        // A match is only ever explained by the entry's scheme, its literal labels and its wildcards.
        expect(entry.toLowerCase().startsWith(`${s}://`)).toBe(true)
        const literal = entry.slice(s.length + 3).replace(/\/$/, '').replace(/:\*$/, '').toLowerCase()
        const parts = literal.split('*')
        expect(parts.every((part) => /^[a-z0-9.-]*$/.test(part))).toBe(true)
      }),
    )
    expect(originMatches('https://a.example.com$|.*', 'https://a.example.com')).toBe(false)
    expect(originMatches('https://[a-z]+.example', 'https://ab.example')).toBe(false)
    expect(originMatches('https://*.example.com/@evil.example', 'https://a.example.com')).toBe(false)
    expect(originMatches('*://*.example.com', 'https://a.example.com')).toBe(false)
  })
})

describe('isOriginAllowed', () => {
  it('allows the project list and the default ancestors (local hosts, preview domains, secure mobile hosts)', () => {
    expect(isOriginAllowed('https://shop.example', ['https://shop.example'])).toBe(true)
    expect(isOriginAllowed('https://shop.example', ['https://other.example'])).toBe(false)
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:41234', [])).toBe(true)
    expect(isOriginAllowed('https://my-branch.vercel.app', [])).toBe(true)
    expect(isOriginAllowed('https://a.b.pages.dev', [])).toBe(true)
    expect(isOriginAllowed('https://secure-mobile.walletconnect.org', [])).toBe(true)
    expect(isOriginAllowed('https://vercel.app', [])).toBe(false)
    expect(isOriginAllowed('https://evil-localhost.example', [])).toBe(false)
    expect(DEFAULT_ALLOWED_ANCESTORS.length).toBeGreaterThan(0)
  })
})
