import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeStoreLink, storeLinkFor, storePlatformOf } from './storeLink.js'

const WALLET = {
  id: 'w',
  name: 'W',
  app_store: 'https://apps.apple.com/app/w',
  play_store: 'https://play.google.com/store/apps/details?id=w',
  chrome_store: 'https://chromewebstore.google.com/detail/w',
  homepage: 'https://w.example',
}

describe('storeLinkFor (getting a wallet)', () => {
  it('picks the store of the platform, else the homepage', () => {
    expect(storeLinkFor(WALLET, 'ios')).toBe(WALLET.app_store)
    expect(storeLinkFor(WALLET, 'android')).toBe(WALLET.play_store)
    expect(storeLinkFor(WALLET, 'desktop')).toBe(WALLET.chrome_store)
    expect(storeLinkFor({ ...WALLET, chrome_store: null }, 'desktop')).toBe(WALLET.homepage)
    expect(storeLinkFor({ id: 'w', name: 'W' }, 'ios')).toBeUndefined()
  })

  it('opens only https links: other schemes, http, credentials and disguised hosts are refused', () => {
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' https://apps.apple.com',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://apps.apple.com/app',
      'itms-apps://apps.apple.com/app',
      'https://user:pw@evil.example',
      'https://apps.apple.com@evil.example',
      'https://ev%69l.example',
      'https:\\\\evil.example',
      'vbscript:msgbox',
      'file:///etc/passwd',
      '//evil.example',
    ]) {
      expect(isSafeStoreLink(link), link).toBe(false)
      expect(storeLinkFor({ id: 'w', name: 'W', app_store: link, homepage: link }, 'ios'), link).toBeUndefined()
    }
  })

  it('returns only https links whatever the registry sends (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:x', 'https://a.b')), (link) => {
        const chosen = storeLinkFor({ id: 'w', name: 'W', app_store: link, homepage: link }, 'ios')
        if (chosen !== undefined) expect(chosen.startsWith('https://')).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('reads the platform from the environment', () => {
    expect(storePlatformOf({ isMobile: () => true, isIos: () => true })).toBe('ios')
    expect(storePlatformOf({ isMobile: () => true, isIos: () => false })).toBe('android')
    expect(storePlatformOf({ isMobile: () => false, isIos: () => false })).toBe('desktop')
  })
})
