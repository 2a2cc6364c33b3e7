import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { unsupportedNetwork } from '../../network/index.js'
import { chainReferenceOf } from '../../../kernel/plugins/namespaceRules.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import type { Network } from '../../../kernel/types/network.js'
import { formatCaipNetworkId } from '../../../kernel/utils/caip.js'

/**
 * The network a wallet reports, as one of the site's networks or, when the site does not list
 * it, as the 'unsupported network' pseudo network. The namespace's rules read the chain id.
 * @throws InvalidCaipNetworkIdError when the wallet's chain id is not one of the namespace.
 */
export function resolveWalletNetwork(
  client: PorticoClient,
  namespace: ChainNamespace,
  chainId: unknown,
): { network: Network; supported: boolean } {
  const reference = chainReferenceOf(client.rules(namespace), chainId)
  const caipNetworkId = formatCaipNetworkId(namespace, reference)
  const known = client.controllers.chains.findNetwork(caipNetworkId)
  if (known) return { network: known, supported: true }
  return { network: unsupportedNetwork(namespace, reference), supported: false }
}
