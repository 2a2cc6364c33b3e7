import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
  type TokenBalance,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { associatedTokenAddress } from './associatedTokenAddress.js'
import { startSolanaRuntime, type SolanaRuntime } from './startSolanaRuntime.js'

// web3.js reads the runtime's history over real HTTP: its own response checks run on every answer.
describe('the runtime history (getSignaturesForAddress, getTransaction)', () => {
  let runtime: SolanaRuntime
  let connection: Connection
  const rpc = (method: string, params: unknown[]) =>
    fetch(runtime.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }).then(
      (response) => response.json() as Promise<{ result?: unknown; error?: { code: number; message: string } }>,
    )
  beforeAll(async () => {
    runtime = await startSolanaRuntime({ accounts: 3 })
    connection = new Connection(runtime.rpcUrl, { commitment: 'confirmed', wsEndpoint: runtime.wsUrl })
  })
  afterAll(() => runtime?.stop())

  const signer = (index: number) => Keypair.fromSecretKey(runtime.accounts[index]!.secretKey)
  const sendSol = (from: Keypair, to: PublicKey, lamports: number) =>
    sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })), [from])

  it('lists a SOL transfer under both parties, with the balances before and after and the fee', async () => {
    const to = Keypair.generate().publicKey
    const signature = await sendSol(signer(0), to, LAMPORTS_PER_SOL / 4)
    const [listed] = await connection.getSignaturesForAddress(to)
    expect(listed).toMatchObject({ signature, err: null, confirmationStatus: 'finalized' })
    expect(listed!.blockTime).toBeCloseTo(Date.now() / 1000, -2)
    expect((await connection.getSignaturesForAddress(signer(0).publicKey, { limit: 1 }))[0]?.signature).toBe(signature)

    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(found?.version).toBe('legacy')
    const keys = found!.transaction.message.staticAccountKeys.map((key) => key.toBase58())
    expect(keys.slice(0, 2)).toEqual([signer(0).publicKey.toBase58(), to.toBase58()])
    expect(found!.meta).toMatchObject({ err: null, fee: 5_000 })
    expect(found!.meta!.postBalances[1]! - found!.meta!.preBalances[1]!).toBe(LAMPORTS_PER_SOL / 4)
    expect(found!.meta!.preBalances[0]! - found!.meta!.postBalances[0]!).toBe(LAMPORTS_PER_SOL / 4 + 5_000)
    // The instruction's data is the System transfer (index 2, then the lamports), in base58.
    const [instruction] = found!.transaction.message.compiledInstructions
    expect(Buffer.from(instruction!.data).readUInt32LE(0)).toBe(2)
    expect(Buffer.from(instruction!.data).readBigUInt64LE(4)).toBe(BigInt(LAMPORTS_PER_SOL / 4))
  })

  it('reports token holdings before and after an SPL transfer, with owner and mint', async () => {
    const token = runtime.tokens[0]!
    const [from, to] = [signer(1), signer(2)]
    const source = new PublicKey(associatedTokenAddress(from.publicKey.toBase58(), token.mint, token.tokenProgram))
    const destination = new PublicKey(associatedTokenAddress(to.publicKey.toBase58(), token.mint, token.tokenProgram))
    const data = Buffer.alloc(9)
    data[0] = 3 // Transfer
    data.writeBigUInt64LE(2_500_000n, 1)
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        new TransactionInstruction({
          programId: new PublicKey(token.tokenProgram),
          keys: [
            { pubkey: source, isSigner: false, isWritable: true },
            { pubkey: destination, isSigner: false, isWritable: true },
            { pubkey: from.publicKey, isSigner: true, isWritable: false },
          ],
          data,
        }),
      ),
      [from],
    )
    // Listed under the token accounts too (they are among the keys), as on a validator.
    expect((await connection.getSignaturesForAddress(destination))[0]?.signature).toBe(signature)
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const holding = (balances: TokenBalance[] | null | undefined, owner: Keypair) =>
      balances?.find((entry) => entry.owner === owner.publicKey.toBase58())
    expect(holding(found!.meta!.preTokenBalances, to)).toMatchObject({ mint: token.mint, programId: token.tokenProgram, uiTokenAmount: { amount: '1000000000', decimals: 6 } })
    expect(holding(found!.meta!.postTokenBalances, to)?.uiTokenAmount.uiAmountString).toBe('1002.5')
    expect(holding(found!.meta!.postTokenBalances, from)?.uiTokenAmount.uiAmountString).toBe('997.5')
  })

  it('pages newest first with limit, before and until', async () => {
    const to = Keypair.generate().publicKey
    const sent: string[] = []
    for (const lamports of [1, 2, 3].map((n) => n * LAMPORTS_PER_SOL)) sent.push(await sendSol(signer(0), to, lamports))
    const newestFirst = [...sent].reverse()
    expect((await connection.getSignaturesForAddress(to)).map((entry) => entry.signature)).toEqual(newestFirst)
    expect((await connection.getSignaturesForAddress(to, { limit: 2 })).map((entry) => entry.signature)).toEqual(newestFirst.slice(0, 2))
    expect((await connection.getSignaturesForAddress(to, { before: newestFirst[1] })).map((entry) => entry.signature)).toEqual([newestFirst[2]])
    expect((await connection.getSignaturesForAddress(to, { until: newestFirst[2] })).map((entry) => entry.signature)).toEqual(newestFirst.slice(0, 2))
    expect(await connection.getSignaturesForAddress(Keypair.generate().publicKey)).toEqual([])
  })

  it('keeps a transaction refused at preflight out of the history; one sent without preflight lands with its error', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({ signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL), ...(await connection.getLatestBlockhash()) })
    const tooMuch = () => new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: signer(0).publicKey, lamports: 5 * LAMPORTS_PER_SOL }))
    await expect(sendAndConfirmTransaction(connection, tooMuch(), [poor])).rejects.toThrow(/simulation failed/)
    // The airdrop is not a transaction of the history either.
    expect(await connection.getSignaturesForAddress(poor.publicKey)).toEqual([])

    const transaction = tooMuch()
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.feePayer = poor.publicKey
    transaction.sign(poor)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const [listed] = await connection.getSignaturesForAddress(poor.publicKey)
    expect(listed).toMatchObject({ signature, err: { InstructionError: [0, { Custom: 1 }] } })
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  })

  it('asks for maxSupportedTransactionVersion before answering a version 0 transaction, and encodes base64', async () => {
    const from = signer(2)
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL })],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    transaction.sign([from])
    const signature = await connection.sendRawTransaction(transaction.serialize())
    const refused = await rpc('getTransaction', [signature, { encoding: 'json' }])
    expect(refused.error).toMatchObject({ code: -32015, message: expect.stringContaining('"maxSupportedTransactionVersion": 0') })
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(0)
    const raw = (await rpc('getTransaction', [signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 }])).result as { transaction: [string, string] }
    expect(Buffer.from(raw.transaction[0], 'base64')).toEqual(Buffer.from(transaction.serialize()))
  })

  it('refuses malformed params, and answers null for a signature it never landed', async () => {
    const address = signer(0).publicKey.toBase58()
    for (const params of [[address, { limit: 0 }], [address, { limit: 1001 }], [address, { limit: '5' }], ['0xabc'], [address, { before: 'not a signature' }]]) {
      expect((await rpc('getSignaturesForAddress', params)).error?.code, JSON.stringify(params)).toBe(-32602)
    }
    expect((await rpc('getTransaction', ['nope'])).error?.code).toBe(-32602)
    expect((await rpc('getTransaction', ['1'.repeat(88), { encoding: 'jsonParsed' }])).error?.code).toBe(-32602)
    expect((await rpc('getTransaction', ['1'.repeat(88)])).result).toBeNull()
  })
})
