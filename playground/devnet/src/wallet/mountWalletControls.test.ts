// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createSolanaTestWallet, solanaDevnetAccounts } from '@portico/test-chains/solana-wallet'
import { createTestWallet } from '@portico/test-chains/wallet'
import { mountWalletControls } from './mountWalletControls.js'

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

describe('mountWalletControls', () => {
  it('shows each wallet and steers it from its buttons', async () => {
    const wallet = createTestWallet({ privateKey: KEY, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })
    const unmount = mountWalletControls({ document, wallets: [{ label: 'Portico Test Wallet', wallet }] })
    const row = document.querySelector('[data-devnet-wallet="Portico Test Wallet"]')!
    const status = () => row.querySelector('[data-devnet-status]')!.textContent
    const click = (action: string) => row.querySelector<HTMLButtonElement>(`[data-devnet-action="${action}"]`)!.click()
    expect(status()).toBe('0x7099…79C8 · chain 31337 · not connected · next: approve')

    click('reject')
    expect(wallet.nextBehavior).toBe('reject')
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })

    click('hang')
    const hung = wallet.request({ method: 'eth_requestAccounts' })
    click('release')
    await expect(hung).rejects.toMatchObject({ code: 4001 })

    await wallet.request({ method: 'eth_requestAccounts' })
    expect(status()).toContain('· connected ·')
    click('disconnect')
    expect(status()).toContain('not connected')

    unmount()
    expect(document.querySelector('[data-devnet-controls]')).toBeNull()
  })
})

describe('mountWalletControls with the Solana test wallet', () => {
  it('shows its account and chain and steers it like the EVM ones', async () => {
    const [, account] = solanaDevnetAccounts(2)
    const wallet = createSolanaTestWallet({ secretKey: account!.secretKey, rpcUrl: 'http://127.0.0.1:9' })
    const unmount = mountWalletControls({ document, wallets: [{ label: 'Solana', wallet }] })
    const row = document.querySelector('[data-devnet-wallet="Solana"]')!
    const status = () => row.querySelector('[data-devnet-status]')!.textContent
    const click = (action: string) => row.querySelector<HTMLButtonElement>(`[data-devnet-action="${action}"]`)!.click()
    const short = `${account!.address.slice(0, 6)}…${account!.address.slice(-4)}`
    expect(status()).toBe(`${short} · solana:localnet · not connected · next: approve`)
    const connect = () => wallet.features['standard:connect'].connect()

    click('reject')
    await expect(connect()).rejects.toMatchObject({ code: 4001 })
    click('hang')
    const hung = connect()
    click('release')
    await expect(hung).rejects.toMatchObject({ code: 4001 })

    await connect()
    expect(status()).toBe(`${short} · solana:localnet · connected · next: approve`)
    click('disconnect')
    expect(status()).toContain('not connected')
    expect(wallet.accounts).toEqual([])
    unmount()
  })
})
