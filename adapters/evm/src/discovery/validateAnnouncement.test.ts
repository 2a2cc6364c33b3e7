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
    ['a 65-character name', announcement({ name: 'a'.repeat(65) })],
    ['a name with a control character', announcement({ name: 'Evil\u0007Wallet' })],
    ['a name with a bidi override', announcement({ name: 'Wallet\u202eteM' })],
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
    expect(validateAnnouncement(hostile).ok).toBe(false)
    expect(validateAnnouncement(proxy).ok).toBe(false)
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
    expect(isReverseDns('io.metamask')).toBe(true)
    expect(isReverseDns('com.coinbase.wallet')).toBe(true)
    expect(isReverseDns(`${'a'.repeat(63)}.${'b'.repeat(63)}`)).toBe(true)
    fc.assert(
      fc.property(fc.string(), (name) => {
        if (isPlainWalletName(name)) expect(name.length).toBeLessThanOrEqual(64)
      }),
    )
  })
})
