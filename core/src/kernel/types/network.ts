import type { CaipNetworkId, ChainNamespace } from './namespace.js'

/** The native currency of a network. */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A network (SPEC.md section 3, Network). */
export interface Network {
  /** The chain reference: a number for eip155, a genesis-hash prefix for solana, and so on. */
  id: number | string
  name: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  nativeCurrency: NativeCurrency
  rpcUrls: {
    default: { http: readonly string[] }
    chainDefault?: { http: readonly string[] }
  }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  deprecatedCaipNetworkId?: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string }
}

/** Per-namespace network state (SPEC.md section 3). */
export interface NamespaceNetworkState {
  /** The active network of the namespace, or the 'unsupported network' pseudo network. */
  caipNetwork: Network | undefined
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: readonly number[]
  /** The networks the site configured for this namespace. */
  requestedCaipNetworks: readonly Network[]
  /** Networks the connected wallet approved (pairing-protocol sessions). */
  approvedCaipNetworkIds: readonly CaipNetworkId[]
}
