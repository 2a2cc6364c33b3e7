/** The chain namespaces Portico knows (CAIP-2 namespaces). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const

/** A CAIP-2 chain namespace. Sending and signing exist for eip155 and solana only. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** A CAIP-2 network id, `namespace:reference`, for example `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** True for one of the known chain namespaces. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
