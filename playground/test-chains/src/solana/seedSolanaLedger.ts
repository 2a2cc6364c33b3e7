import type { SolanaLedger } from './createSolanaLedger.js'
import { fundSolanaAccount } from './fundSolanaAccount.js'
import { solanaDevnetAccounts, solanaDevnetKeypair, type SolanaDevnetAccount } from './solanaDevnetAccounts.js'
import { LAMPORTS_PER_SOL, MINT_SIZE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaPrograms.js'
import { encodeMint } from './tokenLayouts.js'

/** A test token the runtime starts with. */
export interface SolanaTestToken {
  /** The mint's address (derived from the label `mint/<symbol>`, so the same on every machine). */
  mint: string
  symbol: string
  decimals: number
  /** SPL Token or Token-2022. */
  tokenProgram: string
  /** Base units each funded account holds at start. */
  amountPerAccount: bigint
}

export interface SeedSolanaLedgerOptions {
  /** How many devnet accounts get SOL and tokens. @default 10 */
  accounts?: number
  /** Lamports each account holds. @default 1000 SOL */
  lamports?: bigint
}

/** The two test tokens: Portico Solana Token (SPL Token, 6 decimals) and Portico Token-2022 (9 decimals). */
export function solanaTestTokens(): SolanaTestToken[] {
  return [
    { mint: solanaDevnetKeypair('mint/PST').publicKey.toBase58(), symbol: 'PST', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, amountPerAccount: 1_000n * 10n ** 6n },
    { mint: solanaDevnetKeypair('mint/P22').publicKey.toBase58(), symbol: 'P22', decimals: 9, tokenProgram: TOKEN_2022_PROGRAM_ID, amountPerAccount: 500n * 10n ** 9n },
  ]
}

/**
 * Writes the start state straight into the ledger (no transactions): SOL on the devnet accounts,
 * the two mints (account 0 is their mint authority) and each account's associated token account
 * holding `amountPerAccount`.
 */
export function seedSolanaLedger(ledger: SolanaLedger, options: SeedSolanaLedgerOptions = {}): { accounts: SolanaDevnetAccount[]; tokens: SolanaTestToken[] } {
  const accounts = solanaDevnetAccounts(options.accounts ?? 10)
  const tokens = solanaTestTokens()
  const authority = accounts[0]?.address ?? null
  for (const token of tokens) {
    ledger.setAccount({
      address: token.mint,
      lamports: ledger.rentExemptMinimum(MINT_SIZE),
      data: encodeMint({ mintAuthority: authority, supply: 0n, decimals: token.decimals, freezeAuthority: null }),
      owner: token.tokenProgram,
      executable: false,
    })
  }
  // Each account's holdings add to the mints' supply.
  for (const account of accounts) fundSolanaAccount(ledger, account.address, tokens, options.lamports ?? 1_000n * LAMPORTS_PER_SOL)
  return { accounts, tokens }
}
