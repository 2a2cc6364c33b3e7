import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { watchSelector } from '../../../kernel/store/watchSelector.js'
import type { Connector, ConnectorStatus } from '../../../kernel/types/connector.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/** Every connector the sources offer. The same array is returned until the list changes. */
export const getConnectors = publicAction('getConnectors', function getConnectors(client: PorticoClient): readonly Connector[] {
  return client.controllers.connectors.getSnapshot().connectors
})

/** Calls `onChange` whenever the connector list changes. */
export const watchConnectors = publicAction('watchConnectors', function watchConnectors(
  client: PorticoClient,
  onChange: (connectors: readonly Connector[], previous: readonly Connector[]) => void,
): () => void {
  return watchSelector([client.controllers.connectors], () => getConnectors(client), onChange)
})

/**
 * A connector's status (SPEC.md section 4): connected when it is the active connection of
 * `namespace` (default: any of its namespaces), active when it has a connection that is not
 * active there, otherwise disconnected.
 */
export const getConnectorStatus = publicAction('getConnectorStatus', function getConnectorStatus(
  client: PorticoClient,
  params: { connectorId: string; namespace?: ChainNamespace },
): ConnectorStatus {
  const state = client.controllers.connection.getSnapshot()
  const connection = state.connections.find((entry) => entry.connectorId === params.connectorId)
  if (!connection) return 'disconnected'
  const namespaces = params.namespace ? [params.namespace] : (Object.keys(connection.namespaces) as ChainNamespace[])
  return namespaces.some((namespace) => state.active[namespace] === params.connectorId) ? 'connected' : 'active'
})
