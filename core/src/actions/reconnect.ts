import type { PorticoClient } from '../client/porticoClient.js'
import { connectorNamespaces } from '../controllers/connectorsController.js'
import { ConnectSupersededError } from '../errors/ConnectSupersededError.js'
import type { ChainNamespace } from '../types/namespace.js'
import { checkSession, storeSession } from './internal/applySession.js'
import { connectNetworks } from './internal/connectNetworks.js'
import { clearStoredConnector, loadConnections } from './internal/persistence.js'
import { publicAction } from './internal/publicAction.js'

export interface ReconnectReturnType {
  /** Connectors whose stored connection was restored. */
  restored: readonly string[]
  /** Connectors whose stored connection could not be restored, and were forgotten. */
  dropped: readonly string[]
}

/**
 * Marks the connectors with a stored connection as reconnecting, synchronously, so a page never
 * shows a disconnected flash before {@link reconnect} settles. Returns the attempts' signals by connector.
 */
export function markReconnecting(client: PorticoClient): void {
  if (!client.options.enableReconnect) return
  for (const stored of loadConnections(client).connectors) {
    client.controllers.connection.beginAttempt(
      { kind: 'reconnect', connectorId: stored.connectorId, namespaces: stored.namespaces },
      { supersededReason: () => new ConnectSupersededError() },
    )
  }
}

/**
 * Start-up sync (SPEC.md section 4): each stored connection is restored when its wallet still
 * authorizes the site without a prompt, and forgotten when it does not, fails, or reconnect is
 * disabled. A connect the visitor starts meanwhile wins: a reconnect that answers after it is
 * ignored, and nothing a reconnect does (its failure included) touches a newer connection.
 * Never throws.
 */
export const reconnect = publicAction('reconnect', async function reconnect(client: PorticoClient): Promise<ReconnectReturnType> {
  const stored = loadConnections(client)
  const { chains, connection, connectors } = client.controllers
  connectors.setDisconnected(stored.disconnectedConnectorIds)
  const activeNetwork = stored.activeCaipNetworkId ? chains.findNetwork(stored.activeCaipNetworkId) : undefined
  if (activeNetwork) chains.setActiveNetwork(activeNetwork)

  const restored: string[] = []
  const dropped: string[] = []
  await Promise.all(
    stored.connectors.map(async (entry) => {
      const outcome = await restoreConnection(client, entry, { forgetOnFailure: true })
      if (outcome === 'restored') restored.push(entry.connectorId)
      if (outcome === 'dropped') dropped.push(entry.connectorId)
    }),
  )
  // Several connections may come back; the namespace that was active before the reload stays active.
  const preferred: ChainNamespace | undefined = stored.activeNamespace
  const preferredNetwork = preferred ? chains.getSnapshot().namespaces[preferred]?.caipNetwork : undefined
  if (preferred && preferredNetwork && connection.getSnapshot().active[preferred]) chains.setActiveNetwork(preferredNetwork)
  return { restored, dropped }
})

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
