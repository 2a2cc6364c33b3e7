import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import type { QueryEntry } from '../../kernel/query/createQueryCache.js'
import type { WalletListing } from '../../kernel/types/walletListing.js'
import { selectWalletFlow } from '../connection/index.js'
import { listCatalogueWallets, type CatalogueListContext } from './buildCatalogueList.js'
import type { WalletPage } from './services/walletListingSchema.js'
import type { CatalogueRequest } from './walletCatalogue.js'

/** Which list: the site's featured wallets and the first recommended page (Connect), or the whole catalogue (AllWallets). */
export type CatalogueMode = 'recommended' | 'all'

/** Where a wallet list stands: 'idle' when off, 'pending' before the first answer, 'error' when the registry failed and nothing is shown. */
export type CatalogueStatus = 'idle' | 'pending' | 'success' | 'error'

/** A wallet list's view model: the wallets to show and how its pages stand. */
export interface CatalogueListView {
  /**
   * The catalogue wallets to list, after the page's own wallets: excluded and duplicate ones (by
   * id, rdns or name, also against installed and recent wallets) dropped, the mobile filter applied.
   */
  wallets: readonly WalletListing[]
  /** How many wallets the registry counts for the current query. */
  count: number
  status: CatalogueStatus
  /** A request is in flight. */
  isFetching: boolean
  /** More pages of the catalogue are left (mode 'all', no search). */
  hasNextPage: boolean
  /** The last page asked for has not arrived (loading, or failed). */
  isWaitingForPage: boolean
  /** The last page asked for failed: the next-page action asks it again rather than skipping it. */
  lastPageFailed: boolean
}

/** Props for the element that picks one catalogue wallet (a button). */
export interface WalletItemProps {
  'aria-label'?: string
  'data-scope': 'wallets'
  'data-part': 'item' | 'walletconnect'
  /** The registry id of the wallet ('walletconnect' for the WalletConnect entry). */
  'data-value': string
  /** Picks the wallet: its installed connector, else the pairing view (core's selectWalletFlow). */
  onClick: () => void
}

const EMPTY: readonly WalletListing[] = Object.freeze([])

/** The registry requests of a list: the featured wallets, then the recommended page, the search, or the pages so far. */
export function catalogueRequests(mode: CatalogueMode, search: string, pages: number): CatalogueRequest[] {
  if (mode === 'recommended') return [{ kind: 'featured' }, { kind: 'recommended' }]
  if (search) return [{ kind: 'featured' }, { kind: 'search', search }]
  return [{ kind: 'featured' }, ...Array.from({ length: pages }, (_, index) => ({ kind: 'paged' as const, page: index + 1 }))]
}

/** The featured wallets in the site's order (`featuredWalletIds`), those whose name matches the search when there is one. */
export function featuredWallets(client: PorticoClient, page: WalletPage | undefined, search: string): readonly WalletListing[] {
  if (!page) return EMPTY
  const order = client.options.featuredWalletIds
  const needle = search.toLowerCase()
  return [...page.data]
    .filter((wallet) => order.includes(wallet.id) && (!needle || wallet.name.toLowerCase().includes(needle)))
    .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
}

/**
 * A wallet list from the cache entries of its requests (in {@link catalogueRequests} order: the
 * featured entry first) and what the page lists already. Pure: any binding gets the same list.
 */
export function catalogueListView(
  client: PorticoClient,
  params: {
    mode: CatalogueMode
    /** The applied (trimmed, debounced) search text. */
    search: string
    enabled: boolean
    limit: number | undefined
    entries: readonly (QueryEntry<WalletPage> | undefined)[]
    context: Omit<CatalogueListContext, 'isMobile'>
  },
): CatalogueListView {
  const { mode, search, enabled, limit, entries } = params
  const [featuredEntry, ...rest] = entries
  const pages = rest.map((entry) => entry?.data)
  const featuredPage = featuredEntry?.data
  const raw = [...featuredWallets(client, featuredPage, search), ...pages.flatMap((page) => page?.data ?? [])]
  const listed = raw.length === 0 ? EMPTY : listCatalogueWallets(raw, { ...params.context, isMobile: client.platform.environment.isMobile() })
  const wallets = !enabled ? EMPTY : limit === undefined ? listed : listed.slice(0, Math.max(0, limit))

  const isFetching = entries.some((entry) => entry?.isFetching === true)
  const first = pages[0]
  const last = pages.at(-1)
  const read = pages.reduce((sum, page) => sum + (page ? page.data.length + page.dropped : 0), 0)
  // A page on its way (or failed) keeps the list open-ended: its loading row stays while it loads.
  const isWaitingForPage = pages.length > 1 && last === undefined
  const hasNextPage =
    mode === 'all' && !search && first !== undefined && (isWaitingForPage || (last !== undefined && last.data.length + last.dropped > 0 && read < first.count))
  const anyData = pages.some((page) => page !== undefined)
  const failed = rest.some((entry) => entry?.status === 'error')
  return {
    wallets,
    count: (first?.count ?? 0) + (featuredPage?.count ?? 0),
    status: !enabled ? 'idle' : anyData ? 'success' : failed && !isFetching ? 'error' : 'pending',
    isFetching,
    hasNextPage,
    isWaitingForPage,
    lastPageFailed: isWaitingForPage && rest.at(-1)?.status === 'error',
  }
}

/** ARIA and data attributes and a click handler for one catalogue wallet's element (`label`: its accessible name). */
export function walletItemProps(client: PorticoClient, wallet: WalletListing, options: { label?: string } = {}): WalletItemProps {
  return {
    ...(options.label === undefined ? {} : { 'aria-label': options.label }),
    'data-scope': 'wallets',
    'data-part': 'item',
    'data-value': wallet.id,
    onClick: () => {
      // The outcome of a connect is kept in core for useConnect; a pairing shows in its view.
      selectWalletFlow(client, { wallet }).catch(() => undefined)
    },
  }
}

/** The same for the WalletConnect entry (the pairing view without a chosen wallet). */
export function walletConnectItemProps(client: PorticoClient, options: { label?: string } = {}): WalletItemProps {
  return {
    ...(options.label === undefined ? {} : { 'aria-label': options.label }),
    'data-scope': 'wallets',
    'data-part': 'walletconnect',
    'data-value': 'walletconnect',
    onClick: () => {
      selectWalletFlow(client).catch(() => undefined)
    },
  }
}
