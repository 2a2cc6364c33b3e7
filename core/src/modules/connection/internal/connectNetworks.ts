import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import type { Network } from '../../../kernel/types/network.js'

/**
 * The site's networks of `namespaces`, the active network of each first: what a connect or a
 * reconnect offers the wallet. Its own module so that the start-up reconnect does not pull the
 * whole connect action (and the pairing lifecycle) into the page's first load.
 */
export function connectNetworks(client: PorticoClient, namespaces: readonly ChainNamespace[]): Network[] {
  const state = client.controllers.chains.getSnapshot()
  return namespaces.flatMap((namespace) => {
    const entry = state.namespaces[namespace]
    const requested = entry?.requestedCaipNetworks ?? []
    const active = requested.find((network) => network.caipNetworkId === entry?.caipNetwork?.caipNetworkId)
    return active ? [active, ...requested.filter((network) => network !== active)] : [...requested]
  })
}
