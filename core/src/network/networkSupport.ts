import type { NamespaceNetworkState, Network } from '../types/network.js'

/** A network is supported if no requested networks exist or it is in the list (SPEC.md section 5). */
export function isNetworkSupported(state: NamespaceNetworkState | undefined, caipNetworkId: string): boolean {
  const requested = state?.requestedCaipNetworks ?? []
  return requested.length === 0 || requested.some((network) => network.caipNetworkId === caipNetworkId)
}

/**
 * A network is disabled when the namespace is connected, the wallet does not support all networks,
 * and the network is not approved. The embedded wallet is exempt (SPEC.md section 5).
 */
export function isNetworkDisabled(params: {
  network: Network
  state: NamespaceNetworkState | undefined
  isConnected: boolean
  isEmbeddedWallet: boolean
}): boolean {
  const { network, state, isConnected, isEmbeddedWallet } = params
  if (!isConnected || isEmbeddedWallet || !state || state.supportsAllNetworks) return false
  return !state.approvedCaipNetworkIds.includes(network.caipNetworkId)
}

/** Normalizes a wallet-reported chain reference: eip155 hex ids become decimal text. */
export function normalizeChainReference(namespace: string, chainId: string | number): string {
  if (typeof chainId === 'number') return String(chainId)
  if (namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(chainId)) return BigInt(chainId).toString(10)
  return chainId
}
