import { useMemo } from 'react'
import { orderWallets, type WalletListItem } from './orderWallets.js'
import { useConnectors } from './useConnectors.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useWalletList} returns. */
export interface UseWalletListReturnType {
  /** Every connector in the recommended order: featured, recent, installed, the rest. */
  wallets: readonly WalletListItem[]
}

/**
 * The connectors in the order the Connect view shows them (see {@link orderWallets}), from the
 * site's `featuredWalletIds` and the wallets the visitor connected with last (`recentWallets`). Pair it with
 * `useConnectors().getConnectorItemProps` for the buttons.
 *
 * @example
 * const { wallets } = useWalletList()
 * return wallets.map(({ connector, isRecent }) => <li key={connector.id}>{connector.name}{isRecent && ' (recent)'}</li>)
 */
export function useWalletList(): UseWalletListReturnType {
  const client = usePorticoClient()
  const { connectors } = useConnectors()
  const featuredWalletIds = useStoreSelector(client.controllers.options, (state) => state.options.featuredWalletIds)
  const recentWallets = useStoreSelector(client.controllers.connection, (state) => state.recentWallets)
  return useMemo(
    () => ({ wallets: orderWallets(connectors, { featuredWalletIds, recentWalletIds: recentWallets.map((wallet) => wallet.id) }) }),
    [connectors, featuredWalletIds, recentWallets],
  )
}
