import { describe, expect, it } from 'vitest'
import type { Connector } from '@portico/core'
import { orderWallets } from './orderWallets.js'

const wallet = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})

const connectors = [
  wallet('wc', 'WALLET_CONNECT'),
  wallet('injected', 'INJECTED'),
  wallet('other', 'EXTERNAL'),
  wallet('announced', 'ANNOUNCED'),
  wallet('recent', 'EXTERNAL'),
  wallet('fav-b', 'EXTERNAL', { explorerId: 'registry-b' }),
  wallet('fav-a', 'ANNOUNCED'),
]

describe('orderWallets', () => {
  it('puts featured (in the site’s order), then recent, then installed, then the rest', () => {
    const ordered = orderWallets(connectors, { featuredWalletIds: ['fav-a', 'registry-b'], recentWalletIds: ['recent'] })
    expect(ordered.map((item) => [item.connector.id, item.group])).toEqual([
      ['fav-a', 'featured'],
      ['fav-b', 'featured'],
      ['recent', 'recent'],
      ['injected', 'installed'],
      ['announced', 'installed'],
      ['wc', 'other'],
      ['other', 'other'],
    ])
    expect(ordered[0]).toMatchObject({ isFeatured: true, isRecent: false, isInstalled: true })
  })

  it('lists both recent wallets, newest first, before the installed ones', () => {
    const ordered = orderWallets(connectors, { featuredWalletIds: [], recentWalletIds: ['other', 'recent'] })
    expect(ordered.slice(0, 2).map((item) => [item.connector.id, item.group])).toEqual([
      ['other', 'recent'],
      ['recent', 'recent'],
    ])
  })

  it('lists a featured recent wallet once, as featured, and still flags it recent', () => {
    const ordered = orderWallets(connectors, { featuredWalletIds: ['recent'], recentWalletIds: ['recent'] })
    expect(ordered.filter((item) => item.connector.id === 'recent')).toHaveLength(1)
    expect(ordered[0]).toMatchObject({ group: 'featured', isRecent: true })
  })

  it('keeps discovery order without featured or recent wallets, ignores unknown ids, and does not mutate', () => {
    const copy = [...connectors]
    const ordered = orderWallets(connectors, { featuredWalletIds: ['nope'], recentWalletIds: [] })
    expect(ordered.map((item) => item.connector.id)).toEqual(['injected', 'announced', 'fav-a', 'wc', 'other', 'recent', 'fav-b'])
    expect(connectors).toEqual(copy)
    expect(orderWallets([], { featuredWalletIds: [], recentWalletIds: [] })).toEqual([])
  })
})
