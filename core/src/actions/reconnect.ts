import type { PorticoClient } from '../client/porticoClient.js'
import { applyConnection } from './internal/applyConnection.js'
import { clearConnection, loadConnections } from './internal/persistence.js'
import { publicAction } from './internal/publicAction.js'

export interface ReconnectReturnType {
  /** Namespaces whose stored connection was restored. */
  restored: readonly string[]
  /** Namespaces whose stored connection could not be restored, and were reset. */
  dropped: readonly string[]
}

/**
 * Marks every namespace with a stored connection as connecting, synchronously, so a page never
 * shows a disconnected flash before {@link reconnect} settles.
 */
export function markReconnecting(client: PorticoClient): void {
  if (!client.options.enableReconnect) return
  for (const { namespace } of loadConnections(client).namespaces) {
    if (client.adapters.get(namespace)?.reconnect) client.controllers.accounts.patch(namespace, { status: 'connecting' })
  }
}

/**
 * Start-up sync (SPEC.md section 4): each namespace with a stored connection is set to
 * connecting, then to connected when the wallet still authorizes the site without a prompt, or to
 * disconnected when it does not, fails, or reconnect is disabled (a forced disconnect).
 * Never throws: every failure is logged and leaves that namespace disconnected.
 */
export const reconnect = publicAction('reconnect', async function reconnect(client: PorticoClient): Promise<ReconnectReturnType> {
  const stored = loadConnections(client)
  const { accounts, chains, connectors } = client.controllers
  connectors.setDisconnected(stored.disconnectedConnectorIds)

  const activeNetwork = stored.activeCaipNetworkId ? chains.findNetwork(stored.activeCaipNetworkId) : undefined
  if (activeNetwork) chains.setActiveNetwork(activeNetwork)

  const restored: string[] = []
  const dropped: string[] = []
  await Promise.all(
    stored.namespaces.map(async ({ namespace, connectorId }) => {
      const adapter = client.adapters.get(namespace)
      if (!client.options.enableReconnect || !adapter?.reconnect) {
        clearConnection(client, namespace)
        dropped.push(namespace)
        return
      }
      accounts.patch(namespace, { status: 'connecting' })
      try {
        const network = chains.getSnapshot().namespaces[namespace]?.caipNetwork
        const result = await adapter.reconnect({ connectorId, network })
        if (!result) throw new Error('the wallet no longer authorizes this site')
        const connector = connectors.find(connectorId, namespace) ?? { id: connectorId, name: connectorId }
        applyConnection(client, { namespace, connector, result })
        restored.push(namespace)
      } catch (error) {
        client.logger.warn(`Could not restore the ${namespace} connection`, error)
        accounts.reset(namespace)
        clearConnection(client, namespace)
        dropped.push(namespace)
      }
    }),
  )
  // Several namespaces may come back; the one that was active before the reload stays active.
  const preferred = stored.activeNamespace
  const preferredNetwork = preferred ? chains.getSnapshot().namespaces[preferred]?.caipNetwork : undefined
  if (preferred && restored.includes(preferred) && preferredNetwork) chains.setActiveNetwork(preferredNetwork)
  return { restored, dropped }
})
