import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ChainAdapterNotFoundError } from '../../../kernel/errors/connectionErrors.js'
import { parseCaipNetworkId } from '../../../kernel/utils/caip.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { servesNamespace } from '../../connection/index.js'

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
