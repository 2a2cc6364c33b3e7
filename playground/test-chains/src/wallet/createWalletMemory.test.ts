import { describe, expect, it } from 'vitest'
import { createTestWallet } from './createTestWallet.js'
import { createWalletMemory, type WalletStorage } from './createWalletMemory.js'

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
// Never contacted: these tests only use methods the wallet answers itself.
const chains = [
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:9' },
  { chainId: 31338, rpcUrl: 'http://127.0.0.1:9' },
]

function memoryStorage(): WalletStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

describe('createWalletMemory', () => {
  it('lets a reloaded wallet remember the authorized site and its chain, with no prompt', async () => {
    const storage = memoryStorage()
    const before = createTestWallet({ privateKey: KEY, chains, storage })
    await before.request({ method: 'eth_requestAccounts' })
    await before.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })

    const after = createTestWallet({ privateKey: KEY, chains, storage })
    expect(await after.request({ method: 'eth_accounts' })).toEqual([before.address])
    expect(await after.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    after.setNextBehavior('reject')
    // Still authorized: the rejection is not used up by a prompt that does not happen.
    expect(await after.request({ method: 'eth_requestAccounts' })).toEqual([before.address])

    after.disconnect()
    const again = createTestWallet({ privateKey: KEY, chains, storage })
    expect(await again.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('starts fresh when storage is unreadable or throws', () => {
    const broken: WalletStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(createWalletMemory(broken, 'k').read()).toEqual({ authorized: false })
    expect(() => createWalletMemory(broken, 'k').write({ authorized: true })).not.toThrow()
    const garbage = memoryStorage()
    garbage.items.set('k', '{not json')
    expect(createWalletMemory(garbage, 'k').read()).toEqual({ authorized: false })
  })

  it('ignores a remembered chain the wallet no longer knows', async () => {
    const storage = memoryStorage()
    storage.items.set('k', JSON.stringify({ authorized: true, chainId: 999 }))
    const wallet = createTestWallet({ privateKey: KEY, chains, storage, storageKey: 'k' })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })
})
