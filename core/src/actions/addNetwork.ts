import type { PorticoClient } from '../client/porticoClient.js'
import { ChainAdapterNotFoundError } from '../errors/connectionErrors.js'
import { InvalidOptionsError } from '../options/InvalidOptionsError.js'
import { networkSchema } from '../options/networkSchema.js'
import type { Network } from '../types/network.js'
import { validateSafely } from '../utils/validateSafely.js'
import { publicAction } from './internal/publicAction.js'
import { servesNamespace } from './internal/connections.js'

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
