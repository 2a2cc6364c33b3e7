import type { LedgerAccount, SolanaLedger } from './createSolanaLedger.js'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaPrograms.js'
import { decodeMint, decodeTokenAccount, toUiAmountString } from './tokenLayouts.js'

/** A token amount as the jsonParsed encoding gives it. */
export function tokenAmountJson(amount: bigint, decimals: number) {
  const uiAmountString = toUiAmountString(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const isTokenProgram = (owner: string): boolean => owner === TOKEN_PROGRAM_ID || owner === TOKEN_2022_PROGRAM_ID

/** The `jsonParsed` data of a token or mint account, or undefined when the account is neither. */
function parsedTokenData(ledger: SolanaLedger, account: LedgerAccount) {
  if (!isTokenProgram(account.owner)) return undefined
  const program = account.owner === TOKEN_PROGRAM_ID ? 'spl-token' : 'spl-token-2022'
  const space = account.data.length
  const holding = decodeTokenAccount(account.data)
  if (holding) {
    const mintAccount = ledger.account(holding.mint)
    const mint = mintAccount ? decodeMint(mintAccount.data) : undefined
    if (!mint) return undefined
    const info = {
      isNative: false,
      mint: holding.mint,
      owner: holding.owner,
      state: holding.state === 2 ? 'frozen' : 'initialized',
      tokenAmount: tokenAmountJson(holding.amount, mint.decimals),
    }
    return { program, parsed: { type: 'account', info }, space }
  }
  const mint = decodeMint(account.data)
  if (!mint) return undefined
  const info = {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority,
    isInitialized: true,
    mintAuthority: mint.mintAuthority,
    supply: mint.supply.toString(),
  }
  return { program, parsed: { type: 'mint', info }, space }
}

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')

/**
 * An account as getAccountInfo answers it: data in base64, or parsed for token and mint accounts
 * when `encoding` is jsonParsed (other accounts fall back to base64, as on a validator).
 */
export function encodeAccountJson(ledger: SolanaLedger, account: LedgerAccount, encoding: unknown) {
  const parsed = encoding === 'jsonParsed' ? parsedTokenData(ledger, account) : undefined
  return {
    data: parsed ?? [base64(account.data), 'base64'],
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: 0,
    space: account.data.length,
  }
}
