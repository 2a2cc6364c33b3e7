import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ChainAdapterNotFoundError } from '../../../kernel/errors/connectionErrors.js'
import { InvalidOptionsError } from '../../../kernel/options/InvalidOptionsError.js'
import { networkSchema } from '../../../kernel/options/networkSchema.js'
import type { Network } from '../../../kernel/types/network.js'
import { validateSafely } from '../../../kernel/utils/validateSafely.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { servesNamespace } from '../../connection/index.js'

/**
 * Adds a network (SPEC.md section 4). It needs an adapter for its namespace; a duplicate id is
 * ignored. Returns whether the network was added.
 * @throws InvalidOptionsError when the network is malformed.
 * @throws ChainAdapterNotFoundError when no adapter serves its namespace.
 */
export const addNetwork = publicAction('addNetwork', function addNetwork(client: PorticoClient, network: Network): boolean {
  const validation = validateSafely(network, networkSchema)
  if (!validation.ok) {
    throw new InvalidOptionsError(['network', validation.path].filter(Boolean).join('.'), validation.message, validation.cause)
  }
  if (!servesNamespace(client, validation.value.chainNamespace)) throw new ChainAdapterNotFoundError()
  return client.controllers.chains.addNetwork(validation.value)
})
