import { Connection, Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { associatedTokenAddress } from './associatedTokenAddress.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID, SYSTEM_PROGRAM_ID } from './solanaPrograms.js'

/** A token amount to send: the mint, its program and decimals, and base units. */
export interface SolanaTokenTransfer {
  mint: string
  tokenProgram: string
  decimals: number
  amount: bigint
}

export interface SendSolanaTransferParams {
  /** The runtime's JSON-RPC URL. */
  rpcUrl: string
  /** The sender's 64-byte secret key (a devnet account's `secretKey`). */
  secretKey: Uint8Array
  /** The receiving wallet's base58 address. */
  to: string
  /** SOL to send, in lamports; or `token` for an SPL transfer. */
  lamports?: bigint
  /** An SPL Token / Token-2022 transfer: the receiver's associated account is created when missing, then TransferChecked. */
  token?: SolanaTokenTransfer
}

/**
 * Sends SOL or a test token from a devnet account straight to the runtime (no wallet, no page),
 * for tests that need something to have happened on chain. Resolves with the signature once the
 * runtime landed it.
 * @throws Error when the runtime refuses the transaction or it fails
 */
export async function sendSolanaTransfer(params: SendSolanaTransferParams): Promise<string> {
  const connection = new Connection(params.rpcUrl, 'confirmed')
  const signer = Keypair.fromSecretKey(params.secretKey)
  const to = new PublicKey(params.to)
  const transaction = new Transaction()
  if (params.token) {
    const { mint, tokenProgram, decimals, amount } = params.token
    const program = new PublicKey(tokenProgram)
    const mintKey = new PublicKey(mint)
    const source = new PublicKey(associatedTokenAddress(signer.publicKey.toBase58(), mint, tokenProgram))
    const destination = new PublicKey(associatedTokenAddress(params.to, mint, tokenProgram))
    const data = new Uint8Array(10)
    data[0] = 12 // TransferChecked { amount, decimals }
    new DataView(data.buffer).setBigUint64(1, amount, true)
    data[9] = decimals
    transaction.add(
      new TransactionInstruction({
        programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
        keys: [
          { pubkey: signer.publicKey, isSigner: true, isWritable: true },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: to, isSigner: false, isWritable: false },
          { pubkey: mintKey, isSigner: false, isWritable: false },
          { pubkey: new PublicKey(SYSTEM_PROGRAM_ID), isSigner: false, isWritable: false },
          { pubkey: program, isSigner: false, isWritable: false },
        ],
        data: Buffer.from([1]), // CreateIdempotent
      }),
      new TransactionInstruction({
        programId: program,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mintKey, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: signer.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.from(data),
      }),
    )
  } else {
    transaction.add(SystemProgram.transfer({ fromPubkey: signer.publicKey, toPubkey: to, lamports: params.lamports ?? 0n }))
  }
  transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
  transaction.feePayer = signer.publicKey
  transaction.sign(signer)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  const { value } = await connection.getSignatureStatuses([signature])
  if (value[0]?.err) throw new Error(`the transfer failed: ${JSON.stringify(value[0].err)}`)
  return signature
}
