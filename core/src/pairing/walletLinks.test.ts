import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeDeepLink } from '../utils/urlSafety.js'
import { bestWalletLink, formatNativeLink, formatUniversalLink, isSafeWalletBase, walletLinkFor } from './walletLinks.js'
import { storeLinkOf } from '../wallets/storeLink.js'

const URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'
const ENCODED = encodeURIComponent(URI)

/** The pairing URI read back from a formatted link. */
function uriIn(link: string): string {
  return decodeURIComponent(link.slice(link.indexOf('wc?uri=') + 'wc?uri='.length))
}

describe('formatting wallet links (WalletConnect mobile linking)', () => {
  it('a universal link puts /wc?uri=<encoded> after the https address, adding the slash once', () => {
    expect(formatUniversalLink('https://metamask.app.link', URI)).toBe(`https://metamask.app.link/wc?uri=${ENCODED}`)
    expect(formatUniversalLink('https://rnbwapp.com/', URI)).toBe(`https://rnbwapp.com/wc?uri=${ENCODED}`)
  })

  it('a deep link completes a bare scheme to scheme:// and puts wc?uri=<encoded> after it', () => {
    expect(formatNativeLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(formatNativeLink('trust', URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(formatNativeLink('zerion://', URI)).toBe(`zerion://wc?uri=${ENCODED}`)
    expect(formatNativeLink('ledgerlive://app', URI)).toBe(`ledgerlive://app/wc?uri=${ENCODED}`)
  })

  it('picks the link of the target and says which kind it is', () => {
    const wallet = { mobile_link: 'rainbow://', desktop_link: 'rainbow-desktop://', webapp_link: 'https://web.rainbow.me' }
    expect(walletLinkFor(wallet, URI, 'mobile')).toEqual({ ok: true, href: `rainbow://wc?uri=${ENCODED}`, kind: 'native', target: 'mobile' })
    expect(walletLinkFor(wallet, URI, 'web')).toMatchObject({ ok: true, kind: 'universal', href: `https://web.rainbow.me/wc?uri=${ENCODED}` })
    expect(walletLinkFor({}, URI, 'desktop')).toEqual({ ok: false, reason: 'missing', target: 'desktop' })
    expect(bestWalletLink({ webapp_link: 'https://app.example' }, URI, ['mobile', 'web'])).toMatchObject({ ok: true, target: 'web' })
  })

  it('the pairing URI survives the round trip whole, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('https://wallet.example', 'https://wallet.example/x/', 'wallet:', 'wallet://'), (uri, base) => {
        const link = walletLinkFor({ mobile_link: base }, uri, 'mobile')
        expect(link.ok).toBe(true)
        if (link.ok) expect(uriIn(link.href)).toBe(uri)
      }),
    )
  })
})

describe('link safety: registry links are untrusted', () => {
  const HOSTILE = [
    'javascript:alert(1)',
    'JaVaScRiPt://%0aalert(1)',
    'java\tscript://x',
    ' javascript://x',
    'javascript:',
    'vbscript://x',
    'data:text/html,<script>alert(1)</script>',
    'data://x',
    'file:///etc/passwd',
    'blob:https://x/1',
    'about:blank',
    'http://evil.example',
    'https://good.example@evil.example',
    'https://evil.example\\@good.example',
    'https://xn--80ak6aa92e.com\u202e',
    'ws://relay.example',
    '//evil.example',
    '/relative',
    '',
    'https://',
    'rainbow\u0000://',
    'rain bow://',
    '1password://',
    'a'.repeat(3000) + '://',
  ]

  it.each(HOSTILE)('refuses %j and never formats a link from it', (base) => {
    const link = walletLinkFor({ mobile_link: base }, URI, 'mobile')
    expect(link.ok).toBe(false)
  })

  it.each([42, null, true, ['https://ok.example'], { toString: () => 'https://ok.example' }, Symbol('x')])(
    'a link that is not text (%s) is refused or missing, never formatted and never thrown over',
    (value) => {
      for (const target of ['mobile', 'desktop', 'web'] as const) {
        const link = walletLinkFor({ mobile_link: value, desktop_link: value, webapp_link: value } as never, URI, target)
        expect(link.ok).toBe(false)
      }
      expect(bestWalletLink({ mobile_link: value, webapp_link: value } as never, URI, ['mobile', 'web'])?.ok).toBe(false)
    },
  )

  it.each(['jаvascript://x' /* a Cyrillic a */, 'javascript\uff1a//x', 'javascript%3a//x', 'https\uff1a//evil.example', 'java%73cript://x'])(
    'a scheme dressed as another (%j: a confusable letter, a fullwidth or encoded colon) is refused',
    (base) => {
      expect(walletLinkFor({ mobile_link: base }, URI, 'mobile').ok).toBe(false)
    },
  )

  it('an https link written with backslashes (a browser reads them as slashes, so the text hides what opens) is refused', () => {
    expect(walletLinkFor({ mobile_link: 'https:\\\\wallet.example\\app' }, URI, 'mobile')).toEqual({ ok: false, reason: 'unsafe', target: 'mobile' })
  })

  it('refuses every dangerous scheme in any casing, with junk around it', () => {
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'view-source', 'filesystem')
    const casing = (word: string) => fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((up) => [...word].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''))
    fc.assert(
      fc.property(scheme.chain(casing), fc.constantFrom(':', '://', ':/'), fc.string({ maxLength: 40 }), (name, sep, rest) => {
        expect(walletLinkFor({ mobile_link: `${name}${sep}${rest}` }, URI, 'mobile').ok).toBe(false)
        expect(walletLinkFor({ desktop_link: `${name}${sep}${rest}` }, URI, 'desktop').ok).toBe(false)
      }),
    )
  })

  it('whatever the registry sends, an accepted link is https or an app scheme that the URL-safety helper accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.webUrl(), fc.constantFrom('wallet:', 'x://', 'https://a.b')), fc.string({ maxLength: 80 }), (base, uri) => {
        const link = walletLinkFor({ mobile_link: base, webapp_link: base, desktop_link: base }, uri, 'mobile')
        if (!link.ok) return
        expect(isSafeDeepLink(link.href)).toBe(true)
        const scheme = link.href.slice(0, link.href.indexOf(':')).toLowerCase()
        expect(['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'http']).not.toContain(scheme)
        expect(isSafeWalletBase(base.trim())).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('store links: the page of the device, https only', () => {
    const wallet = {
      app_store: 'https://apps.apple.com/app/id1',
      play_store: 'javascript:alert(1)',
      chrome_store: 'https://chromewebstore.google.com/detail/x',
      homepage: 'https://wallet.example',
    }
    expect(storeLinkOf(wallet, 'ios')).toEqual({ href: wallet.app_store, store: 'app_store' })
    expect(storeLinkOf(wallet, 'android')).toEqual({ href: wallet.homepage, store: 'homepage' })
    expect(storeLinkOf(wallet, 'desktop')).toEqual({ href: wallet.chrome_store, store: 'chrome_store' })
    expect(storeLinkOf({ homepage: 'http://wallet.example' }, 'desktop')).toBeUndefined()
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (href) => {
        const found = storeLinkOf({ app_store: href, play_store: href, chrome_store: href, homepage: href }, 'ios')
        if (found) expect(found.href.toLowerCase().startsWith('https://')).toBe(true)
      }),
    )
  })
})
