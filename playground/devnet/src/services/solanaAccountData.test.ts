import { sendSolanaTransfer, solanaDevnetAccounts } from '@portico/test-chains'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../startDevnet.js'

/** The devnet runtime's CAIP-2 id: `solana:` and the first 32 characters of its genesis hash. */
const GENESIS_ID = 'solana:PorticoLocaLnet11111111111111111'

interface Balance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number | null
  price: number | null
  quantity: { decimals: string; numeric: string }
}
interface Item {
  id: string
  metadata: Record<string, string>
  transfers: { direction: string; quantity: { numeric: string }; value: number | null; fungible_info: { symbol: string; name: string } }[]
}

/** The blockchain-data stand-in answering Solana accounts from the real local runtime, through the local services. */
describe('the blockchain-data stand-in on the Solana runtime', () => {
  let devnet: Devnet
  let connection: Connection
  const get = async (path: string) => {
    const response = await fetch(`${devnet.services!.url}${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${devnet.services!.url}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const signer = (index: number) => Keypair.fromSecretKey(devnet.solana!.accounts[index]!.secretKey)
  const token = (symbol: string) => devnet.solana!.tokens.find((entry) => entry.symbol === symbol)!
  const history = async (address: string, chainId = 'solana:localnet', cursor?: string) =>
    (await get(`/v1/account/${address}/history?chainId=${chainId}${cursor ? `&cursor=${cursor}` : ''}`)).body as { data: Item[]; next: string | null }

  /** Sends `amount` base units of `symbol` from `from` to `to` (its associated account created when missing), TransferChecked. */
  const sendToken = (symbol: string, from: Keypair, to: PublicKey, amount: bigint) =>
    sendSolanaTransfer({ rpcUrl: devnet.solana!.rpcUrl, secretKey: from.secretKey, to: to.toBase58(), token: { ...token(symbol), amount } })

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [], loginFrame: false, relay: false, log: false, solana: { port: 0 } })
    connection = new Connection(devnet.solana!.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.solana!.wsUrl })
  })
  afterAll(() => devnet?.stop())

  it('reads balances from the runtime: SOL (9 decimals) and both test tokens, named and priced from the local tables', async () => {
    const owner = devnet.solana!.accounts[4]!.address
    const { status, body } = await get(`/v1/account/${owner}/balance?chainId=solana:localnet&currency=usd`)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      { name: 'Solana', symbol: 'SOL', chainId: 'solana:localnet', value: 150_000, price: 150, quantity: { decimals: '9', numeric: '1000' }, iconUrl: null },
      { name: 'Portico Solana Token', symbol: 'PST', chainId: 'solana:localnet', address: `solana:localnet:${token('PST').mint}`, value: 2000, price: 2, quantity: { decimals: '6', numeric: '1000' }, iconUrl: null },
      { name: 'Portico Token-2022', symbol: 'P22', chainId: 'solana:localnet', address: `solana:localnet:${token('P22').mint}`, value: 125, price: 0.25, quantity: { decimals: '9', numeric: '500' }, iconUrl: null },
    ])
    // Under the genesis reference too, echoing the id asked for.
    const byGenesis = (await get(`/v1/account/${owner}/balance?chainId=${GENESIS_ID}`)).body.balances as Balance[]
    expect(byGenesis.map((balance) => [balance.chainId, balance.symbol])).toEqual([[GENESIS_ID, 'SOL'], [GENESIS_ID, 'PST'], [GENESIS_ID, 'P22']])
    // An empty account has nothing worth listing; another Solana cluster is not followed.
    expect((await get(`/v1/account/${Keypair.generate().publicKey.toBase58()}/balance?chainId=solana:localnet`)).body).toEqual({ balances: [] })
    expect((await get(`/v1/account/${owner}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`)).body).toEqual({ balances: [] })
  })

  it('a SOL and a token transfer the runtime landed appear in both parties\' history, newest first, with amounts, directions and values', async () => {
    const sender = signer(5)
    const receiver = Keypair.generate().publicKey
    const solSignature = await sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 4 })), [sender])
    const tokenSignature = await sendToken('PST', sender, receiver, 12_500_000n)

    const received = await history(receiver.toBase58())
    expect(received.next).toBeNull()
    expect(received.data.map((item) => item.id)).toEqual([tokenSignature, solSignature])
    expect(received.data[0]).toMatchObject({
      metadata: { operationType: 'receive', status: 'confirmed', sentFrom: sender.publicKey.toBase58(), sentTo: receiver.toBase58(), chain: 'solana:localnet', hash: tokenSignature },
      transfers: [{ direction: 'in', quantity: { numeric: '12.5' }, value: 25, fungible_info: { symbol: 'PST', name: 'Portico Solana Token' } }],
    })
    expect(received.data[1]?.transfers).toEqual([{ direction: 'in', quantity: { numeric: '0.25' }, value: 37.5, fungible_info: { name: 'Solana', symbol: 'SOL', icon: null } }])
    expect(Math.abs(Date.parse(received.data[0]!.metadata.minedAt!) - Date.now())).toBeLessThan(120_000)

    const sent = await history(sender.publicKey.toBase58(), GENESIS_ID)
    expect(sent.data.slice(0, 2).map((item) => [item.id, item.metadata.operationType, item.metadata.chain, item.transfers[0]?.direction])).toEqual([
      [tokenSignature, 'send', GENESIS_ID, 'out'],
      [solSignature, 'send', GENESIS_ID, 'out'],
    ])
    // Without a chain id: the runtime's own; another cluster has nothing.
    expect((await get(`/v1/account/${receiver.toBase58()}/history`)).body.data).toHaveLength(2)
    expect((await history(receiver.toBase58(), 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).data).toEqual([])
  })

  it('pages by 20 with the cursor, and picks up what lands after a first look', async () => {
    const sender = signer(6)
    const receiver = Keypair.generate().publicKey
    const signatures: string[] = []
    for (let round = 1; round <= 21; round++) {
      signatures.push(await sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL + round })), [sender]))
      if (round === 1) expect((await history(receiver.toBase58())).data.map((item) => item.id)).toEqual([signatures[0]])
    }
    const first = await history(receiver.toBase58())
    expect(first.next).toBe('20')
    const second = await history(receiver.toBase58(), 'solana:localnet', first.next!)
    expect([...first.data, ...second.data].map((item) => item.id)).toEqual([...signatures].reverse())
    expect(second.next).toBeNull()
    // A cursor that is not an offset starts over; one past the end is an empty page.
    for (const cursor of ['abc', '-1', '1e3', '%00']) expect((await history(receiver.toBase58(), 'solana:localnet', encodeURIComponent(cursor))).data.map((item) => item.id)).toEqual(first.data.map((item) => item.id))
    expect(await history(receiver.toBase58(), 'solana:localnet', '999999')).toEqual({ data: [], next: null })
  })

  it('lists a transaction that failed on chain for the account that paid for it, as failed and moving nothing', async () => {
    const poor = Keypair.generate()
    const target = signer(7).publicKey
    await sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: signer(7).publicKey, toPubkey: poor.publicKey, lamports: LAMPORTS_PER_SOL })), [signer(7)])
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: target, lamports: 5 * LAMPORTS_PER_SOL }))
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.feePayer = poor.publicKey
    transaction.sign(poor)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const [failed] = (await history(poor.publicKey.toBase58())).data
    expect(failed).toMatchObject({ id: signature, metadata: { operationType: 'send', status: 'failed', sentFrom: poor.publicKey.toBase58(), sentTo: target.toBase58() }, transfers: [] })
    // The would-be receiver got nothing, so nothing is listed for it.
    expect((await history(target.toBase58())).data.map((item) => item.id)).not.toContain(signature)
  })

  it('prices the table\'s tokens by their CAIP-10 address on a followed chain, and nothing else', async () => {
    const pst = `solana:localnet:${token('PST').mint}`
    const p22 = `${GENESIS_ID}:${token('P22').mint}`
    const { status, body } = await post('/v1/fungible/price', { currency: 'usd', projectId: 'p', addresses: [pst, p22, `solana:localnet:${Keypair.generate().publicKey.toBase58()}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${token('PST').mint}`, 'solana:localnet:0OIl'] })
    expect(status).toBe(200)
    expect(body).toEqual({
      fungibles: [
        { name: 'Portico Solana Token', symbol: 'PST', iconUrl: null, price: 2, address: pst },
        { name: 'Portico Token-2022', symbol: 'P22', iconUrl: null, price: 0.25, address: p22 },
      ],
    })
  })

  it('refuses malformed and foreign addresses with 400 "Invalid address", and lists the Solana chains it follows', async () => {
    const owner = solanaDevnetAccounts(1)[0]!.address
    for (const [address, chainId] of [
      ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'solana:localnet'],
      ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', 'solana:localnet'],
      ['1111111111111111111111111111111', 'solana:localnet'],
      [`${owner}1`, 'solana:localnet'],
      [owner, 'eip155:31337'],
    ] as const) {
      for (const kind of ['balance', 'history']) {
        const answer = await get(`/v1/account/${encodeURIComponent(address)}/${kind}?chainId=${chainId}`)
        expect(answer, `${kind} ${address} on ${chainId}`).toEqual({ status: 400, body: { message: 'Invalid address' } })
      }
    }
    expect((await get('/v1/supported-chains')).body).toEqual({ http: [GENESIS_ID, 'solana:localnet'], ws: [] })
    expect(new PublicKey(owner).toBase58()).toBe(owner)
  })
})
