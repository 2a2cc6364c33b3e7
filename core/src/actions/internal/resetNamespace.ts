import type { PorticoClient } from '../../client/porticoClient.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { clearConnection, saveActiveNetwork } from './persistence.js'

/**
 * Forgets the connection of one namespace locally: account reset, connector marked disconnected,
 * stored connection cleared. When the active namespace is reset and another one is still
 * connected, that one becomes active.
 */
export function resetNamespace(client: PorticoClient, namespace: ChainNamespace): void {
  const { accounts, chains, connectors, connection } = client.controllers
  const connectorId = connectors.getSnapshot().activeConnectorIds[namespace]
  accounts.reset(namespace)
  connectors.setActiveConnector(namespace, undefined)
  if (connectorId) connectors.addDisconnected(connectorId)
  connection.setConnections(namespace, [])
  clearConnection(client, namespace)

  const stillConnected = Object.keys(connectors.getSnapshot().activeConnectorIds) as ChainNamespace[]
  connection.setStatus(stillConnected.length > 0 ? 'connected' : 'disconnected')
  const next = stillConnected[0]
  if (chains.getSnapshot().activeNamespace === namespace && next) {
    const network = chains.getSnapshot().namespaces[next]?.caipNetwork
    if (network) {
      chains.setActiveNetwork(network)
      saveActiveNetwork(client, next, network.caipNetworkId)
    }
  }
}
