import { restoreConnection } from '../internal/restoreConnection.js'
import { endConnection } from '../internal/endConnection.js'
import { loadConnections } from '../internal/persistence.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'

/** What a sync remembers between runs. */
export interface CrossTabSyncState {
  /** Connections being restored now. */
  adopting: Set<string>
  /** Connections this tab's wallet would not restore; tried again after the next change elsewhere. */
  refused: Set<string>
}

/**
 * Brings this tab in line with what the other tabs stored (see {@link crossTabReaction}): ends the
 * connections another tab ended, and restores silently the ones another tab made. `again` runs it
 * once more (after a restore settled: the other tab may have ended it meanwhile).
 */
export function crossTabSync(client: PorticoClient, state: CrossTabSyncState, again: () => void): void {
  const stored = loadConnections(client)
  const { connection, connectors } = client.controllers
  const storedIds = new Set(stored.connectors.map((entry) => entry.connectorId))
  const before = connection.getSnapshot()
  client.batch(() => {
    for (const entry of before.connections) {
      if (storedIds.has(entry.connectorId) || !stored.disconnectedConnectorIds.includes(entry.connectorId)) continue
      client.logger.info(`The connection of ${entry.connectorId} ended in another tab`)
      endConnection(client, entry.connectorId)
      if (connection.getSnapshot().pairing?.connectorId === entry.connectorId) connection.setPairing(undefined)
    }
    const live = new Set(connection.getSnapshot().connections.map((entry) => entry.connectorId))
    connectors.setDisconnected(stored.disconnectedConnectorIds.filter((connectorId) => !live.has(connectorId)))
  })
  if (!client.options.enableReconnect) return
  const now = connection.getSnapshot()
  for (const entry of stored.connectors) {
    const busy =
      state.adopting.has(entry.connectorId) ||
      now.connections.some((known) => known.connectorId === entry.connectorId || entry.namespaces.some((namespace) => known.namespaces[namespace])) ||
      now.attempts.some((attempt) => attempt.connectorId === entry.connectorId)
    if (busy || state.refused.has(entry.connectorId) || stored.disconnectedConnectorIds.includes(entry.connectorId)) continue
    state.adopting.add(entry.connectorId)
    void restoreConnection(client, entry, { forgetOnFailure: false }).then((outcome) => {
      state.adopting.delete(entry.connectorId)
      if (outcome === 'dropped') state.refused.add(entry.connectorId)
      else again()
    })
  }
}
