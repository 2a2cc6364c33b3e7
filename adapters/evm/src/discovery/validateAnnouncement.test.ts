import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { announcement, PNG_ICON } from '../../test/fakeEventTarget.js'
import { isInlineImageIcon, isPlainWalletName, isReverseDns, validateAnnouncement } from './validateAnnouncement.js'

describe('validateAnnouncement', () => {
  it('accepts a well-formed announcement and copies its fields', () => {
    const detail = announcement({ rdns: 'Dev.Portico.Test', name: '  Test Wallet ' })
    const check = validateAnnouncement(detail)
    expect(check.ok).toBe(true)
    if (!check.ok) return
    expect(check.detail.info).toEqual({ uuid: detail.info.uuid, name: 'Test Wallet', icon: PNG_ICON, rdns: 'dev.portico.test' })
    expect(check.detail.provider).toBe(detail.provider)
    expect(check.detail.info).not.toBe(detail.info)
    expect(check.warnings).toEqual([])
  })

  it.each([
    ['a right-to-left override making "ksaMateM" read "MetaMask"', '\u202eksaMateM', 'ksaMateM'],
    ['a bidi override inside a name', 'Wallet\u202eteM', 'WalletteM'],
    ['bidi isolates and marks', '\u2067Meta\u2069\u200fMask\u200e', 'MetaMask'],
    ['zero-width joiners inside a known name', 'Meta\u200dMa\u200bsk', 'MetaMask'],
    ['tag characters', 'MetaMask\u{e0001}\u{e0068}\u{e0069}\u{e007f}', 'MetaMask'],
    ['a control character', 'Evil\u0007Wallet', 'EvilWallet'],
    ['a line break and a tab', 'Evil\nWallet\tPro', 'Evil Wallet Pro'],
    ['a Hangul filler padding a name', '\u3164Rabby\u3164', 'Rabby'],
    ['a soft hyphen and a BOM', '\ufeffMeta\u00adMask', 'MetaMask'],
  ])('accepts a name with %s, shown neutralized with a warning', (_label, name, shown) => {
    const check = validateAnnouncement(announcement({ name }))
    expect(check).toMatchObject({ ok: true, detail: { info: { name: shown } } })
    if (!check.ok) return
    expect(check.warnings).toHaveLength(1)
    expect(check.warnings[0]).toMatch(/^Removed \d+ invisible or control character\(s\) from the name of the EIP-6963 wallet dev\.portico\.test/)
  })

  it.each([
    ['no detail', undefined],
    ['a string', 'wallet'],
    ['no info', { provider: { request: () => null } }],
    ['no provider', { info: announcement().info }],
    ['a provider without request', announcement({ provider: { send: () => null } })],
    ['a provider whose request is not a function', announcement({ provider: { request: 'yes' } })],
    ['a uuid that is not one', announcement({ uuid: 'not-a-uuid' })],
    ['an empty name', announcement({ name: '   ' })],
    ['a name of only U+3164 (Hangul filler)', announcement({ name: '\u3164' })],
    ['a name of only Hangul fillers and braille blanks', announcement({ name: '\u115f\u1160\uffa0\u2800' })],
    ['a name of only zero-width and bidi characters', announcement({ name: '\u200b\u200d\u202e\u2066' })],
    ['a name of only combining marks', announcement({ name: '\u0301\u0302\u0303' })],
    ['a name of only control characters', announcement({ name: '\u0000\u001b\u007f' })],
    ['a 65-character name', announcement({ name: 'a'.repeat(65) })],
    ['a 10 MB name', announcement({ name: 'a'.repeat(10_000_000) })],
    ['a name that is not a string', announcement({ name: 42 as unknown as string })],
    ['a name with markup', announcement({ name: '<img src=x onerror=alert(1)>' })],
    ['an rdns that is one label', announcement({ rdns: 'metamask' })],
    ['an rdns with a space', announcement({ rdns: 'io.meta mask' })],
    ['an rdns over 128 characters', announcement({ rdns: `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(10)}` })],
    ['a javascript: icon', announcement({ icon: 'javascript:alert(1)' })],
    ['an https: icon', announcement({ icon: 'https://wallet.example/icon.png' })],
    ['a data:text/html icon', announcement({ icon: 'data:text/html,<script>alert(1)</script>' })],
    ['a data:image icon with a broken base64 payload', announcement({ icon: 'data:image/png;base64,@@@' })],
    ['a numeric icon', announcement({ icon: 42 as unknown as string })],
  ])('refuses %s', (_label, detail) => {
    expect(validateAnnouncement(detail).ok).toBe(false)
  })

  it('names a blank-looking or long name in its reason', () => {
    expect(validateAnnouncement(announcement({ name: '\u3164' }))).toMatchObject({ ok: false, reason: expect.stringMatching(/^info\.name: blank-looking/) })
    expect(validateAnnouncement(announcement({ name: 'a'.repeat(65) }))).toMatchObject({ ok: false, reason: 'info.name: 65 characters, over 64' })
    expect(validateAnnouncement(announcement({ name: '<b>' }))).toMatchObject({ ok: false, reason: 'info.name: markup (< or >)' })
  })

  it('counts the name limit in characters once invisible ones are removed', () => {
    expect(validateAnnouncement(announcement({ name: '🦊'.repeat(64) })).ok).toBe(true)
    expect(validateAnnouncement(announcement({ name: `${'a'.repeat(64)}\u200b\u200b` }))).toMatchObject({
      ok: true,
      detail: { info: { name: 'a'.repeat(64) } },
    })
  })

  it('keeps what it validated, whatever a getter answers the second time', () => {
    let reads = 0
    const info = {
      ...announcement().info,
      get name(): string {
        reads++
        return reads === 1 ? 'Honest Wallet' : '<script>alert(1)</script>'
      },
    }
    const check = validateAnnouncement({ info, provider: announcement().provider })
    expect(check).toMatchObject({ ok: true, detail: { info: { name: 'Honest Wallet' } } })
    expect(reads).toBe(1)
  })

  it('refuses, without throwing, an announcement whose getters throw', () => {
    const hostile = {
      get info(): never {
        throw new Error('boom')
      },
      provider: { request: () => null },
    }
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
        ownKeys() {
          throw new Error('trap')
        },
      },
    )
    const throwsProxy = {
      get info(): never {
        throw proxy
      },
      provider: { request: () => null },
    }
    expect(validateAnnouncement(hostile).ok).toBe(false)
    expect(validateAnnouncement(proxy).ok).toBe(false)
    expect(validateAnnouncement(throwsProxy).ok).toBe(false)
    expect(validateAnnouncement(announcement({ provider: proxy })).ok).toBe(false)
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const check = validateAnnouncement(value)
        expect(typeof check.ok).toBe('boolean')
      }),
    )
  })

  it('only ever accepts data:image/ icons', () => {
    fc.assert(
      fc.property(fc.string(), (icon) => {
        if (isInlineImageIcon(icon)) expect(icon.toLowerCase().startsWith('data:image/')).toBe(true)
      }),
    )
    expect(isInlineImageIcon(PNG_ICON)).toBe(true)
    expect(isInlineImageIcon('data:image/svg+xml,%3Csvg%2F%3E')).toBe(true)
  })

  it('accepts plain names up to 64 characters and reverse-DNS ids up to 128', () => {
    expect(isPlainWalletName('a'.repeat(64))).toBe(true)
    expect(isPlainWalletName('Zerion — Wallet ✓')).toBe(true)
    expect(isPlainWalletName('  Browser Wallet ')).toBe(true)
    for (const name of ['a'.repeat(65), '', '\u3164', 'Evil\u0007Wallet', 'Wallet\u202eteM', 'Meta\u200dMask', '<b>Wallet</b>']) {
      expect(isPlainWalletName(name)).toBe(false)
    }
    expect(isReverseDns('io.metamask')).toBe(true)
    expect(isReverseDns('com.coinbase.wallet')).toBe(true)
    expect(isReverseDns(`${'a'.repeat(63)}.${'b'.repeat(63)}`)).toBe(true)
    fc.assert(
      fc.property(fc.string(), (name) => {
        if (isPlainWalletName(name)) expect(Array.from(name.trim()).length).toBeLessThanOrEqual(64)
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        if (!isPlainWalletName(name)) return
        expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}<>]/u)
        expect(validateAnnouncement(announcement({ name }))).toMatchObject({ ok: true, warnings: [] })
      }),
    )
  })
})
