import type { PorticoClient } from '../../client/porticoClient.js'
import { STORAGE_KEYS } from '../../storage/storageKeys.js'
import {
  activeNamespaceSchema,
  caipNetworkIdSchema,
  connectedNamespacesSchema,
  connectionStatusSchema,
  connectorIdSchema,
  DISCONNECTED_CONNECTOR_IDS_MAX,
  disconnectedConnectorIdsSchema,
  recentWalletsSchema,
} from '../../storage/storedValues.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { RECENT_WALLETS_KEPT, type RecentWallet } from '../../controllers/connectionController.js'


/** What was stored about earlier connections. */
export interface StoredConnections {
  namespaces: { namespace: ChainNamespace; connectorId: string }[]
  activeNamespace: ChainNamespace | undefined
  activeCaipNetworkId: string | undefined
  disconnectedConnectorIds: readonly string[]
}

/** Reads the stored connections; anything missing or malformed counts as absent. */
export function loadConnections(client: PorticoClient): StoredConnections {
  const { storage } = client
  const connected = storage.get(STORAGE_KEYS.CONNECTED_NAMESPACES, connectedNamespacesSchema) ?? []
  const status = storage.get(STORAGE_KEYS.CONNECTION_STATUS, connectionStatusSchema)
  const namespaces =
    status === 'disconnected'
      ? []
      : connected.flatMap((namespace) => {
          const connectorId = storage.get(STORAGE_KEYS.CONNECTED_CONNECTOR_ID(namespace), connectorIdSchema)
          return connectorId ? [{ namespace, connectorId }] : []
        })
  return {
    namespaces,
    activeNamespace: storage.get(STORAGE_KEYS.ACTIVE_NAMESPACE, activeNamespaceSchema),
    activeCaipNetworkId: storage.get(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, caipNetworkIdSchema),
    disconnectedConnectorIds: storage.get(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, disconnectedConnectorIdsSchema) ?? [],
  }
}

/** Stores a successful connection of one namespace. */
export function saveConnection(
  client: PorticoClient,
  params: { namespace: ChainNamespace; connectorId: string; wallet: RecentWallet },
): void {
  const { storage } = client
  const connected = storage.get(STORAGE_KEYS.CONNECTED_NAMESPACES, connectedNamespacesSchema) ?? []
  storage.set(STORAGE_KEYS.CONNECTED_NAMESPACES, [...new Set([...connected, params.namespace])])
  storage.set(STORAGE_KEYS.CONNECTED_CONNECTOR_ID(params.namespace), params.connectorId)
  storage.set(STORAGE_KEYS.CONNECTION_STATUS, 'connected')
  storage.set(STORAGE_KEYS.WALLET_ID, params.wallet.id)
  storage.set(STORAGE_KEYS.WALLET_NAME, params.wallet.name)
  const recent = storage.get(STORAGE_KEYS.RECENT_WALLETS, recentWalletsSchema) ?? []
  storage.set(
    STORAGE_KEYS.RECENT_WALLETS,
    [params.wallet, ...recent.filter((wallet) => wallet.id !== params.wallet.id)].slice(0, RECENT_WALLETS_KEPT),
  )
  saveDisconnectedConnectorIds(client)
}

/** Forgets the stored connection of one namespace. */
export function clearConnection(client: PorticoClient, namespace: ChainNamespace): void {
  const { storage } = client
  const connected = (storage.get(STORAGE_KEYS.CONNECTED_NAMESPACES, connectedNamespacesSchema) ?? []).filter(
    (entry) => entry !== namespace,
  )
  storage.set(STORAGE_KEYS.CONNECTED_NAMESPACES, connected)
  storage.remove(STORAGE_KEYS.CONNECTED_CONNECTOR_ID(namespace))
  if (connected.length === 0) {
    storage.set(STORAGE_KEYS.CONNECTION_STATUS, 'disconnected')
    storage.remove(STORAGE_KEYS.WALLET_ID)
    storage.remove(STORAGE_KEYS.WALLET_NAME)
  }
  saveDisconnectedConnectorIds(client)
}

/** Stores the active namespace and network. */
export function saveActiveNetwork(client: PorticoClient, namespace: ChainNamespace, caipNetworkId: string): void {
  client.storage.set(STORAGE_KEYS.ACTIVE_NAMESPACE, namespace)
  client.storage.set(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, caipNetworkId)
}

/** Stores the recent wallets list as the connection controller should show it. */
export function loadRecentWallets(client: PorticoClient): readonly RecentWallet[] {
  return client.storage.get(STORAGE_KEYS.RECENT_WALLETS, recentWalletsSchema) ?? []
}

function saveDisconnectedConnectorIds(client: PorticoClient): void {
  client.storage.set(
    STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS,
    client.controllers.connectors.getSnapshot().disconnectedConnectorIds.slice(-DISCONNECTED_CONNECTOR_IDS_MAX),
  )
}
