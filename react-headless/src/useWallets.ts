import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { catalogueQuery, excludedRdns, fetchCatalogue, filterConnectors, isEmbeddedLoginSource, isEmbeddedWalletConnector, type WalletPage } from '@portico/core'
import { orderWallets, type WalletListItem } from './orderWallets.js'
import { useConnectors } from './useConnectors.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useWallets} returns. */
export interface UseWalletsReturnType {
  /**
   * The connectors to list, in the recommended order: featured, recent, installed, the rest.
   * Excluded wallets and duplicates are dropped, only included ones are kept when the site gave
   * an include list, and the list is empty when the site turned wallets off (`enableWallets: false`).
   */
  wallets: readonly WalletListItem[]
}

/**
 * The connectors the Connect view lists, in its order: filtered by core's `filterConnectors` (the
 * site's `includeWalletIds` and `excludeWalletIds`; an installed wallet whose rdns is that of an
 * excluded registry entry is dropped too once the registry answered; duplicates by rdns, name or id dropped; none
 * at all with `enableWallets: false`), then ordered by {@link orderWallets} from the site's
 * `featuredWalletIds` and the wallets the visitor connected with last (`recentWallets`). The
 * embedded wallet is left out: Connect offers it through its e-mail field and social buttons. Pair it
 * with `useConnectors().getConnectorItemProps` for the buttons.
 *
 * @example
 * const { wallets } = useWallets()
 * return wallets.map(({ connector, isRecent }) => <li key={connector.id}>{connector.name}{isRecent && ' (recent)'}</li>)
 */
export function useWallets(): UseWalletsReturnType {
  const client = usePorticoClient()
  const { connectors } = useConnectors()
  const { enableWallets, featuredWalletIds, includeWalletIds, excludeWalletIds } = useStoreSelector(
    client.controllers.options,
    ({ options }) => ({
      enableWallets: options.enableWallets,
      featuredWalletIds: options.featuredWalletIds,
      includeWalletIds: options.includeWalletIds,
      excludeWalletIds: options.excludeWalletIds,
    }),
  )
  const recentWallets = useStoreSelector(client.controllers.connection, (state) => state.recentWallets)

  // The registry entries of the excluded ids give their rdns: an installed wallet the site
  // excluded is hidden too (SPEC.md section 5). Until the registry answers (or when it fails),
  // only the ids are matched.
  const excludedKey = enableWallets && excludeWalletIds.length > 0 ? catalogueQuery(client, { kind: 'excluded' })?.key : undefined
  const excludedKeyText = excludedKey ? JSON.stringify(excludedKey) : ''
  useEffect(() => {
    if (excludedKeyText) void fetchCatalogue(client, { kind: 'excluded' })
  }, [client, excludedKeyText])
  const excludedPage = useSyncExternalStore(
    client.queries.subscribe,
    () => (excludedKey ? client.queries.get<WalletPage>(excludedKey)?.data : undefined),
    () => undefined,
  )
  const excludeRdns = useMemo(() => excludedRdns(excludedPage?.data ?? [], excludeWalletIds), [excludedPage, excludeWalletIds])

  return useMemo(() => {
    if (!enableWallets) return { wallets: [] }
    // The embedded wallet is offered by Connect's e-mail field and social buttons, not as a wallet.
    const wallets = connectors.filter((connector) => !(isEmbeddedWalletConnector(connector) && isEmbeddedLoginSource(client.sources.get(connector.sourceId ?? ''))))
    const listed = filterConnectors(wallets, { includeWalletIds, excludeWalletIds, excludeRdns })
    return { wallets: orderWallets(listed, { featuredWalletIds, recentWalletIds: recentWallets.map((wallet) => wallet.id) }) }
  }, [client, connectors, enableWallets, featuredWalletIds, includeWalletIds, excludeWalletIds, excludeRdns, recentWallets])
}
