import { describe, expect, it } from 'vitest'
import type { WalletListItem } from '@portico/react'
import { searchWallets } from './searchWallets.js'

const item = (name: string): WalletListItem => ({
  connector: { id: name.toLowerCase(), name, type: 'EXTERNAL', chain: 'eip155' },
  group: 'other',
  isFeatured: false,
  isRecent: false,
  isInstalled: false,
})

const wallets = [item('Alpha Wallet'), item('Beta Wallet'), item('Gamma')]

describe('searchWallets', () => {
  it('matches the trimmed query case-insensitively, keeping the order', () => {
    expect(searchWallets(wallets, '  WALLET ').map((entry) => entry.connector.name)).toEqual(['Alpha Wallet', 'Beta Wallet'])
    expect(searchWallets(wallets, 'gam').map((entry) => entry.connector.name)).toEqual(['Gamma'])
  })

  it('returns every wallet for an empty or blank query, and none for no match', () => {
    expect(searchWallets(wallets, '   ')).toBe(wallets)
    expect(searchWallets(wallets, 'zzz')).toEqual([])
  })
})
