// The adapter against the local Solana runtime (LiteSVM behind JSON-RPC on 127.0.0.1): the shared
// Wallet Standard test wallet registered, discovered and connected by the source, bound as a wallet
// handle by the chain adapter, and results read back from the chain.
import { ed25519 } from '@noble/curves/ed25519'
import { base58Encode, connect, createPortico, getBalance, signMessage, UserRejectedRequestError, WalletIdentityConflictError, type Network } from '@portico/core'
import { createSolanaTestWallet, startSolanaRuntime, type SolanaRuntime, type SolanaTestWallet } from '@portico/test-chains'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSolanaAdapter,
  InvalidPreflightCommitmentError,
  SolanaTransactionFailedError,
  UnsupportedChainError,
  walletStandardConnectorId,
  type SolanaAdapter,
  type SolanaWalletCapabilities,
} from '../src/exports/index.js'
import { createTestContext, createTestSignal, type TestContext } from './adapterContext.js'
import { createTestRegistry } from './createTestRegistry.js'
import { localNetwork } from './localNetwork.js'

const WALLET_ID = walletStandardConnectorId('Portico Solana Test Wallet')
const realTimer = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as never) }

let runtime: SolanaRuntime
let network: Network
let connection: Connection

beforeAll(async () => {
  runtime = await startSolanaRuntime({ accounts: 4 })
  network = localNetwork(runtime)
  connection = new Connection(runtime.rpcUrl, 'confirmed')
})
afterAll(() => runtime?.stop())

interface Setup {
  adapter: SolanaAdapter
  wallet: SolanaTestWallet
  context: TestContext
  capabilities(): SolanaWalletCapabilities
}

/** The test wallet of devnet account `index`, registered, discovered and connected. */
async function connected(index: number): Promise<Setup> {
  const registry = createTestRegistry()
  const wallet = createSolanaTestWallet({ secretKey: runtime.accounts[index]!.secretKey, rpcUrl: runtime.rpcUrl })
  registry.register(wallet)
  const adapter = createSolanaAdapter({ wallets: registry, timer: realTimer })
  const context = createTestContext(realTimer, { networks: [network] })
  await adapter.connectors.setup?.(context)
  const session = await adapter.connectors.connect({ connectorId: WALLET_ID, networks: [network], signal: createTestSignal() })
  const handle = session.namespaces.solana!.handle
  const connector = context.connectors[0]!
  return { adapter, wallet, context, capabilities: () => adapter.chain.bindWallet({ handle, connector }) }
}

function supported<K extends keyof SolanaWalletCapabilities>(capabilities: SolanaWalletCapabilities, name: K) {
  const capability = capabilities[name] as { supported: boolean; run?: (params: never) => Promise<never> }
  if (!capability.supported || !capability.run) throw new Error(`${String(name)} is not supported`)
  return capability.run as (params: unknown) => Promise<never>
}

describe('Wallet Standard discovery and sessions', () => {
  it('connects the test wallet: its account, the local chain, the wallet as handle', async () => {
    const { context, wallet } = await connected(0)
    expect(context.connectors).toEqual([expect.objectContaining({ id: WALLET_ID, name: 'Portico Solana Test Wallet', type: 'ANNOUNCED', chain: 'solana' })])
    expect(context.connectors[0]!.imageUrl).toMatch(/^data:image\/svg\+xml/)
    expect(wallet.isAuthorized).toBe(true)
  })

  it('reconnects silently after a reload, and not once the wallet forgot the site', async () => {
    const { adapter, wallet } = await connected(0)
    const session = await adapter.connectors.reconnect!({ connectorId: WALLET_ID, networks: [network], signal: createTestSignal() })
    expect(session?.namespaces.solana?.accounts).toEqual([expect.objectContaining({ address: runtime.accounts[0]!.address })])
    expect(session?.namespaces.solana?.chainId).toBe('localnet')
    wallet.disconnectSite()
    expect(await adapter.connectors.reconnect!({ connectorId: WALLET_ID, networks: [network], signal: createTestSignal() })).toBeNull()
  })

  it('reports account changes and the end of the session from standard:events', async () => {
    const { wallet, context } = await connected(0)
    wallet.switchAccount(runtime.accounts[1]!.secretKey)
    wallet.disconnectSite()
    expect(context.events).toEqual([
      { type: 'accountsChanged', connectorId: WALLET_ID, namespace: 'solana', accounts: [runtime.accounts[1]!.address] },
      { type: 'accountsChanged', connectorId: WALLET_ID, namespace: 'solana', accounts: [] },
    ])
  })

  it('maps a refused connect to UserRejectedRequestError', async () => {
    const registry = createTestRegistry()
    const wallet = createSolanaTestWallet({ secretKey: runtime.accounts[0]!.secretKey, rpcUrl: runtime.rpcUrl })
    registry.register(wallet)
    const adapter = createSolanaAdapter({ wallets: registry, timer: realTimer })
    await adapter.connectors.setup?.(createTestContext(realTimer, { networks: [network] }))
    wallet.setNextBehavior('reject')
    await expect(adapter.connectors.connect({ connectorId: WALLET_ID, networks: [network], signal: createTestSignal() })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('hostile registrations', () => {
  it('offers only valid wallets, warns about the others, and never connects an identity two wallets claim', async () => {
    const registry = createTestRegistry()
    const adapter = createSolanaAdapter({ wallets: registry, timer: realTimer })
    const context = createTestContext(realTimer, { networks: [network] })
    await adapter.connectors.setup?.(context)
    const make = () => createSolanaTestWallet({ secretKey: runtime.accounts[0]!.secretKey, rpcUrl: runtime.rpcUrl })
    const remoteIcon = { ...make(), icon: 'https://evil.example/icon.png' }
    const markup = { ...make(), name: '<b>Wallet</b>' }
    const evmOnly = { ...make(), chains: ['eip155:1'] }
    registry.register(remoteIcon, markup, evmOnly, null)
    expect(context.connectors).toEqual([])
    expect(context.warnings).toHaveLength(4)
    const genuine = make()
    registry.register(genuine)
    expect(context.connectors.map((connector) => connector.id)).toEqual([WALLET_ID])
    registry.register(make()) // the same name from another object
    expect(context.connectors[0]!.conflict).toBe(true)
    await expect(adapter.connectors.connect({ connectorId: WALLET_ID, networks: [network], signal: createTestSignal() })).rejects.toBeInstanceOf(WalletIdentityConflictError)
    expect(genuine.isAuthorized).toBe(false)
  })

  it('forgets a wallet that unregisters', async () => {
    const registry = createTestRegistry()
    const adapter = createSolanaAdapter({ wallets: registry, timer: realTimer })
    const context = createTestContext(realTimer, { networks: [network] })
    await adapter.connectors.setup?.(context)
    const unregister = registry.register(createSolanaTestWallet({ secretKey: runtime.accounts[0]!.secretKey, rpcUrl: runtime.rpcUrl }))
    expect(context.connectors).toHaveLength(1)
    unregister()
    expect(context.connectors).toEqual([])
  })
})

describe('signing and sending through the handle', () => {
  it('signs a message the public key verifies (ed25519)', async () => {
    const run = supported((await connected(0)).capabilities(), 'signMessage')
    const { address, secretKey } = runtime.accounts[0]!
    const message = new TextEncoder().encode('Portico ✓ solana')
    const { signature } = await run({ address, message: 'Portico ✓ solana' })
    // ed25519 signatures are deterministic: the wallet's must be this one, and it must verify.
    const expected = ed25519.sign(message, secretKey.slice(0, 32))
    expect(ed25519.verify(expected, message, new PublicKey(address).toBytes())).toBe(true)
    expect(signature).toBe(base58Encode(expected))
  })

  it('sends SOL and reads the balance back, through web3.js and the adapter', async () => {
    const capabilities = (await connected(1)).capabilities()
    const to = Keypair.generate().publicKey.toBase58()
    const { hash } = await supported(capabilities, 'sendTransaction')({ network, from: runtime.accounts[1]!.address, to, value: '1500000000' })
    const receipt = await supported(capabilities, 'waitForReceipt')({ network, hash })
    expect(receipt).toMatchObject({ hash, status: 'success' })
    expect(await connection.getBalance(new PublicKey(to))).toBe(1_500_000_000)
    expect(await (await connected(1)).adapter.chain.getBalance({ address: to, network })).toEqual({ balance: '1.5', symbol: 'SOL' })
  })

  it('sends SPL Token and Token-2022, creating the receiver’s token account, and reads the balances back', async () => {
    const { adapter, capabilities } = await connected(2)
    const to = Keypair.generate().publicKey.toBase58()
    for (const token of runtime.tokens) {
      const { hash } = await supported(capabilities(), 'transferToken')({ network, from: runtime.accounts[2]!.address, token: token.mint, to, amount: '2500000' })
      expect(await supported(capabilities(), 'waitForReceipt')({ network, hash })).toMatchObject({ status: 'success' })
    }
    const balances = await adapter.chain.getTokenBalances({ address: to, network })
    expect(balances.map(({ mint, amount, decimals, balance }) => ({ mint, amount, decimals, balance })).sort((a, b) => a.decimals - b.decimals)).toEqual([
      { mint: runtime.tokens[0]!.mint, amount: '2500000', decimals: 6, balance: '2.5' },
      { mint: runtime.tokens[1]!.mint, amount: '2500000', decimals: 9, balance: '0.0025' },
    ])
    const sender = await adapter.chain.getTokenBalances({ address: runtime.accounts[2]!.address, network })
    expect(sender.find((entry) => entry.mint === runtime.tokens[0]!.mint)?.balance).toBe('997.5')
  })

  it('signs transactions without sending them, one or several', async () => {
    const capabilities = (await connected(3)).capabilities()
    const from = new PublicKey(runtime.accounts[3]!.address)
    const { blockhash } = await connection.getLatestBlockhash()
    const build = (lamports: number) =>
      new Transaction({ feePayer: from, recentBlockhash: blockhash })
        .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports }))
        .serialize({ requireAllSignatures: false })
    const { signedTransaction } = await supported(capabilities, 'signTransaction')({ address: from.toBase58(), network, transaction: build(1) })
    expect(Transaction.from(signedTransaction).verifySignatures()).toBe(true)
    const { signedTransactions }: { signedTransactions: Uint8Array[] } = await supported(capabilities, 'signAllTransactions')({ address: from.toBase58(), network, transactions: [build(2), build(3)] })
    expect(signedTransactions.map((bytes) => Transaction.from(bytes).verifySignatures())).toEqual([true, true])
  })

  it('validates preflightCommitment before the wallet is asked', async () => {
    const { wallet, capabilities } = await connected(1)
    const send = supported(capabilities(), 'sendTransaction')
    const to = Keypair.generate().publicKey.toBase58()
    wallet.setNextBehavior('reject') // would show as a rejection if the wallet were asked
    await expect(send({ network, from: runtime.accounts[1]!.address, to, value: '1', extra: { preflightCommitment: 'eventually' } })).rejects.toBeInstanceOf(
      InvalidPreflightCommitmentError,
    )
    wallet.setNextBehavior('approve')
    for (const preflightCommitment of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']) {
      await expect(send({ network, from: runtime.accounts[1]!.address, to, value: '1000000000', extra: { preflightCommitment } })).resolves.toMatchObject({ hash: expect.any(String) })
    }
  })

  it('maps a rejected send to UserRejectedRequestError and a failing one to SolanaTransactionFailedError', async () => {
    const { wallet, capabilities } = await connected(1)
    const send = supported(capabilities(), 'sendTransaction')
    const to = Keypair.generate().publicKey.toBase58()
    wallet.setNextBehavior('reject')
    await expect(send({ network, from: runtime.accounts[1]!.address, to, value: '1000000000' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(send({ network, from: runtime.accounts[1]!.address, to, value: '18000000000000000000' })).rejects.toBeInstanceOf(SolanaTransactionFailedError)
  })

  it('refuses a network the wallet does not sign for, and other namespaces, with Unsupported chain', async () => {
    const { capabilities } = await connected(1)
    const send = supported(capabilities(), 'sendTransaction')
    const to = Keypair.generate().publicKey.toBase58()
    const mainnetLike = { ...network, id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } as Network
    await expect(send({ network: mainnetLike, from: runtime.accounts[1]!.address, to, value: '1' })).rejects.toBeInstanceOf(UnsupportedChainError)
    const evm = { ...network, chainNamespace: 'eip155', caipNetworkId: 'eip155:1', id: 1 } as Network
    await expect(send({ network: evm, from: runtime.accounts[1]!.address, to, value: '1' })).rejects.toThrow('Unsupported chain')
  })

  it('estimates the fee of a transfer from the chain', async () => {
    const run = supported((await connected(0)).capabilities(), 'estimateFees')
    expect(await run({ network })).toEqual({ lamportsPerSignature: '5000' })
  })
})

describe('through a Portico client', () => {
  it('connects, shows the SOL balance and signs through core’s actions', async () => {
    const registry = createTestRegistry()
    registry.register(createSolanaTestWallet({ secretKey: runtime.accounts[0]!.secretKey, rpcUrl: runtime.rpcUrl }))
    const client = createPortico({ projectId: 'portico-test', networks: [network], adapters: [createSolanaAdapter({ wallets: registry })] } as Parameters<typeof createPortico>[0])
    await client.ready
    const result = await connect(client, { connectorId: WALLET_ID })
    expect(result.address).toBe(runtime.accounts[0]!.address)
    expect(result.caipNetwork.caipNetworkId).toBe('solana:localnet')
    await expect.poll(() => getBalance(client).balance).toMatch(/^\d/)
    expect(getBalance(client).symbol).toBe('SOL')
    const signed = await signMessage(client, { message: 'hello' })
    expect(signed.address).toBe(runtime.accounts[0]!.address)
  })
})
