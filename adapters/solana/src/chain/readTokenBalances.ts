import { toDisplayUnits } from '@portico/core'
import type { Connection } from '@solana/web3.js'
import { integer, is, max, min, pattern, string, type } from 'superstruct'
import type { Web3 } from './loadWeb3.js'
import { TOKEN_PROGRAMS } from './tokenPrograms.js'

/** One SPL token an owner holds, from one of its token accounts. */
export interface SolanaTokenBalance {
  mint: string
  /** The token account holding it (usually the owner's associated token account). */
  tokenAccount: string
  /** SPL Token or Token-2022. */
  tokenProgram: string
  decimals: number
  /** In base units, as decimal text. */
  amount: string
  /** In display units, as decimal text (never rounded). */
  balance: string
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// The RPC's answer is outside data: only the fields used are trusted, and only in these forms.
const ParsedTokenAccount = type({
  parsed: type({
    type: pattern(string(), /^account$/),
    info: type({
      mint: pattern(string(), BASE58),
      tokenAmount: type({ amount: pattern(string(), /^(0|[1-9][0-9]{0,19})$/), decimals: max(min(integer(), 0), 255) }),
    }),
  }),
})

/**
 * Every SPL Token and Token-2022 account of `owner` (jsonParsed getTokenAccountsByOwner, one call
 * per program), with decimals. Entries the RPC answers in another shape are left out.
 */
export async function readTokenBalances(web3: Web3, connection: Connection, owner: string): Promise<SolanaTokenBalance[]> {
  const ownerKey = new web3.PublicKey(owner)
  const answers = await Promise.all(
    TOKEN_PROGRAMS.map(async (program) => ({
      program,
      accounts: (await connection.getParsedTokenAccountsByOwner(ownerKey, { programId: new web3.PublicKey(program) })).value,
    })),
  )
  const balances: SolanaTokenBalance[] = []
  for (const { program, accounts } of answers) {
    for (const { pubkey, account } of accounts) {
      const data = account.data as unknown
      if (!is(data, ParsedTokenAccount)) continue
      const { mint, tokenAmount } = data.parsed.info
      balances.push({
        mint,
        tokenAccount: pubkey.toBase58(),
        tokenProgram: program,
        decimals: tokenAmount.decimals,
        amount: tokenAmount.amount,
        balance: toDisplayUnits(tokenAmount.amount, tokenAmount.decimals),
      })
    }
  }
  return balances
}
