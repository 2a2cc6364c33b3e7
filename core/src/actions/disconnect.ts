import type { PorticoClient } from '../client/porticoClient.js'
import { DisconnectChainsError } from '../errors/connectionErrors.js'
import type { ChainNamespace } from '../types/namespace.js'
import { closeModal } from './closeModal.js'
import { resetNamespace } from './internal/resetNamespace.js'
import { track } from './internal/track.js'
import { publicAction } from './internal/publicAction.js'

export interface DisconnectParams {
  /** The namespace to disconnect. @default the active namespace */
  namespace?: ChainNamespace
}

export interface DisconnectReturnType {
  /** The namespaces that were disconnected. */
  namespaces: readonly ChainNamespace[]
}

export type DisconnectErrorType = DisconnectChainsError

/** Connector types whose connection spans every namespace (SPEC.md section 4). */
const SPANS_ALL_NAMESPACES = new Set(['WALLET_CONNECT', 'AUTH'])

/**
 * Disconnects (SPEC.md section 4). For the pairing-protocol or embedded connector every
 * connected namespace disconnects, otherwise only the given one. Local state is reset even when
 * a wallet fails to answer; the failures are then aggregated into one
 * 'Failed to disconnect chains: ...' error, thrown after the modal closed. Afterwards the modal
 * closes (failures included), unless multi-wallet is on and connections remain.
 */
export const disconnect = publicAction('disconnect', async function disconnect(
  client: PorticoClient,
  params: DisconnectParams = {},
): Promise<DisconnectReturnType> {
  const { chains, connectors, connection, options } = client.controllers
  const namespace = params.namespace ?? chains.getSnapshot().activeNamespace
  const active = connectors.getSnapshot().activeConnectorIds
  const connectorId = namespace ? active[namespace] : undefined
  const connector = connectorId && namespace ? connectors.find(connectorId, namespace) : undefined
  const namespaces: ChainNamespace[] =
    connector && SPANS_ALL_NAMESPACES.has(connector.type)
      ? (Object.keys(active) as ChainNamespace[])
      : namespace && connectorId
        ? [namespace]
        : []

  const failures: { namespace: ChainNamespace; error: unknown }[] = []
  await Promise.all(
    namespaces.map(async (target) => {
      const id = active[target]
      const adapter = client.adapters.get(target)
      try {
        if (adapter && id) await adapter.disconnect({ connectorId: id })
      } catch (error) {
        failures.push({ namespace: target, error })
      }
      resetNamespace(client, target)
    }),
  )
  connection.resetPairing()
  // SPEC.md section 4: afterwards the modal closes, also when a wallet failed to answer (its
  // local state is reset all the same), so the error below never leaves a stale modal open.
  const remaining = Object.keys(connectors.getSnapshot().activeConnectorIds).length
  if (!(options.getSnapshot().features.multiWallet && remaining > 0)) closeModal(client, { force: true })
  if (failures.length > 0) {
    client.logger.error('Failed to disconnect chains', failures)
    track(client, 'DISCONNECT_ERROR', { message: failures.map((entry) => entry.namespace).join(', ') })
    throw new DisconnectChainsError(failures.map((entry) => entry.error))
  }
  if (namespaces.length > 0) track(client, 'DISCONNECT_SUCCESS', { namespaces })
  return { namespaces }
})
