import { PublicKey } from '@solana/web3.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaPrograms.js'

/** The associated token account of `owner` for `mint` under `tokenProgram` (SPL Token unless told). */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string = TOKEN_PROGRAM_ID): string {
  const [found] = PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBytes(), new PublicKey(tokenProgram).toBytes(), new PublicKey(mint).toBytes()],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  )
  return found.toBase58()
}
