import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import { isEmbeddedWalletConnector } from '../../kernel/types/connector.js'
import type { ChainNamespace } from '../../kernel/types/namespace.js'
import type { Network } from '../../kernel/types/network.js'
import type { ConnectionState } from '../connection/index.js'
import type { ChainsState } from './chainsController.js'
import { selectNetworkFlow } from './flows/selectNetworkFlow.js'
import { isNetworkDisabled, isNetworkSupported } from './networkSupport.js'
import { isUnsupportedNetwork } from './unsupportedNetwork.js'

/** One of the site's networks, with its state for the visitor. */
export type NetworkItem = Network & {
  /** The network the visitor is on. */
  isActive: boolean
  /** The connected wallet did not approve it (pairing-protocol sessions); selecting it does nothing. */
  isDisabled: boolean
  /** The site lists it for its namespace. */
  isSupported: boolean
}

/** The network list's view model (the Networks view's, and any binding's). */
export interface NetworksView {
  /** The active network; the 'Unknown Network' pseudo network when the wallet is on an unlisted chain. */
  activeNetwork: Network | undefined
  activeNamespace: ChainNamespace | undefined
  /** False when the wallet is on a chain the site does not list. */
  isSupported: boolean
  /** Every network the site configured, across namespaces, in order. */
  networks: readonly NetworkItem[]
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

/** What the network list depends on in the connection state: per namespace, connected and embedded. */
export interface NetworkConnectionFlags {
  connected: Readonly<Partial<Record<ChainNamespace, boolean>>>
  embedded: Readonly<Partial<Record<ChainNamespace, boolean>>>
}

/** The connection flags of every namespace the chains know (a binding compares them shallowly). */
export function networkConnectionFlags(chains: ChainsState, connection: ConnectionState): NetworkConnectionFlags {
  const namespaces = Object.keys(chains.namespaces) as ChainNamespace[]
  const connected: Partial<Record<ChainNamespace, boolean>> = {}
  const embedded: Partial<Record<ChainNamespace, boolean>> = {}
  for (const namespace of namespaces) {
    const active = connection.connections.find((entry) => entry.connectorId === connection.active[namespace])
    connected[namespace] = connection.active[namespace] !== undefined
    embedded[namespace] = active !== undefined && isEmbeddedWalletConnector(active.connector)
  }
  return { connected, embedded }
}

/** The network list from the chains' state and the connection flags: a pure function, tested in Node. */
export function networksView(chains: ChainsState, flags: NetworkConnectionFlags): NetworksView {
  const networks = Object.values(chains.namespaces).flatMap((entry) =>
    (entry?.requestedCaipNetworks ?? []).map((network): NetworkItem => {
      const state = chains.namespaces[network.chainNamespace]
      return {
        ...network,
        isActive: network.caipNetworkId === chains.activeCaipNetwork?.caipNetworkId,
        isSupported: isNetworkSupported(state, network.caipNetworkId),
        isDisabled: isNetworkDisabled({
          network,
          state,
          isConnected: flags.connected[network.chainNamespace] === true,
          isEmbeddedWallet: flags.embedded[network.chainNamespace] === true,
        }),
      }
    }),
  )
  return {
    activeNetwork: chains.activeCaipNetwork,
    activeNamespace: chains.activeNamespace,
    isSupported: !isUnsupportedNetwork(chains.activeCaipNetwork),
    networks,
  }
}

/** The networks whose name contains `text`, trimmed and case-insensitive; all of them for blank text. */
export function searchNetworks(networks: readonly NetworkItem[], text: string): readonly NetworkItem[] {
  const query = text.trim().toLowerCase()
  return query ? networks.filter((network) => network.name.toLowerCase().includes(query)) : networks
}

/**
 * ARIA and data attributes and a click handler for one network's element in `networks`. A network
 * not in the list is disabled. The click runs core's select-network flow; a failure is logged (the
 * views show it from the chains' state).
 */
export function networkItemProps(client: PorticoClient, networks: readonly NetworkItem[], network: Pick<Network, 'caipNetworkId'>): NetworkItemProps {
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
      selectNetworkFlow(client, network.caipNetworkId).catch((error: unknown) =>
        client.logger.error(`Selecting ${network.caipNetworkId} failed`, error),
      )
    },
  }
}
