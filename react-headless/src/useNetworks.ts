import { useCallback, useMemo } from 'react'
import {
  networkConnectionFlags,
  networkItemProps,
  networksView,
  searchNetworks,
  selectNetworkFlow as selectNetworkAction,
  type ChainNamespace,
  type Network,
  type NetworkItem,
  type NetworkItemProps,
  type SelectNetworkResult,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

export type { NetworkItem, NetworkItemProps } from '@portico/core'

/** What {@link useNetworks} returns. */
export interface UseNetworksReturnType {
  /** The active network; the 'Unknown Network' pseudo network when the wallet is on an unlisted chain. */
  activeNetwork: Network | undefined
  activeNamespace: ChainNamespace | undefined
  /** False when the wallet is on a chain the site does not list. */
  isSupported: boolean
  /** Every network the site configured, across namespaces, in order. */
  networks: readonly NetworkItem[]
  /**
   * The visitor picked a network (core's select-network flow): the active one only goes back;
   * otherwise SwitchNetwork while the wallet answers (or SwitchActiveChain when connected on
   * another namespace only), then back to Account or closed.
   */
  selectNetwork: (caipNetworkId: string) => Promise<SelectNetworkResult>
  /** The networks whose name contains `text`, trimmed and case-insensitive; all for blank text. */
  search: (text: string) => readonly NetworkItem[]
  /** ARIA and data attributes and a click handler for one network's element. */
  getNetworkItemProps: (network: Pick<Network, 'caipNetworkId'>) => NetworkItemProps
}

/**
 * The site's networks and the active one, selecting a network, and prop getters for a network
 * list. Re-renders when networks, the active network, or a namespace's connection or connector
 * changes; never for a balance or a view change.
 *
 * @example
 * const { search, getNetworkItemProps } = useNetworks()
 * return (
 *   <ul>
 *     {search(query).map((n) => (
 *       <li key={n.caipNetworkId}><button type="button" {...getNetworkItemProps(n)}>{n.name}</button></li>
 *     ))}
 *   </ul>
 * )
 */
export function useNetworks(): UseNetworksReturnType {
  const client = usePorticoClient()
  const chains = useStoreSelector(client.controllers.chains, (state) => state)
  // Per namespace, connected and embedded: compared shallowly, so other connection changes do not re-render.
  const connected = useStoreSelector(client.controllers.connection, (state) => networkConnectionFlags(chains, state).connected)
  const embedded = useStoreSelector(client.controllers.connection, (state) => networkConnectionFlags(chains, state).embedded)
  const view = useMemo(() => networksView(chains, { connected, embedded }), [chains, connected, embedded])

  const selectNetwork = useCallback((caipNetworkId: string) => selectNetworkAction(client, caipNetworkId), [client])
  const search = useCallback((text: string) => searchNetworks(view.networks, text), [view])
  const getNetworkItemProps = useCallback(
    (network: Pick<Network, 'caipNetworkId'>): NetworkItemProps => networkItemProps(client, view.networks, network),
    [client, view],
  )

  return useMemo(() => ({ ...view, selectNetwork, search, getNetworkItemProps }), [view, selectNetwork, search, getNetworkItemProps])
}
