import { describe, expect, it } from 'vitest'
import type { QueryEntry } from '../../kernel/query/createQueryCache.js'
import type { WalletListing } from '../../kernel/types/walletListing.js'
import { createTestClient } from '../../testing/createTestClient.js'
import { catalogueListView, catalogueRequests, featuredWallets, walletConnectItemProps, walletItemProps } from './catalogueView.js'
import type { WalletPage } from './services/walletListingSchema.js'

const wallet = (id: string, name = id): WalletListing => ({ id, name })
const page = (data: WalletListing[], count = data.length, dropped = 0): QueryEntry<WalletPage> => ({
  status: 'success',
  data: { data, count, dropped },
  error: undefined,
  isFetching: false,
  fetchedAt: 0,
})
const loading: QueryEntry<WalletPage> = { status: 'pending', data: undefined, error: undefined, isFetching: true, fetchedAt: undefined }
const failed: QueryEntry<WalletPage> = { status: 'error', data: undefined, error: new Error('HTTP status code: 500'), isFetching: false, fetchedAt: undefined }
const context = { connectors: [], recentWallets: [] }

describe('the wallet list view model (what useWalletCatalogue binds)', () => {
  it('asks for the featured wallets, then the recommended page, the search, or every page so far', () => {
    expect(catalogueRequests('recommended', '', 3)).toEqual([{ kind: 'featured' }, { kind: 'recommended' }])
    expect(catalogueRequests('all', 'rain', 3)).toEqual([{ kind: 'featured' }, { kind: 'search', search: 'rain' }])
    expect(catalogueRequests('all', '', 2)).toEqual([{ kind: 'featured' }, { kind: 'paged', page: 1 }, { kind: 'paged', page: 2 }])
  })

  it("puts the site's featured wallets first, in its order, and keeps only those matching a search", async () => {
    const { client } = createTestClient({ featuredWalletIds: ['b', 'a'] })
    await client.ready
    const featured = page([wallet('a', 'Alpha'), wallet('x', 'Extra'), wallet('b', 'Beta')]).data
    expect(featuredWallets(client, featured, '').map((entry) => entry.id)).toEqual(['b', 'a'])
    expect(featuredWallets(client, featured, 'alp').map((entry) => entry.id)).toEqual(['a'])
    expect(featuredWallets(client, undefined, '')).toEqual([])
  })

  it('lists the pages after the featured wallets without duplicates, and says when more pages are left', async () => {
    const { client } = createTestClient({ featuredWalletIds: ['a'] })
    await client.ready
    const view = catalogueListView(client, {
      mode: 'all',
      search: '',
      enabled: true,
      limit: undefined,
      entries: [page([wallet('a', 'Alpha')]), page([wallet('a', 'Alpha'), wallet('b', 'Beta')], 5)],
      context,
    })
    expect(view.wallets.map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(view).toMatchObject({ status: 'success', count: 6, hasNextPage: true, isWaitingForPage: false, lastPageFailed: false, isFetching: false })
  })

  it('is pending before the first answer, failed when the registry failed and nothing shows, idle when off', async () => {
    const { client } = createTestClient()
    await client.ready
    const base = { mode: 'all' as const, search: '', limit: undefined, context }
    expect(catalogueListView(client, { ...base, enabled: true, entries: [undefined, loading] })).toMatchObject({ status: 'pending', isFetching: true })
    expect(catalogueListView(client, { ...base, enabled: true, entries: [undefined, failed] })).toMatchObject({ status: 'error', wallets: [] })
    expect(catalogueListView(client, { ...base, enabled: false, entries: [page([wallet('a')])] })).toMatchObject({ status: 'idle', wallets: [] })
  })

  it('keeps the list open while a later page loads, and asks a failed page again rather than skipping it', async () => {
    const { client } = createTestClient()
    await client.ready
    const base = { mode: 'all' as const, search: '', enabled: true, limit: undefined, context }
    const first = page([wallet('a'), wallet('b')], 4)
    expect(catalogueListView(client, { ...base, entries: [undefined, first, loading] })).toMatchObject({ hasNextPage: true, isWaitingForPage: true, lastPageFailed: false })
    expect(catalogueListView(client, { ...base, entries: [undefined, first, failed] })).toMatchObject({ hasNextPage: true, lastPageFailed: true })
    // A search shows one page of results: no next page.
    expect(catalogueListView(client, { ...base, search: 'a', entries: [undefined, first] }).hasNextPage).toBe(false)
  })

  it('cuts the list to the limit (the recommended slots)', async () => {
    const { client } = createTestClient()
    await client.ready
    const view = catalogueListView(client, {
      mode: 'recommended',
      search: '',
      enabled: true,
      limit: 2,
      entries: [undefined, page([wallet('a'), wallet('b'), wallet('c')])],
      context,
    })
    expect(view.wallets.map((entry) => entry.id)).toEqual(['a', 'b'])
  })

  it("gives a wallet's element and the WalletConnect entry their anatomy and accessible name", async () => {
    const { client } = createTestClient()
    await client.ready
    expect(walletItemProps(client, wallet('rainbow', 'Rainbow'), { label: 'Connect with Rainbow' })).toMatchObject({
      'aria-label': 'Connect with Rainbow',
      'data-scope': 'wallets',
      'data-part': 'item',
      'data-value': 'rainbow',
    })
    expect(walletConnectItemProps(client)).toMatchObject({ 'data-part': 'walletconnect', 'data-value': 'walletconnect' })
    expect(walletConnectItemProps(client)).not.toHaveProperty('aria-label')
  })
})
