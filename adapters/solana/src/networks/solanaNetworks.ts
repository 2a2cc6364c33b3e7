import type { Network } from '@portico/core'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** Solana mainnet: CAIP-2 reference = the first 32 characters of its genesis hash. */
export const solanaMainnet: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
}

/** Solana devnet. */
export const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HvivXniKoxe9XbX5',
}

/** Solana testnet. */
export const solanaTestnet: Network = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
}

/**
 * A local validator (solana-test-validator's default port, or any local runtime: give it its URL
 * with `{ ...solanaLocalnet, rpcUrls: { default: { http: [url] } } }`). Local validators have no
 * fixed genesis hash, so its reference is the name Wallet Standard wallets use, `localnet`.
 */
export const solanaLocalnet: Network = {
  id: 'localnet',
  name: 'Solana Localnet',
  caipNetworkId: 'solana:localnet',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
}

/** The default network ids of SPEC.md section 9 (mainnet, devnet, testnet) and the local one. */
export const SOLANA_NETWORK_IDS = Object.freeze({
  mainnet: solanaMainnet.caipNetworkId,
  devnet: solanaDevnet.caipNetworkId,
  testnet: solanaTestnet.caipNetworkId,
  localnet: solanaLocalnet.caipNetworkId,
})
