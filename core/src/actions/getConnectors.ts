import type { PorticoClient } from '../client/porticoClient.js'
import { watchSelector } from '../store/watchSelector.js'
import type { Connector } from '../types/connector.js'
import { publicAction } from './internal/publicAction.js'

/** Every connector the adapters offer. The same array is returned until the list changes. */
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
