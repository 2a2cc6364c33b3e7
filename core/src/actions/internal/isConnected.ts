import type { PorticoClient } from '../../client/porticoClient.js'
import type { ChainNamespace } from '../../types/namespace.js'

/** True when the namespace (default: the active one) has a connected account. */
export function isConnected(client: PorticoClient, namespace?: ChainNamespace): boolean {
  const target = namespace ?? client.controllers.chains.getSnapshot().activeNamespace
  return target !== undefined && client.controllers.accounts.getSnapshot()[target].status === 'connected'
}
