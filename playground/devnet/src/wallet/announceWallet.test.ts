import { describe, expect, it } from 'vitest'
import { announceWallet, type WalletInfo } from './announceWallet.js'
import { injectTestWallets } from './injectTestWallets.js'
import { porticoTestWalletInfo, secondTestWalletInfo } from './testWalletInfos.js'

interface Announcement {
  info: WalletInfo
  provider: unknown
}

function listen(target: EventTarget): Announcement[] {
  const seen: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) => seen.push((event as CustomEvent<Announcement>).detail))
  return seen
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('announceWallet', () => {
  it('announces at once and again on every request, until unsubscribed', () => {
    const target = new EventTarget()
    const seen = listen(target)
    const provider = { request: async () => null }
    const stop = announceWallet({ target, info: porticoTestWalletInfo, provider })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.provider).toBe(provider)
    expect(seen[0]?.info).toMatchObject({ name: 'Portico Test Wallet', rdns: 'io.portico.testwallet' })
    expect(seen[0]?.info.uuid).toMatch(UUID_V4)
    expect(seen[0]?.info.icon).toMatch(/^data:image\/svg\+xml,/)

    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[1]).toBe(seen[0])
    expect(Object.isFrozen(seen[0]) && Object.isFrozen(seen[0]?.info)).toBe(true)

    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
  })

  it('keeps a given uuid', () => {
    const target = new EventTarget()
    const seen = listen(target)
    announceWallet({ target, info: { ...secondTestWalletInfo, uuid: 'fixed' }, provider: {} })
    expect(seen[0]?.info.uuid).toBe('fixed')
  })
})

describe('injectTestWallets', () => {
  it('announces two differently named wallets with their own accounts', () => {
    const target = new EventTarget()
    const seen = listen(target)
    const keys = [
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    ] as const
    const injected = injectTestWallets({ target, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }], privateKeys: keys })
    expect(seen.map((entry) => entry.info.name)).toEqual(['Portico Test Wallet', 'Second Test Wallet'])
    expect(seen.map((entry) => entry.info.rdns)).toEqual(['io.portico.testwallet', 'io.portico.secondwallet'])
    expect(new Set(seen.map((entry) => entry.info.uuid)).size).toBe(2)
    expect(seen[0]?.provider).toBe(injected.main)
    expect(injected.main.address).not.toBe(injected.second.address)

    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(4)
    injected.remove()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(4)
  })

  it('defaults to devnet accounts 1 and 2 on the playground chains', async () => {
    const injected = injectTestWallets({ target: new EventTarget() })
    expect(injected.main.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(injected.second.address).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(await injected.main.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(injected.main.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).resolves.toBeNull()
    injected.remove()
  })
})
