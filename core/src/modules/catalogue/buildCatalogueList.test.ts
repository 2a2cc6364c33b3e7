import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletListing } from '../../kernel/types/walletListing.js'
import { excludedRdns, installedConnectorOf, isExcludedByRdns, listCatalogueWallets, reachableOnMobile, recommendedSlots } from './buildCatalogueList.js'

const wallet = (id: string, name: string, extra: Partial<WalletListing> = {}): WalletListing => ({ id, name, mobile_link: `${id}://`, ...extra })
const installed = { id: 'io.portico.alpha', name: 'Alpha Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: 'io.portico.alpha' } }

describe('listCatalogueWallets (SPEC.md section 5, wallet lists)', () => {
  it('drops duplicates by id, rdns or name, against each other, the installed connectors and the recent wallets', () => {
    const listed = listCatalogueWallets(
      [
        wallet('a', 'Alpha Wallet Pro', { rdns: 'IO.Portico.Alpha' }), // same rdns as the installed wallet
        wallet('b', '  alpha wallet ', {}), // same name as the installed wallet
        wallet('c', 'Carrot'),
        wallet('c', 'Carrot again'), // same id
        wallet('d', 'CARROT'), // same name
        wallet('e', 'Eagle', { rdns: 'com.eagle' }),
        wallet('f', 'Falcon', { rdns: 'COM.EAGLE' }), // same rdns
        wallet('g', 'Recent One'),
        wallet('h', 'Heron'),
      ],
      { connectors: [installed], recentWallets: [{ id: 'x', name: 'recent one' }] },
    )
    expect(listed.map((entry) => entry.id)).toEqual(['c', 'e', 'h'])
  })

  it('drops excluded ids, keeps only included ones when an include list is given, and keeps the order', () => {
    const all = ['a', 'b', 'c', 'd'].map((id) => wallet(id, id.toUpperCase()))
    expect(listCatalogueWallets(all, { connectors: [], excludeWalletIds: ['b'] }).map((entry) => entry.id)).toEqual(['a', 'c', 'd'])
    expect(listCatalogueWallets(all, { connectors: [], includeWalletIds: ['d', 'a'], excludeWalletIds: ['a'] }).map((entry) => entry.id)).toEqual(['d'])
    expect(listCatalogueWallets(all, { connectors: [], includeWalletIds: [] })).toHaveLength(4)
  })

  it('on a phone keeps only wallets a phone can open (app link or web wallet)', () => {
    const all = [wallet('a', 'A'), { id: 'b', name: 'B', desktop_link: 'b://' }, { id: 'c', name: 'C', webapp_link: 'https://c.example' }]
    expect(listCatalogueWallets(all, { connectors: [], isMobile: true }).map((entry) => entry.id)).toEqual(['a', 'c'])
    expect(listCatalogueWallets(all, { connectors: [], isMobile: false })).toHaveLength(3)
    expect(reachableOnMobile({ mobile_link: null, webapp_link: '' })).toBe(false)
  })

  it('never lists one wallet twice and never an excluded one, whatever the input (property)', () => {
    const entry = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), name: fc.constantFrom('One', ' one', 'Two', 'THREE', 'x'), rdns: fc.option(fc.constantFrom('r.a', 'R.A', 'r.b')) })
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.subarray(['a', 'b', 'c', 'd', 'e']), (wallets, exclude) => {
        const listed = listCatalogueWallets(wallets, { connectors: [], excludeWalletIds: exclude })
        const ids = listed.map((item) => item.id)
        const names = listed.map((item) => item.name.trim().toLowerCase())
        const rdns = listed.flatMap((item) => (item.rdns ? [item.rdns.toLowerCase()] : []))
        expect(new Set(ids).size).toBe(ids.length)
        expect(new Set(names).size).toBe(names.length)
        expect(new Set(rdns).size).toBe(rdns.length)
        expect(ids.some((id) => exclude.includes(id))).toBe(false)
      }),
    )
  })
})

describe('recommendedSlots (SPEC.md section 9: recommended capped at 4 with the other entries)', () => {
  it('fills what is left of 4 entries, never below zero', () => {
    expect([0, 1, 2, 3, 4, 7, -1, 2.5].map(recommendedSlots)).toEqual([4, 3, 2, 1, 0, 0, 4, 2])
  })
})

describe('excluded wallets are hidden also when installed', () => {
  it('reads the rdns of the excluded catalogue entries and matches connectors without case', () => {
    const rdns = excludedRdns([wallet('a', 'A', { rdns: 'io.portico.ALPHA' }), wallet('b', 'B', { rdns: 'com.b' })], ['a'])
    expect(isExcludedByRdns(installed, rdns)).toBe(true)
    expect(isExcludedByRdns({ info: { rdns: 'com.b' } }, rdns)).toBe(false)
    expect(isExcludedByRdns({}, rdns)).toBe(false)
  })
})

describe('installedConnectorOf', () => {
  it('finds the injected or announced connector of the same rdns, and nothing for other kinds or no rdns', () => {
    expect(installedConnectorOf({ rdns: ' IO.PORTICO.ALPHA ' }, [installed])).toBe(installed)
    expect(installedConnectorOf({ rdns: 'io.portico.alpha' }, [{ ...installed, type: 'WALLET_CONNECT' as const }])).toBeUndefined()
    expect(installedConnectorOf({ rdns: null }, [installed])).toBeUndefined()
    expect(installedConnectorOf({}, [{ ...installed, info: {} }])).toBeUndefined()
  })
})
