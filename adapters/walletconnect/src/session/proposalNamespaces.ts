import type { ChainNamespace, Network } from '@portico/core'
import { DEFAULT_EVENTS, DEFAULT_METHODS } from './namespaceDefaults.js'

/** One namespace of a proposal, as the universal provider takes it. */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The proposal's namespaces: for each served namespace, the site's networks of it (the active one
 * first), its default methods (plus the site's) and the default events; on eip155 the site's RPC
 * URLs, so the SDK never falls back to its vendor's RPC service.
 */
export function buildProposalNamespaces(
  networks: readonly Network[],
  namespaces: readonly ChainNamespace[],
  extraMethods: Partial<Record<ChainNamespace, readonly string[]>> = {},
): Record<string, ProposalNamespace> {
  const proposal: Record<string, ProposalNamespace> = {}
  for (const namespace of namespaces) {
    const own = networks.filter((network) => network.chainNamespace === namespace)
    if (own.length === 0) continue
    const chains = [...new Set(own.map((network) => network.caipNetworkId))]
    const methods = [...new Set([...DEFAULT_METHODS[namespace], ...(extraMethods[namespace] ?? [])])]
    const entry: ProposalNamespace = { chains, methods, events: [...DEFAULT_EVENTS] }
    if (namespace === 'eip155') {
      const rpcMap: Record<string, string> = {}
      for (const network of own) {
        const url = network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default.http[0]
        if (url) rpcMap[String(network.id)] = url
      }
      entry.rpcMap = rpcMap
    }
    proposal[namespace] = entry
  }
  return proposal
}
