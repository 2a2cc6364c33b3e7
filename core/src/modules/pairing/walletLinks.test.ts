import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeDeepLink } from '../../kernel/utils/urlSafety.js'
import { parseWhatwgUrl } from '../../kernel/utils/whatwgUrl.js'
import { bestWalletLink, formatNativeLink, formatUniversalLink, isSafeWalletBase, walletLinkFor } from './walletLinks.js'
import { storeLinkOf } from '../catalogue/storeLink.js'

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
    // Android intents: Chrome follows them, and opens their browser_fallback_url when no app answers.
    'intent://wc#Intent;scheme=wc;S.browser_fallback_url=https%3A%2F%2Fevil.example;end',
    'intent:',
    'intent',
    'Intent://',
    'android-app://com.evil/https/evil.example/',
    // Browser and system internals, and the web's other schemes.
    'chrome://',
    'chrome-extension://abcdefghijklmnop/',
    'ms-msdt://',
    'wss://relay.example',
    // Credentials: the link reads as one thing and goes to another.
    'metamask://user:pass@wc',
    'rainbow://wallet@evil.example',
    'https://user@wallet.example',
    // Plain http, even to the local machine: the pairing URI carries the session's key.
    'http://localhost:8080/',
    'http://127.0.0.1/wc',
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

  it('whatever the registry sends, an accepted link is https to a clean host or `scheme://` of the registry\'s form, never an intent, never with credentials (property)', () => {
    const NEVER = ['http', 'ws', 'wss', 'ftp', 'file', 'javascript', 'vbscript', 'data', 'blob', 'about', 'intent', 'android-app', 'chrome', 'chrome-extension']
    const scheme = fc.oneof(fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,12}$/), fc.constantFrom(...NEVER, 'INTENT', 'Intent', 'HTTP'))
    const base = fc.oneof(
      fc.tuple(scheme, fc.constantFrom('', ':', ':/', '://', '://user:pw@', '://wc@', ':\\\\'), fc.string({ maxLength: 40 })).map((parts) => parts.join('')),
      fc.webUrl({ validSchemes: ['https', 'http', 'intent', 'chrome'], authoritySettings: { withUserInfo: true, withPort: true, withIPv4: true } }),
    )
    fc.assert(
      fc.property(base, fc.string({ maxLength: 60 }), fc.constantFrom('mobile', 'desktop', 'web') as fc.Arbitrary<'mobile' | 'desktop' | 'web'>, (link, uri, target) => {
        const result = walletLinkFor({ mobile_link: link, desktop_link: link, webapp_link: link }, uri, target)
        if (!result.ok) return
        const parsed = parseWhatwgUrl(result.href)
        if (!parsed) throw new Error(`not a URL: ${result.href}`)
        expect([parsed.username, parsed.password]).toEqual(['', ''])
        const written = /^([a-z][a-z0-9+.-]*):\/\//i.exec(result.href)?.[1]?.toLowerCase()
        expect(written).toBeDefined()
        expect(NEVER).not.toContain(written)
        expect(parsed.protocol).toBe(`${written}:`)
        expect(result.kind).toBe(written === 'https' ? 'universal' : 'native')
        expect(uriIn(result.href)).toBe(uri)
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    // Real registry links of well-known wallets, and the shapes the devnet's registry serves.
    'metamask://',
    'trust://',
    'rainbow://',
    'zerion://',
    'ledgerlive://',
    'cbwallet://',
    'okex://main',
    'safe://',
    'uniswap://',
    'argent://app/',
    'bitkeep://',
    'tpoutside://',
    'imtokenv2://',
    'exodus://',
    'phantom://',
    'rainbow:',
    'amberkeep://',
    'amberkeep-desktop://',
    'https://metamask.app.link',
    'https://link.trustwallet.com/',
    'https://rnbwapp.com',
    'https://go.cb-w.com',
    'https://amberkeep.wallet.test/wc',
    'https://app.amberkeep.wallet.test',
  ])('a known-good registry link (%s) still opens', (base) => {
    for (const target of ['mobile', 'desktop', 'web'] as const) {
      const link = walletLinkFor({ mobile_link: base, desktop_link: base, webapp_link: base }, URI, target)
      expect(link).toMatchObject({ ok: true, target })
      if (link.ok) expect(uriIn(link.href)).toBe(URI)
    }
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
