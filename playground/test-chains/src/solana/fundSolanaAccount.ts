import { associatedTokenAddress } from './associatedTokenAddress.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import type { SolanaTestToken } from './seedSolanaLedger.js'
import { SYSTEM_PROGRAM_ID, TOKEN_ACCOUNT_SIZE } from './solanaPrograms.js'
import { decodeMint, decodeTokenAccount, encodeMint, encodeTokenAccount } from './tokenLayouts.js'

/**
 * Writes a funded account straight into the ledger (no transaction, as the start state is seeded):
 * `lamports` of SOL, and for each token an associated token account holding its
 * `amountPerAccount`. The mints' supply follows what the token accounts gained or lost. Writing
 * the same account again sets the same figures (the funding of a test file, not a gift on top).
 * @throws Error when a token's mint is not in the ledger
 */
export function fundSolanaAccount(ledger: SolanaLedger, address: string, tokens: readonly SolanaTestToken[], lamports: bigint): void {
  ledger.setAccount({ address, lamports, data: new Uint8Array(), owner: SYSTEM_PROGRAM_ID, executable: false })
  for (const token of tokens) {
    const tokenAccount = associatedTokenAddress(address, token.mint, token.tokenProgram)
    const held = decodeTokenAccountAmount(ledger, tokenAccount)
    const mintAccount = ledger.account(token.mint)
    const mint = mintAccount && decodeMint(mintAccount.data)
    if (!mintAccount || !mint) throw new Error(`the ${token.symbol} mint ${token.mint} is not in the ledger`)
    ledger.setAccount({ ...mintAccount, data: encodeMint({ ...mint, supply: mint.supply - held + token.amountPerAccount }) })
    ledger.setAccount({
      address: tokenAccount,
      lamports: ledger.rentExemptMinimum(TOKEN_ACCOUNT_SIZE),
      data: encodeTokenAccount({ mint: token.mint, owner: address, amount: token.amountPerAccount }),
      owner: token.tokenProgram,
      executable: false,
    })
  }
}

/** What a token account holds now; 0 when it does not exist. */
function decodeTokenAccountAmount(ledger: SolanaLedger, tokenAccount: string): bigint {
  const existing = ledger.account(tokenAccount)
  return (existing && decodeTokenAccount(existing.data)?.amount) ?? 0n
}
