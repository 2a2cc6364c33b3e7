import type { PublicKey, TransactionInstruction } from '@solana/web3.js'
import type { Web3 } from './loadWeb3.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID } from './tokenPrograms.js'

/** The SPL Token instruction index of TransferChecked (the same in Token-2022). */
const TRANSFER_CHECKED = 12
/** The Associated Token Account program's CreateIdempotent instruction. */
const CREATE_IDEMPOTENT = 1
const MAX_U64 = 2n ** 64n - 1n

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
export function associatedTokenAddress(web3: Web3, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey): PublicKey {
  const [address] = web3.PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  )
  return address
}

/** Creates `owner`'s associated token account for `mint`, paid by `payer`; does nothing when it exists. */
export function createAssociatedTokenAccountIdempotent(
  web3: Web3,
  params: { payer: PublicKey; owner: PublicKey; mint: PublicKey; tokenProgram: PublicKey },
): TransactionInstruction {
  const { payer, owner, mint, tokenProgram } = params
  return new web3.TransactionInstruction({
    programId: new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(web3, owner, mint, tokenProgram), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: web3.SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: web3.Buffer.from([CREATE_IDEMPOTENT]),
  })
}

/** TransferChecked: `amount` base units of `mint` (with its `decimals`) from `source` to `destination`, signed by `owner`. */
export function transferChecked(
  web3: Web3,
  params: { source: PublicKey; mint: PublicKey; destination: PublicKey; owner: PublicKey; amount: bigint; decimals: number; tokenProgram: PublicKey },
): TransactionInstruction {
  const { source, mint, destination, owner, amount, decimals, tokenProgram } = params
  if (amount < 0n || amount > MAX_U64) throw new RangeError('amount must fit in 64 bits')
  const data = web3.Buffer.alloc(10)
  data[0] = TRANSFER_CHECKED
  new DataView(data.buffer, data.byteOffset, data.byteLength).setBigUint64(1, amount, true)
  data[9] = decimals
  return new web3.TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}
