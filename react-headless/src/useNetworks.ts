import { useCallback, useMemo } from 'react'
import {
  CHAIN_NAMESPACES,
  isEmbeddedWalletConnector,
  isNetworkDisabled,
  isNetworkSupported,
  isUnsupportedNetwork,
  selectNetworkFlow as selectNetworkAction,
  type ChainNamespace,
  type Network,
  type SelectNetworkResult,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** One of the site's networks, with its state for the visitor. */
export type NetworkItem = Network & {
  /** The network the visitor is on. */
  isActive: boolean
  /** The connected wallet did not approve it (pairing-protocol sessions); selecting it does nothing. */
  isDisabled: boolean
  /** The site lists it for its namespace. */
  isSupported: boolean
}

/**
 * Props for the element that picks one network, to spread on it: a button in a plain list (no
 * listbox: Tab reaches every network, Enter or Space picks one).
 */
export interface NetworkItemProps {
  /** Present on the network the visitor is on. */
  'aria-current'?: true
  /** True when the network is disabled: it stays focusable (so it is found), and a click does nothing. */
  'aria-disabled': boolean
  'data-scope': 'networks'
  'data-part': 'item'
  'data-state': 'active' | 'inactive'
  /** Present (empty) when the network is disabled. */
  'data-disabled'?: ''
  /** The CAIP-2 id of the network. */
  'data-value': string
  /** Selects the network, unless it is disabled. */
  onClick: () => void
}

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

type Flags = Readonly<Record<ChainNamespace, boolean>>

function flagsOf(test: (namespace: ChainNamespace) => boolean): Flags {
  return Object.fromEntries(CHAIN_NAMESPACES.map((namespace) => [namespace, test(namespace)])) as Flags
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
  const connected = useStoreSelector(client.controllers.connection, (state) =>
    flagsOf((namespace) => state.active[namespace] !== undefined),
  )
  const embedded = useStoreSelector(client.controllers.connection, (state) =>
    flagsOf((namespace) => {
      const connection = state.connections.find((entry) => entry.connectorId === state.active[namespace])
      return connection !== undefined && isEmbeddedWalletConnector(connection.connector)
    }),
  )

  const networks = useMemo<readonly NetworkItem[]>(
    () =>
      Object.values(chains.namespaces).flatMap((entry) =>
        (entry?.requestedCaipNetworks ?? []).map((network) => {
          const state = chains.namespaces[network.chainNamespace]
          return {
            ...network,
            isActive: network.caipNetworkId === chains.activeCaipNetwork?.caipNetworkId,
            isSupported: isNetworkSupported(state, network.caipNetworkId),
            isDisabled: isNetworkDisabled({
              network,
              state,
              isConnected: connected[network.chainNamespace],
              isEmbeddedWallet: embedded[network.chainNamespace],
            }),
          }
        }),
      ),
    [chains, connected, embedded],
  )

  const selectNetwork = useCallback(
    (caipNetworkId: string) => selectNetworkAction(client, caipNetworkId),
    [client],
  )

  const search = useCallback(
    (text: string) => {
      const query = text.trim().toLowerCase()
      return query ? networks.filter((network) => network.name.toLowerCase().includes(query)) : networks
    },
    [networks],
  )

  const getNetworkItemProps = useCallback(
    (network: Pick<Network, 'caipNetworkId'>): NetworkItemProps => {
      const item = networks.find((entry) => entry.caipNetworkId === network.caipNetworkId)
      const isActive = item?.isActive ?? false
      const isDisabled = item?.isDisabled ?? true
      return {
        ...(isActive ? { 'aria-current': true as const } : {}),
        'aria-disabled': isDisabled,
        'data-scope': 'networks',
        'data-part': 'item',
        'data-state': isActive ? 'active' : 'inactive',
        ...(isDisabled ? { 'data-disabled': '' as const } : {}),
        'data-value': network.caipNetworkId,
        onClick: () => {
          if (isDisabled) return
          selectNetworkAction(client, network.caipNetworkId).catch((error: unknown) =>
            client.logger.error(`Selecting ${network.caipNetworkId} failed`, error),
          )
        },
      }
    },
    [client, networks],
  )

  return useMemo(
    () => ({
      activeNetwork: chains.activeCaipNetwork,
      activeNamespace: chains.activeNamespace,
      isSupported: !isUnsupportedNetwork(chains.activeCaipNetwork),
      networks,
      selectNetwork,
      search,
      getNetworkItemProps,
    }),
    [chains, networks, selectNetwork, search, getNetworkItemProps],
  )
}
