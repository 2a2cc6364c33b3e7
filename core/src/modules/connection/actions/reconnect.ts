import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ConnectSupersededError } from '../../../kernel/errors/ConnectSupersededError.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { loadConnections } from '../internal/persistence.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

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
  // The restoring code (sessions and their checks) loads only when there is something to restore.
  if (stored.connectors.length > 0) {
    const { restoreConnection } = await import('../internal/restoreConnection.js')
    await Promise.all(
      stored.connectors.map(async (entry) => {
        const outcome = await restoreConnection(client, entry, { forgetOnFailure: true })
        if (outcome === 'restored') restored.push(entry.connectorId)
        if (outcome === 'dropped') dropped.push(entry.connectorId)
      }),
    )
  }
  // Several connections may come back; the namespace that was active before the reload stays active.
  const preferred: ChainNamespace | undefined = stored.activeNamespace
  const preferredNetwork = preferred ? chains.getSnapshot().namespaces[preferred]?.caipNetwork : undefined
  if (preferred && preferredNetwork && connection.getSnapshot().active[preferred]) chains.setActiveNetwork(preferredNetwork)
  return { restored, dropped }
})
