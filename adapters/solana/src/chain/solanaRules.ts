import { defineNamespaceRules, isSolanaAddress, type NamespaceRules } from '@portico/core'
import { toSolanaChainReference } from '../networks/walletStandardChain.js'

/**
 * solana's rules as data: base58 addresses of 32 bytes (SPEC.md section 5), chain references from
 * genesis-hash prefixes, Wallet Standard chains or cluster names, and eoa accounts.
 */
export const SOLANA_RULES: NamespaceRules = defineNamespaceRules('solana', {
  isAddress: isSolanaAddress,
  toChainReference: toSolanaChainReference,
  defaultAccountType: 'eoa',
})
