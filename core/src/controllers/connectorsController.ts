import { createStore, type ReadableStore } from '../store/createStore.js'
import type { Connector, ConnectorStatus } from '../types/connector.js'
import type { ChainNamespace } from '../types/namespace.js'

export interface ConnectorsState {
  /** Every connector the adapters offer, in discovery order. */
  connectors: readonly Connector[]
  /** The connector each namespace is connected through. */
  activeConnectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
  /** Connectors the visitor disconnected: never reconnected silently. */
  disconnectedConnectorIds: readonly string[]
}

export interface ConnectorsController extends ReadableStore<ConnectorsState> {
  /** Replaces the connectors of one namespace (an adapter's discovery result). */
  setNamespaceConnectors(namespace: ChainNamespace, connectors: readonly Connector[]): void
  setActiveConnector(namespace: ChainNamespace, connectorId: string | undefined): void
  addDisconnected(connectorId: string): void
  removeDisconnected(connectorId: string): void
  setDisconnected(connectorIds: readonly string[]): void
  find(connectorId: string, namespace?: ChainNamespace): Connector | undefined
  /** connected: the active connector of `namespace`; active: has a connection elsewhere; else disconnected. */
  statusOf(connectorId: string, namespace: ChainNamespace): ConnectorStatus
}

export function createConnectorsController(): ConnectorsController {
  const store = createStore<ConnectorsState>({
    connectors: [],
    activeConnectorIds: {},
    disconnectedConnectorIds: [],
  })

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setNamespaceConnectors(namespace, connectors) {
      const state = store.getSnapshot()
      const seen = new Set<string>()
      const incoming = connectors.filter((connector) => {
        if (connector.chain !== namespace || seen.has(connector.id)) return false
        seen.add(connector.id)
        return true
      })
      const others = state.connectors.filter((connector) => connector.chain !== namespace)
      store.patch({ connectors: [...others, ...incoming] })
    },
    setActiveConnector(namespace, connectorId) {
      const { activeConnectorIds } = store.getSnapshot()
      if (activeConnectorIds[namespace] === connectorId) return
      const next = { ...activeConnectorIds }
      if (connectorId === undefined) delete next[namespace]
      else next[namespace] = connectorId
      store.patch({ activeConnectorIds: next })
    },
    addDisconnected(connectorId) {
      const { disconnectedConnectorIds } = store.getSnapshot()
      if (!disconnectedConnectorIds.includes(connectorId)) {
        store.patch({ disconnectedConnectorIds: [...disconnectedConnectorIds, connectorId] })
      }
    },
    removeDisconnected(connectorId) {
      const { disconnectedConnectorIds } = store.getSnapshot()
      if (disconnectedConnectorIds.includes(connectorId)) {
        store.patch({ disconnectedConnectorIds: disconnectedConnectorIds.filter((id) => id !== connectorId) })
      }
    },
    setDisconnected: (connectorIds) => store.patch({ disconnectedConnectorIds: [...new Set(connectorIds)] }),
    find: (connectorId, namespace) =>
      store
        .getSnapshot()
        .connectors.find((connector) => connector.id === connectorId && (!namespace || connector.chain === namespace)),
    statusOf(connectorId, namespace) {
      const { activeConnectorIds } = store.getSnapshot()
      if (activeConnectorIds[namespace] === connectorId) return 'connected'
      return Object.values(activeConnectorIds).includes(connectorId) ? 'active' : 'disconnected'
    },
  }
}
