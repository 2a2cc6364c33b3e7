import type { Network } from '../../../kernel/types/network.js'
import { arbitrumMark } from './icons/arbitrumMark.js'
import { baseMark } from './icons/baseMark.js'
import { ethereumMark } from './icons/ethereumMark.js'
import { optimismMark } from './icons/optimismMark.js'
import { polygonMark } from './icons/polygonMark.js'

/**
 * Ready-made eip155 networks, with their public RPC and explorer addresses. Import only the ones
 * the site serves: each is a separate export, so a bundler drops the rest. A site with its own
 * RPC provider passes `{ ...mainnet, rpcUrls: { default: { http: [myUrl] } } }`. Each carries its
 * network's mark as an inline image (`assets.imageUrl`, nothing fetched; sources in icons/SOURCES.md),
 * testnets their mainnet's; a site's own `assets` replace it.
 */
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

export const mainnet: Network = /* @__PURE__ */ Object.freeze({
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  assets: { imageUrl: ethereumMark },
})

export const sepolia: Network = /* @__PURE__ */ Object.freeze({
  id: 11_155_111,
  name: 'Sepolia',
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  assets: { imageUrl: ethereumMark },
})

export const base: Network = /* @__PURE__ */ Object.freeze({
  id: 8453,
  name: 'Base',
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  assets: { imageUrl: baseMark },
})

export const optimism: Network = /* @__PURE__ */ Object.freeze({
  id: 10,
  name: 'OP Mainnet',
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  assets: { imageUrl: optimismMark },
})

export const arbitrum: Network = /* @__PURE__ */ Object.freeze({
  id: 42_161,
  name: 'Arbitrum One',
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  assets: { imageUrl: arbitrumMark },
})

export const polygon: Network = /* @__PURE__ */ Object.freeze({
  id: 137,
  name: 'Polygon',
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  assets: { imageUrl: polygonMark },
})
