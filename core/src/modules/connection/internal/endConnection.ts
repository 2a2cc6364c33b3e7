import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'

/**
 * Forgets a connection locally, or some of its namespaces (SPEC.md section 4, account reset):
 * the connector is marked disconnected once it has no namespace left, and a namespace that has
 * another connection falls back to it. When the active namespace lost its account and another
 * namespace is still connected, that one becomes active.
 */
export function endConnection(client: PorticoClient, connectorId: string, namespaces?: readonly ChainNamespace[]): void {
  const { chains, connection, connectors } = client.controllers
  client.batch(() => {
    const before = connection.getSnapshot().connections.find((entry) => entry.connectorId === connectorId)
    const ending = namespaces ?? (Object.keys(before?.namespaces ?? {}) as ChainNamespace[])
    const orphaned = connection.removeConnection(connectorId, namespaces)
    const state = connection.getSnapshot()
    if (!state.connections.some((entry) => entry.connectorId === connectorId)) connectors.addDisconnected(connectorId)
    for (const namespace of orphaned) chains.setApprovedNetworks(namespace, [], true)
    // Namespaces that fell back to another connection follow that connection's wallet.
    for (const namespace of ending.filter((entry) => !orphaned.includes(entry))) {
      const fallback = state.connections.find((entry) => entry.connectorId === state.active[namespace])?.namespaces[namespace]
      const network = fallback ? chains.findNetwork(fallback.caipNetworkId) : undefined
      if (network) chains.setActiveNetwork(network, { keepNamespace: chains.getSnapshot().activeNamespace !== namespace })
    }
    const active = chains.getSnapshot().activeNamespace
    const next = (Object.keys(state.active) as ChainNamespace[])[0]
    if (active && orphaned.includes(active) && next) {
      const network = chains.getSnapshot().namespaces[next]?.caipNetwork
      if (network) chains.setActiveNetwork(network)
    }
  })
}
