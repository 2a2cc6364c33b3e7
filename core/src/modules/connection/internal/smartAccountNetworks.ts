import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'

/** Whether the embedded wallet offers a smart account on the network (the namespace state's smart-account networks). */
export function isSmartAccountEnabled(client: PorticoClient, namespace: ChainNamespace, caipNetworkId: string): boolean {
  const reference = Number(caipNetworkId.slice(caipNetworkId.indexOf(':') + 1))
  const enabled = client.controllers.chains.getSnapshot().namespaces[namespace]?.smartAccountEnabledNetworks ?? []
  return Number.isSafeInteger(reference) && enabled.includes(reference)
}
