import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { Connection, NamespaceConnection } from '../connectionController.js'
import type { AccountStatus } from '../../../kernel/types/account.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'

/** The active connection of a namespace and its entry there. */
export function activeConnection(
  client: PorticoClient,
  namespace: ChainNamespace | undefined,
): { connection: Connection; entry: NamespaceConnection } | undefined {
  if (!namespace) return undefined
  const state = client.controllers.connection.getSnapshot()
  const connectorId = state.active[namespace]
  const connection = connectorId ? state.connections.find((entry) => entry.connectorId === connectorId) : undefined
  const entry = connection?.namespaces[namespace]
  return connection && entry ? { connection, entry } : undefined
}

/** The namespace the visitor is on. */
export function activeNamespace(client: PorticoClient): ChainNamespace | undefined {
  return client.controllers.chains.getSnapshot().activeNamespace
}

/** True when the namespace (default: the active one) has an active connection. */
export function isConnected(client: PorticoClient, namespace?: ChainNamespace): boolean {
  return activeConnection(client, namespace ?? activeNamespace(client)) !== undefined
}

/** True when any namespace has a connection. */
export function isConnectedAnywhere(client: PorticoClient): boolean {
  return client.controllers.connection.getSnapshot().connections.length > 0
}

/** connected with an active connection; connecting while a connect or reconnect covers it; else disconnected. */
export function namespaceStatus(client: PorticoClient, namespace: ChainNamespace | undefined): AccountStatus {
  if (!namespace) return 'disconnected'
  if (activeConnection(client, namespace)) return 'connected'
  const { attempts } = client.controllers.connection.getSnapshot()
  return attempts.some((attempt) => attempt.namespaces.includes(namespace)) ? 'connecting' : 'disconnected'
}

/** True when a chain adapter or a connector source serves the namespace. */
export function servesNamespace(client: PorticoClient, namespace: ChainNamespace): boolean {
  return client.chainAdapters.has(namespace) || [...client.sources.values()].some((source) => source.namespaces.includes(namespace))
}
