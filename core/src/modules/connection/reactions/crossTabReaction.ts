import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { STORAGE_KEYS, STORAGE_PREFIX } from '../../../kernel/storage/storageKeys.js'
import type { CrossTabSyncState } from './crossTabSync.js'

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
 * The sync itself loads on the first change another tab makes (most visits never see one).
 */
export function crossTabReaction(client: PorticoClient): { start(): void; stop(): void } {
  let started = false
  let stopped = false
  let scheduled = false
  const state: CrossTabSyncState = { adopting: new Set(), refused: new Set() }

  const schedule = () => {
    if (scheduled || stopped) return
    scheduled = true
    void import('./crossTabSync.js').then(
      ({ crossTabSync }) => {
        scheduled = false
        if (started && !stopped) crossTabSync(client, state, schedule)
      },
      (error: unknown) => {
        scheduled = false
        client.logger.warn('Could not load the cross-tab sync', error)
      },
    )
  }
  const unsubscribe = client.platform.storage.subscribe?.(({ key }) => {
    if (!concernsConnections(key)) return
    state.refused.clear()
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
