import { restoreConnection } from '../actions/reconnect.js'
import { endConnection } from '../actions/internal/endConnection.js'
import { loadConnections } from '../actions/internal/persistence.js'
import type { PorticoClient } from '../client/porticoClient.js'
import { STORAGE_KEYS, STORAGE_PREFIX } from '../storage/storageKeys.js'

/** The stored items that say which wallets the site is connected to. */
const CONNECTION_KEYS: readonly string[] = [
  STORAGE_KEYS.CONNECTED_NAMESPACES,
  STORAGE_KEYS.CONNECTION_STATUS,
  STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS,
]
const CONNECTOR_ID_PREFIX = STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155').replace(/eip155$/, '')

function concernsConnections(key: string | null): boolean {
  if (key === null) return true
  if (!key.startsWith(STORAGE_PREFIX)) return false
  return CONNECTION_KEYS.includes(key) || key.startsWith(CONNECTOR_ID_PREFIX)
}

/**
 * Keeps the tabs of one site in step, through the storage port's change events:
 * - a connection another tab ended (its connector is stored as disconnected and no longer as
 *   connected) ends here too, locally: this tab stops acting on it at once;
 * - a connection another tab made is restored here without a prompt, as on a reload, unless this
 *   tab has its own connection on one of those namespaces or is connecting that wallet.
 * Writes made halfway (one item of several) change nothing until they add up. Silent until
 * `start()`: the start-up sync reads storage first. Without `subscribe` on the port it does nothing.
 */
export function crossTabReaction(client: PorticoClient): { start(): void; stop(): void } {
  let started = false
  let stopped = false
  let scheduled = false
  const adopting = new Set<string>()
  /** Connections this tab's wallet would not restore; tried again after the next change elsewhere. */
  const refused = new Set<string>()

  const sync = () => {
    scheduled = false
    if (!started || stopped) return
    const stored = loadConnections(client)
    const { connection, connectors } = client.controllers
    const storedIds = new Set(stored.connectors.map((entry) => entry.connectorId))
    const state = connection.getSnapshot()
    client.batch(() => {
      for (const entry of state.connections) {
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
        adopting.has(entry.connectorId) ||
        now.connections.some((known) => known.connectorId === entry.connectorId || entry.namespaces.some((namespace) => known.namespaces[namespace])) ||
        now.attempts.some((attempt) => attempt.connectorId === entry.connectorId)
      if (busy || refused.has(entry.connectorId) || stored.disconnectedConnectorIds.includes(entry.connectorId)) continue
      adopting.add(entry.connectorId)
      void restoreConnection(client, entry, { forgetOnFailure: false }).then((outcome) => {
        adopting.delete(entry.connectorId)
        if (outcome === 'dropped') refused.add(entry.connectorId)
        // The other tab may have ended it while the wallet answered.
        else schedule()
      })
    }
  }
  const schedule = () => {
    if (scheduled || stopped) return
    scheduled = true
    void Promise.resolve().then(sync)
  }
  const unsubscribe = client.platform.storage.subscribe?.(({ key }) => {
    if (!concernsConnections(key)) return
    refused.clear()
    schedule()
  })
  return {
    start() {
      started = true
    },
    stop() {
      stopped = true
      unsubscribe?.()
    },
  }
}
