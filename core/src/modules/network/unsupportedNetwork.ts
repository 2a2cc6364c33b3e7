import type { ChainNamespace } from '../../kernel/types/namespace.js'
import type { Network } from '../../kernel/types/network.js'

/** Name of the pseudo network used for chains the site does not list. */
export const UNSUPPORTED_NETWORK_NAME = 'Unknown Network'

/**
 * The 'unsupported network' pseudo network (SPEC.md section 4): a wallet is on a chain the site
 * does not list. It has no RPC endpoints, so nothing is ever read through it.
 */
export function unsupportedNetwork(namespace: ChainNamespace, reference: string): Network {
  return {
    id: reference,
    name: UNSUPPORTED_NETWORK_NAME,
    caipNetworkId: `${namespace}:${reference}`,
    chainNamespace: namespace,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

/** True for the pseudo network made by {@link unsupportedNetwork}. */
export function isUnsupportedNetwork(network: Network | undefined): boolean {
  return network !== undefined && network.rpcUrls.default.http.length === 0 && network.name === UNSUPPORTED_NETWORK_NAME
}
