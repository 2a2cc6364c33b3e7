import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import {
  catalogueListView,
  catalogueQuery,
  catalogueRequests,
  fetchCatalogue,
  walletConnectItemProps,
  walletItemProps,
  WALLET_SEARCH_DELAY_MS,
  type CatalogueStatus,
  type WalletItemProps,
  type WalletListing,
  type WalletPage,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useSameArray } from './internal/useSameArray.js'
import { useStoreSelector } from './useStoreSelector.js'

export type { WalletItemProps } from '@portico/core'

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
  status: CatalogueStatus
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

  const requests = useMemo(() => catalogueRequests(mode, applied, pages), [mode, applied, pages])
  const keys = useMemo(() => requests.map((request) => catalogueQuery(client, request)?.key), [client, requests])

  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!enabled) return
    for (const request of requests) void fetchCatalogue(client, request, attempt > 0 ? { force: true } : undefined)
  }, [client, enabled, requests, attempt])

  // Any change of the cache re-renders; the entries of this list's keys are the cache's own objects,
  // so the view is computed again only when one of them changed.
  useSyncExternalStore(client.queries.subscribe, client.queries.getSnapshot, client.queries.getSnapshot)
  const entries = useSameArray(keys.map((key) => (key ? client.queries.get<WalletPage>(key) : undefined)))
  const connectors = useStoreSelector(client.controllers.connectors, (state) => state.connectors)
  const recentWallets = useStoreSelector(client.controllers.connection, (state) => state.recentWallets)
  const options = useStoreSelector(client.controllers.options, (state) => state.options)
  const view = useMemo(
    () =>
      catalogueListView(client, {
        mode,
        search: applied,
        enabled,
        limit,
        entries,
        context: { connectors, recentWallets, excludeWalletIds: options.excludeWalletIds, includeWalletIds: options.includeWalletIds },
      }),
    [client, mode, applied, enabled, limit, entries, connectors, recentWallets, options],
  )

  const retry = useCallback(() => setAttempt((current) => current + 1), [])
  const { hasNextPage, isFetching, lastPageFailed, isWaitingForPage } = view
  const fetchNextPage = useCallback(() => {
    if (!hasNextPage || isFetching) return
    // A page that failed is asked again (past the retry block) rather than skipped.
    if (lastPageFailed) retry()
    else if (!isWaitingForPage) setPages((current) => current + 1)
  }, [hasNextPage, isFetching, lastPageFailed, isWaitingForPage, retry])
  const getWalletItemProps = useCallback(
    (wallet: WalletListing, itemOptions: WalletItemOptions = {}): WalletItemProps => walletItemProps(client, wallet, itemOptions),
    [client],
  )
  const getWalletConnectItemProps = useCallback(
    (itemOptions: WalletItemOptions = {}): WalletItemProps => walletConnectItemProps(client, itemOptions),
    [client],
  )

  return {
    wallets: view.wallets,
    count: view.count,
    status: view.status,
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
