import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import {
  catalogueQuery,
  fetchCatalogue,
  listCatalogueWallets,
  selectWalletFlow,
  WALLET_SEARCH_DELAY_MS,
  type CatalogueRequest,
  type PorticoClient,
  type WalletListing,
  type WalletPage,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useSameArray } from './internal/useSameArray.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Parameters of {@link useWalletCatalogue}. */
export interface UseWalletCatalogueParams {
  /**
   * 'recommended': the site's featured wallets, then the registry's first recommended page (the
   * Connect view). 'all': the whole catalogue page by page, or the search results (AllWallets).
   */
  mode: 'recommended' | 'all'
  /** The search text as typed (mode 'all'); trimmed, and applied after 300 ms without typing. @default '' */
  search?: string
  /** At most this many wallets (Connect's recommended slots). @default no limit */
  limit?: number
  /** Fetch at all. @default true */
  enabled?: boolean
}

/** Options of the prop getters: the element's accessible name, in the page's language. */
export interface WalletItemOptions {
  label?: string
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

/** What {@link useWalletCatalogue} returns. */
export interface UseWalletCatalogueReturnType {
  /**
   * The catalogue wallets to list, after the page's own wallets: excluded and duplicate ones
   * (by id, rdns or name, also against installed and recent wallets) dropped, the mobile filter applied.
   */
  wallets: readonly WalletListing[]
  /** How many wallets the registry counts for the current query. */
  count: number
  /** 'idle' when disabled, 'pending' before the first answer, 'error' when the registry failed and nothing is shown. */
  status: 'idle' | 'pending' | 'success' | 'error'
  /** A request is in flight. */
  isFetching: boolean
  /** The search text typed differs from the one shown, or its answer is on its way. */
  isSearching: boolean
  /** The trimmed search text the wallets answer ('' without search). */
  search: string
  /** More pages of the catalogue are left (mode 'all', no search). */
  hasNextPage: boolean
  /** Loads the next page; does nothing while one loads or when none is left. */
  fetchNextPage: () => void
  /** Asks the registry again after a failure (past the retry block). */
  retry: () => void
  /** ARIA and data attributes and a click handler for one catalogue wallet's element. */
  getWalletItemProps: (wallet: WalletListing, options?: WalletItemOptions) => WalletItemProps
  /** The same for the WalletConnect entry (the pairing view without a chosen wallet). */
  getWalletConnectItemProps: (options?: WalletItemOptions) => WalletItemProps
}

const EMPTY: readonly WalletListing[] = Object.freeze([])

/**
 * The wallet registry's catalogue for a wallet list (SPEC.md sections 5 and 7), from core's keyed
 * cache: nothing is fetched before a component using it mounts. Mode 'all' pages through the
 * catalogue (40 a page, `fetchNextPage`/`hasNextPage`) or, with search text, shows the search's
 * results (100) once 300 ms passed without typing (on the client's clock). A failing registry
 * (a 500, HTML, a bad page, a timeout) gives no wallets and status 'error', never a throw.
 *
 * @example
 * const { wallets, hasNextPage, fetchNextPage, getWalletItemProps } = useWalletCatalogue({ mode: 'all', search })
 */
export function useWalletCatalogue(params: UseWalletCatalogueParams): UseWalletCatalogueReturnType {
  const client = usePorticoClient()
  const { mode, limit, enabled = true } = params
  const typed = (params.search ?? '').trim()
  const [applied, setApplied] = useState(typed)
  const [pages, setPages] = useState(1)

  // The search text applies after WALLET_SEARCH_DELAY_MS without typing; clearing it applies at once.
  useEffect(() => {
    if (typed === applied) return undefined
    if (typed === '') {
      setApplied('')
      return undefined
    }
    const timer = client.platform.clock.setTimeout(() => setApplied(typed), WALLET_SEARCH_DELAY_MS)
    return () => client.platform.clock.clearTimeout(timer)
  }, [client, typed, applied])

  // The featured wallets first, then the recommended page (Connect), the search, or the pages so far.
  const requests = useMemo((): CatalogueRequest[] => {
    if (mode === 'recommended') return [{ kind: 'featured' }, { kind: 'recommended' }]
    if (applied) return [{ kind: 'featured' }, { kind: 'search', search: applied }]
    return [{ kind: 'featured' }, ...Array.from({ length: pages }, (_, index) => ({ kind: 'paged' as const, page: index + 1 }))]
  }, [mode, applied, pages])
  const keys = useMemo(() => requests.map((request) => catalogueQuery(client, request)?.key), [client, requests])

  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!enabled) return
    for (const request of requests) void fetchCatalogue(client, request, attempt > 0 ? { force: true } : undefined)
  }, [client, enabled, requests, attempt])

  // Any change of the cache re-renders; the entries of this list's keys are read below.
  useSyncExternalStore(client.queries.subscribe, client.queries.getSnapshot, client.queries.getSnapshot)
  const found = keys.map((key) => (key ? client.queries.get<WalletPage>(key) : undefined))
  // A search that matches the featured wallets keeps them only if their names match too.
  const featuredEntry = found[0]
  const rest = found.slice(1)

  const connectors = useStoreSelector(client.controllers.connectors, (state) => state.connectors)
  const recentWallets = useStoreSelector(client.controllers.connection, (state) => state.recentWallets)
  const options = useStoreSelector(client.controllers.options, (state) => state.options)
  const featuredData = featuredEntry?.data
  const pagesData = useSameArray(rest.map((entry) => entry?.data))
  const wallets = useMemo(() => {
    const featured = featuredWallets(client, featuredData, applied)
    const raw = [...featured, ...pagesData.flatMap((page) => page?.data ?? [])]
    if (raw.length === 0) return EMPTY
    const listed = listCatalogueWallets(raw, {
      connectors,
      recentWallets,
      excludeWalletIds: options.excludeWalletIds,
      includeWalletIds: options.includeWalletIds,
      isMobile: client.platform.environment.isMobile(),
    })
    return limit === undefined ? listed : listed.slice(0, Math.max(0, limit))
    // pagesData's pages are the cache's own objects: the array is kept while none of them changed.
  }, [featuredData, applied, pagesData, connectors, recentWallets, options, client, limit])

  const isFetching = found.some((entry) => entry?.isFetching === true)
  const last = pagesData.at(-1)
  const read = pagesData.reduce((sum, page) => sum + (page ? page.data.length + page.dropped : 0), 0)
  const count = (pagesData[0]?.count ?? 0) + (featuredData?.count ?? 0)
  // A page on its way (or failed) keeps the list open-ended: its loading row stays while it loads.
  const lastEntry = rest.at(-1)
  const waiting = pagesData.length > 1 && last === undefined
  const hasNextPage =
    mode === 'all' && !applied && pagesData[0] !== undefined && (waiting || (last !== undefined && last.data.length + last.dropped > 0 && read < pagesData[0].count))
  const anyData = pagesData.some((page) => page !== undefined)
  const failed = rest.some((entry) => entry?.status === 'error')
  const status: UseWalletCatalogueReturnType['status'] = !enabled ? 'idle' : anyData ? 'success' : failed && !isFetching ? 'error' : 'pending'

  const retry = useCallback(() => setAttempt((current) => current + 1), [])
  const lastFailed = waiting && lastEntry?.status === 'error'
  const fetchNextPage = useCallback(() => {
    if (!hasNextPage || isFetching) return
    // A page that failed is asked again (past the retry block) rather than skipped.
    if (lastFailed) retry()
    else if (!waiting) setPages((current) => current + 1)
  }, [hasNextPage, isFetching, lastFailed, waiting, retry])

  const getWalletItemProps = useCallback(
    (wallet: WalletListing, itemOptions: WalletItemOptions = {}): WalletItemProps => ({
      ...(itemOptions.label === undefined ? {} : { 'aria-label': itemOptions.label }),
      'data-scope': 'wallets',
      'data-part': 'item',
      'data-value': wallet.id,
      onClick: () => {
        // The outcome of a connect is kept in core for useConnect; a pairing shows in its view.
        selectWalletFlow(client, { wallet }).catch(() => undefined)
      },
    }),
    [client],
  )
  const getWalletConnectItemProps = useCallback(
    (itemOptions: WalletItemOptions = {}): WalletItemProps => ({
      ...(itemOptions.label === undefined ? {} : { 'aria-label': itemOptions.label }),
      'data-scope': 'wallets',
      'data-part': 'walletconnect',
      'data-value': 'walletconnect',
      onClick: () => {
        selectWalletFlow(client).catch(() => undefined)
      },
    }),
    [client],
  )

  return {
    wallets: enabled ? wallets : EMPTY,
    count,
    status,
    isFetching,
    isSearching: mode === 'all' && (typed !== applied || (applied !== '' && isFetching)),
    search: applied,
    hasNextPage,
    fetchNextPage,
    retry,
    getWalletItemProps,
    getWalletConnectItemProps,
  }
}

/** The featured wallets in the site's order (`featuredWalletIds`), those matching the search when there is one. */
function featuredWallets(client: PorticoClient, page: WalletPage | undefined, search: string): readonly WalletListing[] {
  if (!page) return EMPTY
  const order = client.options.featuredWalletIds
  const needle = search.toLowerCase()
  return [...page.data]
    .filter((wallet) => order.includes(wallet.id) && (!needle || wallet.name.toLowerCase().includes(needle)))
    .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
}
