import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { RecentWallet } from '../connectionController.js'
import { isUnsupportedNetwork } from '../../network/index.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import {
  activeNamespaceSchema,
  caipNetworkIdSchema,
  connectedNamespacesSchema,
  connectionStatusSchema,
  connectorIdSchema,
  DISCONNECTED_CONNECTOR_IDS_MAX,
  disconnectedConnectorIdsSchema,
  recentWalletsSchema,
} from '../../../kernel/storage/storedValues.js'
import { shallowEqual } from '../../../kernel/store/createStore.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../../kernel/types/namespace.js'

/** What was stored about earlier connections, grouped by connector. */
export interface StoredConnections {
  connectors: { connectorId: string; namespaces: ChainNamespace[] }[]
  activeNamespace: ChainNamespace | undefined
  activeCaipNetworkId: string | undefined
  disconnectedConnectorIds: readonly string[]
}

/** Reads the stored connections; anything missing or malformed counts as absent. */
export function loadConnections(client: PorticoClient): StoredConnections {
  const { storage } = client
  const connected = storage.get(STORAGE_KEYS.CONNECTED_NAMESPACES, connectedNamespacesSchema) ?? []
  const status = storage.get(STORAGE_KEYS.CONNECTION_STATUS, connectionStatusSchema)
  const byConnector = new Map<string, ChainNamespace[]>()
  if (status !== 'disconnected') {
    for (const namespace of connected) {
      const connectorId = storage.get(STORAGE_KEYS.CONNECTED_CONNECTOR_ID(namespace), connectorIdSchema)
      if (connectorId) byConnector.set(connectorId, [...(byConnector.get(connectorId) ?? []), namespace])
    }
  }
  return {
    connectors: [...byConnector].map(([connectorId, namespaces]) => ({ connectorId, namespaces })),
    activeNamespace: storage.get(STORAGE_KEYS.ACTIVE_NAMESPACE, activeNamespaceSchema),
    activeCaipNetworkId: storage.get(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, caipNetworkIdSchema),
    disconnectedConnectorIds: storage.get(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, disconnectedConnectorIdsSchema) ?? [],
  }
}

/** The recent wallets as stored. */
export function loadRecentWallets(client: PorticoClient): readonly RecentWallet[] {
  return client.storage.get(STORAGE_KEYS.RECENT_WALLETS, recentWalletsSchema) ?? []
}

/** Forgets a stored connector that could not be restored. */
export function clearStoredConnector(client: PorticoClient, connectorId: string): void {
  const { storage } = client
  const connected = storage.get(STORAGE_KEYS.CONNECTED_NAMESPACES, connectedNamespacesSchema) ?? []
  const kept = connected.filter(
    (namespace) => storage.get(STORAGE_KEYS.CONNECTED_CONNECTOR_ID(namespace), connectorIdSchema) !== connectorId,
  )
  for (const namespace of connected) if (!kept.includes(namespace)) storage.remove(STORAGE_KEYS.CONNECTED_CONNECTOR_ID(namespace))
  storage.set(STORAGE_KEYS.CONNECTED_NAMESPACES, kept)
  if (kept.length === 0) storage.set(STORAGE_KEYS.CONNECTION_STATUS, 'disconnected')
}

/** What the client persists, derived from its state. */
interface Persisted {
  connected: Partial<Record<ChainNamespace, string>>
  wallet: { id: string; name: string } | undefined
  recentWallets: readonly RecentWallet[]
  disconnected: readonly string[]
  activeNetwork: { namespace: ChainNamespace; caipNetworkId: string } | undefined
  /** The networks with a smart account, as CAIP-2 ids (SPEC.md section 3, browser-stored items). */
  smartAccountNetworks: readonly string[]
}

function derive(client: PorticoClient): Persisted {
  const { connection, connectors, chains } = client.controllers
  const state = connection.getSnapshot()
  const chainState = chains.getSnapshot()
  const activeId = chainState.activeNamespace ? state.active[chainState.activeNamespace] : undefined
  const walletConnection =
    state.connections.find((entry) => entry.connectorId === activeId) ?? state.connections[state.connections.length - 1]
  const network = chainState.activeCaipNetwork
  return {
    connected: { ...state.active },
    wallet: walletConnection ? { id: walletConnection.connectorId, name: walletConnection.wallet.name } : undefined,
    recentWallets: state.recentWallets,
    disconnected: connectors.getSnapshot().disconnectedConnectorIds.slice(-DISCONNECTED_CONNECTOR_IDS_MAX),
    activeNetwork:
      chainState.activeNamespace && network && !isUnsupportedNetwork(network)
        ? { namespace: chainState.activeNamespace, caipNetworkId: network.caipNetworkId }
        : undefined,
    smartAccountNetworks: CHAIN_NAMESPACES.flatMap((namespace) =>
      (chainState.namespaces[namespace]?.smartAccountEnabledNetworks ?? []).map((chainId) => `${namespace}:${chainId}`),
    ),
  }
}

/**
 * The persist reaction: after any change of connections, connectors or networks, writes what
 * changed to storage, and only that (one network switch is one write of the active network).
 * Start-up writes nothing until reconnect settled: `start()` turns it on and writes once.
 */
export function persistReaction(client: PorticoClient): { start(): void; stop(): void } {
  let started = false
  let last: Persisted | undefined
  const write = () => {
    if (!started) return
    const next = derive(client)
    const previous = last
    last = next
    const { storage } = client
    if (!previous || !shallowEqual(previous.connected, next.connected)) {
      const namespaces = Object.keys(next.connected) as ChainNamespace[]
      storage.set(STORAGE_KEYS.CONNECTED_NAMESPACES, namespaces)
      for (const namespace of CHAIN_NAMESPACES) {
        const connectorId = next.connected[namespace]
        if (connectorId) storage.set(STORAGE_KEYS.CONNECTED_CONNECTOR_ID(namespace), connectorId)
        else if (previous?.connected[namespace]) storage.remove(STORAGE_KEYS.CONNECTED_CONNECTOR_ID(namespace))
      }
      storage.set(STORAGE_KEYS.CONNECTION_STATUS, namespaces.length > 0 ? 'connected' : 'disconnected')
    }
    if (!previous || !shallowEqual(previous.wallet, next.wallet)) {
      if (next.wallet) {
        storage.set(STORAGE_KEYS.WALLET_ID, next.wallet.id)
        storage.set(STORAGE_KEYS.WALLET_NAME, next.wallet.name)
      } else if (previous) {
        storage.remove(STORAGE_KEYS.WALLET_ID)
        storage.remove(STORAGE_KEYS.WALLET_NAME)
      }
    }
    if (previous && previous.recentWallets !== next.recentWallets) storage.set(STORAGE_KEYS.RECENT_WALLETS, next.recentWallets)
    if (!previous || !shallowEqual(previous.disconnected, next.disconnected)) {
      storage.set(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, next.disconnected)
    }
    if (previous ? !shallowEqual(previous.smartAccountNetworks, next.smartAccountNetworks) : next.smartAccountNetworks.length > 0) {
      storage.set(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, next.smartAccountNetworks)
    }
    if (next.activeNetwork && (!previous || !shallowEqual(previous.activeNetwork, next.activeNetwork))) {
      storage.set(STORAGE_KEYS.ACTIVE_NAMESPACE, next.activeNetwork.namespace)
      storage.set(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, next.activeNetwork.caipNetworkId)
    }
  }
  const { connection, connectors, chains } = client.controllers
  const unsubscribes = [connection.subscribe(write), connectors.subscribe(write), chains.subscribe(write)]
  return {
    start() {
      started = true
      write()
    },
    stop() {
      for (const unsubscribe of unsubscribes) unsubscribe()
    },
  }
}
