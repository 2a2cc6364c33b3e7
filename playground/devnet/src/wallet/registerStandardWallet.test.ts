// @vitest-environment jsdom
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it } from 'vitest'
import { injectSolanaTestWallet, SOLANA_TEST_WALLET_NAME } from './injectSolanaTestWallet.js'
import { registerStandardWallet } from './registerStandardWallet.js'

describe('registerStandardWallet', () => {
  it('registers with an app that was listening and with one that starts later, and unregisters from both', () => {
    const target = new EventTarget()
    const early: object[] = []
    target.addEventListener('wallet-standard:register-wallet', (event) => {
      ;(event as CustomEvent<(api: unknown) => void>).detail({ register: (wallet: object) => (early.push(wallet), () => early.splice(early.indexOf(wallet), 1)) })
    })
    const wallet = { name: 'W' }
    const remove = registerStandardWallet({ target, wallet })
    expect(early).toEqual([wallet])

    const late: object[] = []
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (w: object) => (late.push(w), () => late.pop()) } }))
    expect(late).toEqual([wallet])
    // An app-ready event without a usable api (any script can dispatch one) is ignored.
    for (const detail of [null, 'register', { register: 'no' }]) {
      expect(() => target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail }))).not.toThrow()
    }

    remove()
    expect(early).toEqual([])
    expect(late).toEqual([])
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (w: object) => late.push(w) } }))
    expect(late).toEqual([])
  })

  it('puts the Solana test wallet in the registry of @wallet-standard/app on the page', () => {
    const injected = injectSolanaTestWallet({ target: window, rpcUrl: 'http://127.0.0.1:9' })
    const wallets = getWallets()
    expect(wallets.get().map((wallet) => wallet.name)).toContain(SOLANA_TEST_WALLET_NAME)
    expect(wallets.get().find((wallet) => wallet.name === SOLANA_TEST_WALLET_NAME)?.chains).toEqual(['solana:localnet'])
    injected.remove()
    expect(wallets.get().map((wallet) => wallet.name)).not.toContain(SOLANA_TEST_WALLET_NAME)
  })

  it('sends to loopback only', () => {
    for (const rpcUrl of ['https://api.mainnet-beta.solana.com', 'http://10.0.0.1:8899', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(() => injectSolanaTestWallet({ target: window, rpcUrl }), rpcUrl).toThrow(/loopback only/)
    }
  })
})
