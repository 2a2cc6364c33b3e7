import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filterTokenBalances, totalTokenValue, type RawTokenBalance } from './tokenBalances.js'
import { isAcceptedWalletAssetList, tokenBalancesFromWalletAssets } from './walletAssets.js'

const balance = (decimals: string, numeric = '1', extra: Partial<RawTokenBalance> = {}): RawTokenBalance => ({
  name: 'Token',
  symbol: 'TKN',
  chainId: 'eip155:1',
  quantity: { decimals, numeric },
  ...extra,
})

describe('filterTokenBalances (SPEC.md section 5)', () => {
  it('drops tokens whose decimals are exactly zero and keeps the others (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 36 }), { maxLength: 20 }), (decimals) => {
        const kept = filterTokenBalances(decimals.map((value) => balance(String(value))))
        expect(kept.every((entry) => entry.quantity.decimals !== '0')).toBe(true)
        expect(kept.length).toBe(decimals.filter((value) => value !== 0).length)
      }),
    )
  })

  it('drops hostile amounts and decimals, and unsafe icons', () => {
    const kept = filterTokenBalances([
      balance('18', '-1'),
      balance('18', '1e5'),
      balance('x'),
      balance('18', '2', { iconUrl: 'javascript:alert(1)', value: Number.NaN, price: -1 }),
    ])
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ iconUrl: undefined, value: undefined, price: undefined })
  })

  it('totals the known values only', () => {
    const kept = filterTokenBalances([balance('18', '1', { value: 2.5 }), balance('6', '1'), balance('6', '1', { value: 1 })])
    expect(totalTokenValue(kept)).toBe(3.5)
    expect(totalTokenValue(filterTokenBalances([balance('6')]))).toBeUndefined()
  })
})

describe('wallet_getAssets acceptance (SPEC.md section 5)', () => {
  const asset = (overrides: Record<string, unknown> = {}) => ({
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    balance: '0x8ac7230489e80000',
    type: 'ERC20',
    metadata: { name: 'Portico Test Token', symbol: 'PTT', iconUrl: '', decimals: 18, price: 2 },
    ...overrides,
  })

  it('accepts a listing only when every asset has every field of its type', () => {
    expect(isAcceptedWalletAssetList([asset(), asset({ type: 'NATIVE' })])).toBe(true)
    expect(isAcceptedWalletAssetList([asset(), asset({ type: 'ERC721' })])).toBe(false)
    expect(isAcceptedWalletAssetList([asset({ balance: 10 })])).toBe(false)
    expect(isAcceptedWalletAssetList([asset({ metadata: { name: 'x', symbol: 'x', iconUrl: '', decimals: '18', price: 1 } })])).toBe(false)
    expect(isAcceptedWalletAssetList('nope')).toBe(false)
    fc.assert(
      fc.property(fc.constantFrom('address', 'balance', 'type', 'metadata'), (field) => {
        const broken: Record<string, unknown> = asset()
        delete broken[field]
        expect(isAcceptedWalletAssetList([asset(), broken])).toBe(false)
      }),
    )
  })

  it('reads the hex balances of the network in display units, with value = amount × price', () => {
    const balances = tokenBalancesFromWalletAssets({ '0x1': [asset()] }, { caipNetworkId: 'eip155:1', id: 1 })
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'PTT', chainId: 'eip155:1', quantity: { decimals: '18', numeric: '10' }, value: 20, price: 2 }),
    ])
    expect(tokenBalancesFromWalletAssets({ '0x2': [asset()] }, { caipNetworkId: 'eip155:1', id: 1 })).toBeUndefined()
    expect(tokenBalancesFromWalletAssets({ '0x1': [asset({ balance: 'lots' })] }, { caipNetworkId: 'eip155:1', id: 1 })).toBeUndefined()
  })
})
