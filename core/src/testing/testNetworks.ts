import type { Network } from '../kernel/types/network.js'

/** An EVM test network on the local devnet's first chain (loopback RPC). */
export const testEvmMainnet: Network = {
  id: 31337,
  name: 'Portico Devnet',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Devnet explorer', url: 'http://127.0.0.1:8546' } },
  testnet: true,
  // The devnet's registry serves it at /public/getAssetImage/{imageId}.
  assets: { imageId: 'portico-devnet-network-31337' },
}

/** A second EVM test network (loopback RPC). */
export const testEvmSecond: Network = {
  id: 31338,
  name: 'Portico Devnet 2',
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  testnet: true,
  assets: { imageId: 'portico-devnet-network-31338' },
}

/** A Solana test network (loopback RPC). */
export const testSolana: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana Devnet (local)',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
  assets: { imageId: 'portico-devnet-network-solana' },
}
