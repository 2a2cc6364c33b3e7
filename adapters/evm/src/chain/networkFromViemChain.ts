import type { Network } from '@portico/core'
import type { Chain } from 'viem'

/**
 * Turns a viem `Chain` (from `viem/chains` or `defineChain`, as a wagmi site already has them)
 * into a Portico network: the same id, name, currency, RPC and explorer addresses, under the
 * CAIP-2 id `eip155:<id>`. Only the chain's data is read; nothing of viem is bundled for it.
 * @throws TypeError when the chain id is not a positive safe integer or the chain lists no HTTP RPC address.
 */
export function networkFromViemChain(chain: Chain): Network {
  if (!Number.isSafeInteger(chain.id) || chain.id <= 0) throw new TypeError(`A viem chain needs a positive integer id, got ${String(chain.id)}`)
  const http = [...(chain.rpcUrls.default?.http ?? [])]
  if (http.length === 0) throw new TypeError(`The viem chain ${chain.id} lists no HTTP RPC address`)
  const explorer = chain.blockExplorers?.default
  const { name, symbol, decimals } = chain.nativeCurrency
  return {
    id: chain.id,
    name: chain.name,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
  }
}
