import type { NamespaceNetworkState, Network } from '../../kernel/types/network.js'

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
