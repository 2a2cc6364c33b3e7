import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { connectorNamespaces } from '../connectorsController.js'
import { ConnectSupersededError } from '../../../kernel/errors/ConnectSupersededError.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { checkSession, storeSession } from './applySession.js'
import { connectNetworks } from './connectNetworks.js'
import { clearStoredConnector } from './persistence.js'

/** Reconnects are never aborted by the visitor: a newer connect only outranks their answer. */
function neverAborted() {
  return {
    aborted: false,
    reason: undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }
}

/**
 * Restores one stored connection without a prompt, when its wallet still authorizes the site:
 * 'restored', 'dropped' (the wallet refused, failed, or is gone; with `forgetOnFailure`, the stored
 * connection is forgotten unless something newer connected the connector meanwhile), or
 * 'superseded' (the visitor connected meanwhile: their choice wins, the answer is not applied).
 * Never throws.
 */
export async function restoreConnection(
  client: PorticoClient,
  stored: { connectorId: string; namespaces: readonly ChainNamespace[] },
  options: { forgetOnFailure: boolean },
): Promise<'restored' | 'dropped' | 'superseded'> {
  const { connection, connectors } = client.controllers
  const { connectorId, namespaces } = stored
  const attempt =
    connection.getSnapshot().attempts.find((entry) => entry.kind === 'reconnect' && entry.connectorId === connectorId) ??
    connection.beginAttempt({ kind: 'reconnect', connectorId, namespaces: [...namespaces] }, { supersededReason: () => new ConnectSupersededError() }).attempt
  try {
    const connector = connectors.find(connectorId)
    const source = connector?.sourceId ? client.sources.get(connector.sourceId) : undefined
    if (!client.options.enableReconnect || !connector || !source?.reconnect) throw new Error('reconnect is off or the wallet is gone')
    const session = await source.reconnect({
      connectorId,
      networks: connectNetworks(client, connectorNamespaces(connector)),
      signal: neverAborted(),
    })
    if (!session) throw new Error('the wallet no longer authorizes this site')
    if (!connection.isLatest(attempt)) return 'superseded'
    storeSession(client, { connector, session, checked: checkSession(client, connector, session), recordRecent: false })
    return 'restored'
  } catch (error) {
    client.logger.warn(`Could not restore the connection of ${connectorId}`, error)
    // Only forget it if nothing newer connected the same connector meanwhile.
    if (options.forgetOnFailure && !connection.getSnapshot().connections.some((entry) => entry.connectorId === connectorId)) {
      clearStoredConnector(client, connectorId)
    }
    return 'dropped'
  } finally {
    connection.endAttempt(attempt.id)
  }
}
