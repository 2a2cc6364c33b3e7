import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { associatedTokenAddress } from './associatedTokenAddress.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID, SYSTEM_PROGRAM_ID } from './solanaPrograms.js'
import { startSolanaRuntime, type SolanaRuntime } from './startSolanaRuntime.js'

// web3.js against the runtime, over real HTTP and WebSocket on 127.0.0.1.
describe('startSolanaRuntime', () => {
  let runtime: SolanaRuntime
  let connection: Connection
  beforeAll(async () => {
    runtime = await startSolanaRuntime({ accounts: 3 })
    connection = new Connection(runtime.rpcUrl, { commitment: 'confirmed', wsEndpoint: runtime.wsUrl })
  })
  afterAll(() => runtime?.stop())

  const signer = (index: number) => Keypair.fromSecretKey(runtime.accounts[index]!.secretKey)

  it('listens on loopback and funds the devnet accounts', async () => {
    expect(runtime.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await connection.getBalance(signer(1).publicKey)).toBe(1000 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(Keypair.generate().publicKey)).toBe(0)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight())
  })

  it('sends SOL and confirms through a signature subscription', async () => {
    const to = Keypair.generate().publicKey
    const slot = await connection.getSlot()
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: signer(0).publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }))
    const signature = await sendAndConfirmTransaction(connection, tx, [signer(0)])
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    expect(await connection.getSlot()).toBeGreaterThan(slot)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('the same transfer twice lands twice (a fresh blockhash after each)', async () => {
    const to = Keypair.generate().publicKey
    for (let round = 0; round < 2; round++) {
      const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: signer(0).publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }))
      await sendAndConfirmTransaction(connection, tx, [signer(0)])
    }
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('refuses a failing transaction at preflight with the validator error shape', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({ signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL), ...(await connection.getLatestBlockhash()) })
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: signer(0).publicKey, lamports: 5 * LAMPORTS_PER_SOL }))
    await expect(sendAndConfirmTransaction(connection, tx, [poor])).rejects.toThrow(/Transaction simulation failed: Error processing Instruction 0/)
  })

  it('reports token accounts, parsed, for SPL Token and Token-2022', async () => {
    const owner = signer(2).publicKey
    for (const token of runtime.tokens) {
      const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint: new PublicKey(token.mint) })
      expect(value).toHaveLength(1)
      expect(value[0]!.pubkey.toBase58()).toBe(associatedTokenAddress(owner.toBase58(), token.mint, token.tokenProgram))
      expect(value[0]!.account.data.parsed.info.tokenAmount).toMatchObject({ amount: String(token.amountPerAccount), decimals: token.decimals })
      const balance = await connection.getTokenAccountBalance(value[0]!.pubkey)
      expect(balance.value.amount).toBe(String(token.amountPerAccount))
      const mint = await connection.getParsedAccountInfo(new PublicKey(token.mint))
      expect(mint.value?.data).toMatchObject({ parsed: { type: 'mint', info: { decimals: token.decimals } } })
    }
  })

  it('runs the real token programs: creates an associated token account and transfers into it', async () => {
    const receiver = Keypair.generate().publicKey
    for (const token of runtime.tokens) {
      const mint = new PublicKey(token.mint)
      const program = new PublicKey(token.tokenProgram)
      const source = new PublicKey(associatedTokenAddress(signer(0).publicKey.toBase58(), token.mint, token.tokenProgram))
      const destination = new PublicKey(associatedTokenAddress(receiver.toBase58(), token.mint, token.tokenProgram))
      const amount = Buffer.alloc(10)
      amount[0] = 12 // TransferChecked
      amount.writeBigUInt64LE(7n, 1)
      amount[9] = token.decimals
      const tx = new Transaction().add(
        new TransactionInstruction({
          programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
          keys: [
            { pubkey: signer(0).publicKey, isSigner: true, isWritable: true },
            { pubkey: destination, isSigner: false, isWritable: true },
            { pubkey: receiver, isSigner: false, isWritable: false },
            { pubkey: mint, isSigner: false, isWritable: false },
            { pubkey: new PublicKey(SYSTEM_PROGRAM_ID), isSigner: false, isWritable: false },
            { pubkey: program, isSigner: false, isWritable: false },
          ],
          data: Buffer.from([1]),
        }),
        new TransactionInstruction({
          programId: program,
          keys: [
            { pubkey: source, isSigner: false, isWritable: true },
            { pubkey: mint, isSigner: false, isWritable: false },
            { pubkey: destination, isSigner: false, isWritable: true },
            { pubkey: signer(0).publicKey, isSigner: true, isWritable: false },
          ],
          data: amount,
        }),
      )
      await sendAndConfirmTransaction(connection, tx, [signer(0)])
      expect((await connection.getTokenAccountBalance(destination)).value.amount).toBe('7')
      const { value } = await connection.getParsedTokenAccountsByOwner(receiver, { programId: program })
      expect(value.map((entry) => entry.account.data.parsed.info.mint)).toEqual([token.mint])
    }
  })

  it('answers JSON-RPC errors for unknown methods and malformed params', async () => {
    const call = (body: unknown) => fetch(runtime.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json())
    expect(await call({ jsonrpc: '2.0', id: 1, method: 'nope' })).toMatchObject({ id: 1, error: { code: -32601 } })
    expect(await call({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['0xnot-base58'] })).toMatchObject({ id: 2, error: { code: -32602 } })
    expect(await call([{ jsonrpc: '2.0', id: 3, method: 'getSlot' }])).toMatchObject([{ id: 3, result: expect.any(Number) }])
    const bad = await fetch(runtime.rpcUrl, { method: 'POST', body: '{' })
    expect(bad.status).toBe(400)
  })

  it('funds a new account as the devnet accounts are, once however often asked, and the mints count it', async () => {
    const owner = Keypair.generate().publicKey
    const supplies = async () => Promise.all(runtime.tokens.map(async (token) => BigInt((await connection.getTokenSupply(new PublicKey(token.mint))).value.amount)))
    const before = await supplies()
    runtime.fund(owner.toBase58())
    runtime.fund(owner.toBase58())
    expect(await connection.getBalance(owner)).toBe(1000 * LAMPORTS_PER_SOL)
    for (const token of runtime.tokens) {
      const held = await connection.getTokenAccountBalance(new PublicKey(associatedTokenAddress(owner.toBase58(), token.mint, token.tokenProgram)))
      expect(BigInt(held.value.amount)).toBe(token.amountPerAccount)
    }
    expect(await supplies()).toEqual(before.map((supply, index) => supply + runtime.tokens[index]!.amountPerAccount))
  })
})
