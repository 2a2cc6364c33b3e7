import type { Network } from '@portico/core'
import type { AnvilChain } from '@portico/test-chains'

/** A core network for a local anvil chain, with its RPC URL. */
export function anvilNetwork(chain: AnvilChain, name = `Anvil ${chain.chainId}`): Network {
  return {
    id: chain.chainId,
    name,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }
}
