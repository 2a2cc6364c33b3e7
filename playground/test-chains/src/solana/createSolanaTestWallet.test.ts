import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaTestWallet, type SolanaTestWallet } from './createSolanaTestWallet.js'
import { startSolanaRuntime, type SolanaRuntime } from './startSolanaRuntime.js'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('createSolanaTestWallet', () => {
  let runtime: SolanaRuntime
  beforeAll(async () => {
    runtime = await startSolanaRuntime({ accounts: 3 })
  })
  afterAll(() => runtime?.stop())

  const walletFor = (index: number, storage = memoryStorage()) => createSolanaTestWallet({ secretKey: runtime.accounts[index]!.secretKey, rpcUrl: runtime.rpcUrl, storage })
  const connect = (wallet: SolanaTestWallet, silent?: boolean) => wallet.features['standard:connect'].connect(silent ? { silent } : undefined)

  it('connects after approval, and silently once authorized (also after a reload)', async () => {
    const storage = memoryStorage()
    const wallet = walletFor(0, storage)
    expect((await connect(wallet, true)).accounts).toEqual([])
    const changes: number[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.length ?? -1))
    const { accounts } = await connect(wallet)
    expect(accounts.map((account) => account.address)).toEqual([runtime.accounts[0]!.address])
    expect(changes).toEqual([1])
    const reloaded = walletFor(0, storage)
    expect((await connect(reloaded, true)).accounts).toHaveLength(1)
    await wallet.features['standard:disconnect'].disconnect()
    expect(changes).toEqual([1, 0])
  })

  it('rejects with 4001 or hangs when told', async () => {
    const wallet = walletFor(1)
    wallet.setNextBehavior('reject')
    await expect(connect(wallet)).rejects.toMatchObject({ code: 4001 })
    wallet.setNextBehavior('hang')
    const pending = connect(wallet)
    await expect.poll(() => wallet.hungCount).toBe(1)
    wallet.releaseHung('approve')
    expect((await pending).accounts).toHaveLength(1)
  })

  it('signs messages (ed25519) and refuses an account it does not hold', async () => {
    const wallet = walletFor(0)
    const [account] = (await connect(wallet)).accounts
    const message = new TextEncoder().encode('hello portico')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account: account!, message })
    expect(ed25519.verify(output!.signature, message, Uint8Array.from(account!.publicKey))).toBe(true)
    const stranger = { ...account!, address: Keypair.generate().publicKey.toBase58() }
    await expect(wallet.features['solana:signMessage'].signMessage({ account: stranger, message })).rejects.toMatchObject({ code: 4100 })
  })

  it('signs and sends a v0 transaction to the runtime', async () => {
    const wallet = walletFor(2)
    const [account] = (await connect(wallet)).accounts
    const connection = new Connection(runtime.rpcUrl, 'confirmed')
    const to = Keypair.generate().publicKey
    const message = new TransactionMessage({
      payerKey: new PublicKey(account!.address),
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(account!.address), toPubkey: to, lamports: LAMPORTS_PER_SOL })],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message).serialize()
    const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account: account!, chain: 'solana:localnet', transaction })
    expect(sent!.signature).toHaveLength(64)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account: account!, chain: 'solana:mainnet', transaction }),
    ).rejects.toThrow(/Unsupported chain/)
  })
})
