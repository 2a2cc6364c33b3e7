import type { Network } from '@portico/core'
import { solana as solanaMainnet, solanaDevnet, solanaTestnet } from '@portico/core/networks'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** Mainnet, devnet and testnet are core's ready-made definitions (`@portico/core/networks`), under the adapter's names too. */
export { solana as solanaMainnet, solanaDevnet, solanaTestnet } from '@portico/core/networks'

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
