import { describe, expect, it } from 'vitest'
import { validateWalletRegistration } from './validateWalletRegistration.js'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const fn = () => undefined
function registration(overrides: Record<string, unknown> = {}) {
  return {
    version: '1.0.0',
    name: 'Good Wallet',
    icon: ICON,
    chains: ['solana:mainnet', 'solana:devnet'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: fn },
      'solana:signTransaction': { version: '1.0.0', signTransaction: fn },
      'solana:signAndSendTransaction': { version: '1.0.0', signAndSendTransaction: fn },
    },
    ...overrides,
  }
}

describe('validateWalletRegistration', () => {
  it('accepts a plain Solana wallet and keeps only its solana chains', () => {
    const check = validateWalletRegistration(registration({ chains: ['eip155:1', 'solana:mainnet'] }))
    expect(check).toMatchObject({ ok: true, info: { name: 'Good Wallet', icon: ICON, chains: ['solana:mainnet'] }, warnings: [] })
  })

  it.each([
    ['an https icon', { icon: 'https://example.com/icon.png' }, 'icon'],
    ['a javascript: icon', { icon: 'javascript:alert(1)' }, 'icon'],
    ['an HTML data icon', { icon: 'data:text/html,<script>alert(1)</script>' }, 'icon'],
    ['a name with markup', { name: '<img src=x onerror=alert(1)>' }, 'name'],
    ['a blank-looking name', { name: '\u200b\u200b' }, 'name'],
    ['an overlong name', { name: 'W'.repeat(65) }, 'name'],
    ['a non-string name', { name: 42 }, 'name'],
    ['no solana chain', { chains: ['eip155:1'] }, 'chains'],
    ['a malformed chain', { chains: ['solana:main net'] }, 'chains'],
    ['an unknown version', { version: '2.0.0' }, 'version'],
    ['no sign-and-send feature', { features: { 'standard:connect': { connect: fn }, 'solana:signTransaction': { signTransaction: fn } } }, 'features'],
    ['a feature without its method', { features: { 'standard:connect': { connect: 'no' } } }, 'features'],
  ])('refuses %s', (_, overrides, field) => {
    const check = validateWalletRegistration(registration(overrides))
    expect(check.ok).toBe(false)
    expect(check.ok ? '' : check.reason).toMatch(new RegExp(`^${field}`))
  })

  it('neutralizes invisible characters in the name, with a warning', () => {
    const check = validateWalletRegistration(registration({ name: 'Good\u200b Wallet\u202e' }))
    expect(check).toMatchObject({ ok: true, info: { name: 'Good Wallet' } })
    expect(check.ok && check.warnings).toHaveLength(1)
  })

  it('refuses hostile objects without throwing: throwing getters, proxies, non-objects', () => {
    const throwing = Object.defineProperty(registration(), 'name', {
      get() {
        throw new Error('gotcha')
      },
    })
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(validateWalletRegistration(throwing)).toEqual({ ok: false, reason: 'unreadable registration (gotcha)' })
    expect(validateWalletRegistration(proxy)).toMatchObject({ ok: false })
    expect(validateWalletRegistration(null)).toMatchObject({ ok: false })
    expect(validateWalletRegistration('wallet')).toMatchObject({ ok: false })
  })

  it('reads the name once: a two-faced getter cannot swap it after the check', () => {
    let reads = 0
    const twoFaced = Object.defineProperty(registration(), 'name', {
      get: () => (reads++ === 0 ? 'Good Wallet' : '<script>'),
    })
    const check = validateWalletRegistration(twoFaced)
    expect(check).toMatchObject({ ok: true, info: { name: 'Good Wallet' } })
    expect(reads).toBe(1)
  })
})
