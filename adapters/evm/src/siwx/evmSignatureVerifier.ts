import type { Network, SignatureVerifier } from '@portico/core'
import type { ChainClient } from '../chain/chainClient.js'
import type { ChainTransportOptions } from '../chain/createChainClient.js'
import { loadViem, loadViemSignatureParts } from '../chain/loadViem.js'
import { loadSessionParts } from '../wallet/loadSessionParts.js'

export interface EvmSignatureVerifierOptions {
  /**
   * The site's eip155 networks (or a getter of them): a signature that is not an EOA's is checked
   * on the chain the message names, through that network's own RPC URLs, never another. Without
   * the network, only EOA signatures verify. @default none
   */
  networks?: readonly Network[] | (() => readonly Network[])
  /** The RPC transport options of those chain calls. @default as createChainClient */
  transport?: ChainTransportOptions
  /** The chain client of a network, when the caller keeps them (the chain adapter does). @default one per network, made here */
  chainClient?: (network: Network) => Promise<ChainClient>
}

/**
 * Checks eip155 sign-in signatures with viem (loaded on first use): an EOA's EIP-191 signature by
 * recovering the signer, without a chain call; a smart account's EIP-1271 signature (deployed) or
 * ERC-6492 signature (not yet deployed) by asking the chain the message names, through the site's
 * own RPC URLs of that network. Never throws: anything malformed, or a network the site does not
 * have, is false (for non-EOA signatures). Works in a back end as well as in the page.
 */
export function createEvmSignatureVerifier(options: EvmSignatureVerifierOptions = {}): SignatureVerifier {
  const clients = new Map<string, Promise<ChainClient>>()
  const clientOf = (network: Network): Promise<ChainClient> => {
    if (options.chainClient) return options.chainClient(network)
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = loadSessionParts().then(({ createChainClient }) => createChainClient(network, options.transport))
      client.catch(() => clients.delete(network.caipNetworkId))
      clients.set(network.caipNetworkId, client)
    }
    return client
  }
  const networkOf = (caipNetworkId: unknown): Network | undefined => {
    if (typeof caipNetworkId !== 'string') return undefined
    const list = typeof options.networks === 'function' ? options.networks() : (options.networks ?? [])
    return list.find((network) => network.chainNamespace === 'eip155' && network.caipNetworkId === caipNetworkId && network.rpcUrls.default.http.length > 0)
  }
  return {
    namespace: 'eip155',
    async verify(params) {
      try {
        const local = await (await loadViem()).verifyEvmSignature(params)
        if (local !== 'chain') return local === 'eoa'
        const network = networkOf(params.caipNetworkId)
        if (!network) return false
        const [chain, parts] = await Promise.all([clientOf(network), loadViemSignatureParts()])
        return await parts.verifySignatureOnChain(chain, params)
      } catch {
        return false
      }
    },
  }
}
