import type { Batcher } from '../../kernel/store/createBatcher.js'
import { createStore, type ReadableStore } from '../../kernel/store/createStore.js'
import type { Connector } from '../../kernel/types/connector.js'
import type { ChainNamespace } from '../../kernel/types/namespace.js'

export interface ConnectorsState {
  /** Every connector the sources offer, in discovery order, each with its source and namespaces. */
  connectors: readonly Connector[]
  /** Connectors the visitor disconnected: never reconnected silently. */
  disconnectedConnectorIds: readonly string[]
}

export interface ConnectorsController extends ReadableStore<ConnectorsState> {
  /**
   * Replaces the connectors of one source. Each is stamped with the source's id, and its
   * namespaces are cut to those the source serves; a connector serving none of them, or whose id
   * another source already offers, is dropped.
   */
  setSourceConnectors(sourceId: string, namespaces: readonly ChainNamespace[], connectors: readonly Connector[]): void
  addDisconnected(connectorId: string): void
  removeDisconnected(connectorId: string): void
  setDisconnected(connectorIds: readonly string[]): void
  /** The connector with this id (serving `namespace`, when given). */
  find(connectorId: string, namespace?: ChainNamespace): Connector | undefined
}

/** The namespaces a connector serves: its `namespaces`, or its `chain` alone. */
export function connectorNamespaces(connector: Pick<Connector, 'chain' | 'namespaces'>): readonly ChainNamespace[] {
  return connector.namespaces && connector.namespaces.length > 0 ? connector.namespaces : [connector.chain]
}

export function createConnectorsController(batcher?: Batcher): ConnectorsController {
  const store = createStore<ConnectorsState>({ connectors: [], disconnectedConnectorIds: [] }, batcher)

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setSourceConnectors(sourceId, namespaces, connectors) {
      const others = store.getSnapshot().connectors.filter((connector) => connector.sourceId !== sourceId)
      const taken = new Set(others.map((connector) => connector.id))
      const incoming: Connector[] = []
      for (const connector of connectors) {
        const served = connectorNamespaces(connector).filter((namespace) => namespaces.includes(namespace))
        const [chain] = served
        if (!chain || taken.has(connector.id)) continue
        taken.add(connector.id)
        incoming.push({ ...connector, sourceId, chain, namespaces: served })
      }
      store.patch({ connectors: [...others, ...incoming] })
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
        .connectors.find(
          (connector) => connector.id === connectorId && (!namespace || connectorNamespaces(connector).includes(namespace)),
        ),
  }
}
