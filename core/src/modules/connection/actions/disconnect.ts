import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { DisconnectChainsError } from '../../../kernel/errors/connectionErrors.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { activeConnection, activeNamespace } from '../internal/connections.js'
import { endConnection } from '../internal/endConnection.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { track } from '../../../kernel/events/track.js'

export interface DisconnectParams {
  /** The connector whose connection ends. @default the active connection of `namespace` */
  connectorId?: string
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export interface DisconnectReturnType {
  /** The namespaces that were disconnected. */
  namespaces: readonly ChainNamespace[]
}

export type DisconnectErrorType = DisconnectChainsError

/**
 * Ends a connection (SPEC.md section 4, Disconnect): every namespace of its session, so a pairing
 * or embedded-wallet connection ends on all its namespaces at once. The source is told, the local
 * state is reset even when the wallet fails to answer, and the pairing state is forgotten; a
 * wallet's failure then comes out as one 'Failed to disconnect chains: ...' error. Headless:
 * closing the modal afterwards is the disconnect flow's.
 */
export const disconnect = publicAction('disconnect', async function disconnect(
  client: PorticoClient,
  params: DisconnectParams = {},
): Promise<DisconnectReturnType> {
  const { connection } = client.controllers
  const connectorId = params.connectorId ?? activeConnection(client, params.namespace ?? activeNamespace(client))?.connection.connectorId
  const target = connection.getSnapshot().connections.find((entry) => entry.connectorId === connectorId)
  if (!target) return { namespaces: [] }
  const namespaces = Object.keys(target.namespaces) as ChainNamespace[]
  const source = client.sources.get(target.sourceId)
  let failure: unknown
  try {
    await source?.disconnect({ connectorId: target.connectorId })
  } catch (error) {
    failure = error
  }
  client.batch(() => {
    endConnection(client, target.connectorId)
    connection.setPairing(undefined)
  })
  if (failure !== undefined) {
    client.logger.error('Failed to disconnect chains', failure)
    track(client, 'DISCONNECT_ERROR', { message: namespaces.join(', ') })
    throw new DisconnectChainsError([failure])
  }
  track(client, 'DISCONNECT_SUCCESS', { namespaces })
  return { namespaces }
})
