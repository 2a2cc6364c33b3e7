import type { PorticoClient } from '../client/porticoClient.js'
import { ChainAdapterNotFoundError } from '../errors/connectionErrors.js'
import { parseCaipNetworkId } from '../utils/caip.js'
import { publicAction } from './internal/publicAction.js'
import { servesNamespace } from './internal/connections.js'

/**
 * Removes a network (SPEC.md section 4). It needs an adapter for its namespace. Returns whether a
 * network was removed; removing an unknown id does nothing.
 * @throws InvalidCaipNetworkIdError when the id is not CAIP-2.
 * @throws ChainAdapterNotFoundError when no adapter serves its namespace.
 */
export const removeNetwork = publicAction('removeNetwork', function removeNetwork(client: PorticoClient, caipNetworkId: string): boolean {
  const parsed = parseCaipNetworkId(caipNetworkId)
  if (!servesNamespace(client, parsed.namespace)) throw new ChainAdapterNotFoundError()
  return client.controllers.chains.removeNetwork(parsed.caipNetworkId)
})
