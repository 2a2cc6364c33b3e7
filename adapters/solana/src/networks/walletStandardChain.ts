import type { Network } from '@portico/core'
import { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from './solanaNetworks.js'

/** A Wallet Standard chain id (`solana:mainnet`), as wallets list them. */
export type WalletStandardChain = `solana:${string}`

/** CAIP-2 reference → Wallet Standard chain, and the deprecated references to the current ones. */
const CHAIN_BY_REFERENCE: Readonly<Record<string, WalletStandardChain>> = Object.freeze({
  [solanaMainnet.id]: 'solana:mainnet' as WalletStandardChain,
  [solanaDevnet.id]: 'solana:devnet' as WalletStandardChain,
  [solanaTestnet.id]: 'solana:testnet' as WalletStandardChain,
  [solanaLocalnet.id]: 'solana:localnet' as WalletStandardChain,
})
const REFERENCE_BY_NAME: Readonly<Record<string, string>> = Object.freeze({
  mainnet: String(solanaMainnet.id),
  'mainnet-beta': String(solanaMainnet.id),
  devnet: String(solanaDevnet.id),
  testnet: String(solanaTestnet.id),
  localnet: String(solanaLocalnet.id),
  // The references of the first CAIP-2 profile for Solana.
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': String(solanaMainnet.id),
  '8E9rvCKLFQia2Y35HvivXniKoxe9XbX5': String(solanaDevnet.id),
})
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * The CAIP-2 reference a wallet-given chain stands for: a Wallet Standard chain (`solana:devnet`)
 * or cluster name (`devnet`, `mainnet-beta`), a deprecated reference, or a reference as it is.
 * Undefined when the value is none of these.
 */
export function toSolanaChainReference(chainId: unknown): string | undefined {
  if (typeof chainId !== 'string') return undefined
  const bare = chainId.startsWith('solana:') ? chainId.slice('solana:'.length) : chainId
  if (Object.hasOwn(REFERENCE_BY_NAME, bare)) return REFERENCE_BY_NAME[bare]
  return CAIP2_REFERENCE.test(bare) ? bare : undefined
}

/** The Wallet Standard chain a wallet signs and sends for on `network`. */
export function walletStandardChainOf(network: Pick<Network, 'id'>): WalletStandardChain {
  const reference = String(network.id)
  return Object.hasOwn(CHAIN_BY_REFERENCE, reference) ? (CHAIN_BY_REFERENCE[reference] as WalletStandardChain) : `solana:${reference}`
}
