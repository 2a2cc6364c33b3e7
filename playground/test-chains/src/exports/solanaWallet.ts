// @portico/test-chains/solana-wallet: the Wallet Standard test wallet for Solana and the devnet
// accounts it signs for. Browser-safe (no Node modules), so the devnet's page can register it.
// Test tooling only: product code never imports it (a lint rule says so).
export { createSolanaTestWallet } from '../solana/createSolanaTestWallet.js'
export type { CreateSolanaTestWalletOptions, SolanaTestWallet } from '../solana/createSolanaTestWallet.js'
export { SOLANA_DEVNET_SEED, solanaDevnetAccounts, solanaDevnetKeypair } from '../solana/solanaDevnetAccounts.js'
export type { SolanaDevnetAccount } from '../solana/solanaDevnetAccounts.js'
export { associatedTokenAddress } from '../solana/associatedTokenAddress.js'
export {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  SOLANA_LOCALNET_CHAIN,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../solana/solanaPrograms.js'
