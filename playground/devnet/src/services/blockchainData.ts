import { getAddress, isAddress, verifyMessage, type Address, type Hex } from 'viem'
import { createBlockExplorer } from './blockExplorer.js'
import { createChainIndexer, type ChainIndexer, type IndexedChain, type IndexedTransfer } from './chainIndexer.js'
import { createSolanaAccountData, isSolanaAddress, type SolanaAccountDataOptions } from './solanaAccountData.js'

/** A local price table: USD per token, by symbol. */
export type PriceTable = Readonly<Record<string, number>>

/** The devnet's prices: a round number per symbol, so a test can compute a value by hand. */
export const DEFAULT_PRICES: PriceTable = Object.freeze({ ETH: 3000, PTT: 0.5, SOL: 150, PST: 2, P22: 0.25 })

/** How many history items one page holds. */
export const HISTORY_PAGE_SIZE = 20

export interface BlockchainDataOptions {
  chains: readonly IndexedChain[]
  /** @default DEFAULT_PRICES */
  prices?: PriceTable
  /** The local Solana runtime, answered for `solana:<its genesis reference>` and `solana:localnet`; none when absent. */
  solana?: SolanaAccountDataOptions
}

export interface BlockchainAnswer {
  status: number
  body: unknown
}

/** A registered name (SPEC.md section 3, Name-service record). */
interface NameRecord {
  name: string
  registered_at: string
  updated_at: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

const NAME = /^[A-Za-z0-9-]{4,63}$/

/**
 * The blockchain-data API of SPEC.md section 7 answering from the local chains' real state:
 * balances read from the chains, history from the blocks (native and ERC-20 transfers), names in a
 * local registry that `POST /v1/profile/account` writes after verifying the signature, prices
 * from a local table. `answer` returns undefined for paths that are not the API's.
 */
export function createBlockchainData(options: BlockchainDataOptions) {
  const indexers = new Map<string, ChainIndexer>(options.chains.map((chain) => [`eip155:${chain.chainId}`, createChainIndexer(chain)]))
  const prices = options.prices ?? DEFAULT_PRICES
  const names = new Map<string, NameRecord>()
  const reverse = new Map<string, string[]>()

  const priceOf = (symbol: string) => (Object.hasOwn(prices, symbol) ? prices[symbol] : undefined)
  const solana = options.solana ? createSolanaAccountData(options.solana, { priceOf, pageSize: HISTORY_PAGE_SIZE }) : undefined
  const valueOf = (symbol: string, amount: string) => {
    const price = priceOf(symbol)
    return price === undefined ? undefined : Number(amount) * price
  }

  async function balances(address: Address, chainId: string): Promise<BlockchainAnswer> {
    const indexer = indexers.get(chainId)
    if (!indexer) return { status: 200, body: { balances: [] } }
    const [native, tokens] = await Promise.all([indexer.nativeBalance(address), indexer.tokenBalances(address)])
    const entries = [
      { name: 'Ether', symbol: indexer.nativeSymbol, chainId, amount: native, decimals: 18, address: undefined as string | undefined },
      ...tokens.map(({ info, amount }) => ({ name: info.name, symbol: info.symbol, chainId, amount, decimals: info.decimals, address: `${chainId}:${info.address}` })),
    ]
    return {
      status: 200,
      body: {
        balances: entries
          .filter((entry) => Number(entry.amount) > 0)
          .map((entry) => ({
            name: entry.name,
            symbol: entry.symbol,
            chainId: entry.chainId,
            ...(entry.address ? { address: entry.address } : {}),
            value: valueOf(entry.symbol, entry.amount) ?? null,
            price: priceOf(entry.symbol) ?? null,
            quantity: { decimals: String(entry.decimals), numeric: entry.amount },
            iconUrl: null,
          })),
      },
    }
  }

  /** The account's transactions, newest first: one item per transaction hash, its transfers grouped. */
  async function history(address: Address, chainId: string | undefined, cursor: string | undefined): Promise<BlockchainAnswer> {
    const chosen = chainId ? [indexers.get(chainId)].filter((found) => found !== undefined) : [...indexers.values()]
    await Promise.all(chosen.map((indexer) => indexer.catchUp()))
    const mine = (transfer: IndexedTransfer) => transfer.from === address || transfer.to === address
    const byHash = new Map<string, { chain: string; transfers: IndexedTransfer[] }>()
    for (const indexer of chosen) {
      for (const transfer of indexer.transfers()) {
        if (!mine(transfer)) continue
        const entry = byHash.get(transfer.hash) ?? { chain: `eip155:${indexer.chainId}`, transfers: [] }
        entry.transfers.push(transfer)
        byHash.set(transfer.hash, entry)
      }
    }
    const items = [...byHash.entries()]
      .map(([hash, { chain, transfers }]) => {
        const [first] = transfers as [IndexedTransfer]
        const outgoing = first.from === address
        return {
          id: hash,
          block: first.blockNumber,
          metadata: {
            operationType: outgoing ? 'send' : 'receive',
            status: 'confirmed',
            sentFrom: first.from,
            sentTo: first.to,
            minedAt: new Date(first.timestamp * 1000).toISOString(),
            chain,
            hash,
          },
          transfers: transfers.map((transfer) => ({
            direction: transfer.from === address ? (transfer.to === address ? 'self' : 'out') : 'in',
            quantity: { numeric: transfer.amount },
            value: valueOf(transfer.symbol, transfer.amount) ?? null,
            fungible_info: { name: transfer.name, symbol: transfer.symbol, icon: null },
          })),
        }
      })
      .sort((a, b) => (a.block === b.block ? 0 : a.block > b.block ? -1 : 1))
      .map(({ block: _block, ...item }) => item)
    const start = cursor && /^\d{1,9}$/.test(cursor) ? Number(cursor) : 0
    const next = start + HISTORY_PAGE_SIZE < items.length ? String(start + HISTORY_PAGE_SIZE) : null
    return { status: 200, body: { data: items.slice(start, start + HISTORY_PAGE_SIZE), next } }
  }

  /**
   * `POST /v1/fungible/price`: the price of each asked token (CAIP-10 `{chainId}:{contract}`) the
   * devnet follows and the price table knows, naming the address it answers for.
   */
  async function priced(body: unknown): Promise<BlockchainAnswer> {
    const { addresses } = (body ?? {}) as { addresses?: unknown }
    if (!Array.isArray(addresses) || addresses.length > 100 || !addresses.every((entry) => typeof entry === 'string')) {
      return { status: 400, body: { message: 'addresses: expected at most 100 strings' } }
    }
    const fungibles: unknown[] = solana ? await solana.prices((addresses as string[]).filter((asked) => asked.startsWith('solana:'))) : []
    for (const asked of addresses as string[]) {
      const match = /^(eip155:\d{1,10}):(0x[0-9a-fA-F]{40})$/.exec(asked)
      const indexer = match ? indexers.get(match[1] ?? '') : undefined
      const contract = indexer?.tokens.find((token) => token.toLowerCase() === match?.[2]?.toLowerCase())
      if (!indexer || !contract) continue
      const info = await indexer.token(contract)
      const price = priceOf(info.symbol)
      if (price !== undefined) fungibles.push({ name: info.name, symbol: info.symbol, iconUrl: null, price, address: asked })
    }
    return { status: 200, body: { fungibles } }
  }

  async function register(body: unknown): Promise<BlockchainAnswer> {
    const { coin_type: coinType, address, message, signature } = (body ?? {}) as Record<string, unknown>
    if (typeof coinType !== 'string' || typeof address !== 'string' || typeof message !== 'string' || typeof signature !== 'string' || !isAddress(address)) {
      return { status: 400, body: { message: 'coin_type, address, message and signature are required' } }
    }
    let signed: { name?: unknown; address?: unknown }
    try {
      signed = JSON.parse(message) as { name?: unknown; address?: unknown }
    } catch {
      return { status: 400, body: { message: 'The message is not JSON' } }
    }
    const name = signed.name
    if (typeof name !== 'string' || !NAME.test(name)) return { status: 400, body: { message: 'Invalid name' } }
    if (typeof signed.address !== 'string' || signed.address.toLowerCase() !== address.toLowerCase()) {
      return { status: 400, body: { message: 'The message names another address' } }
    }
    const valid = await verifyMessage({ address: getAddress(address), message, signature: signature as Hex }).catch(() => false)
    if (!valid) return { status: 401, body: { message: 'Invalid signature' } }
    const existing = names.get(name.toLowerCase())
    if (existing && !Object.values(existing.addresses).some((entry) => entry.address.toLowerCase() === address.toLowerCase())) {
      return { status: 409, body: { message: 'Name already taken' } }
    }
    const now = new Date().toISOString()
    const record: NameRecord = { name, registered_at: existing?.registered_at ?? now, updated_at: now, addresses: { [coinType]: { address: getAddress(address) } }, attributes: {} }
    names.set(name.toLowerCase(), record)
    const key = address.toLowerCase()
    reverse.set(key, [name, ...(reverse.get(key) ?? []).filter((known) => known !== name)])
    return { status: 200, body: record }
  }

  /**
   * A Solana account's balance or history: a malformed or foreign (EVM) address gets 400 'Invalid
   * address'; a chain the stand-in does not follow answers empty, as on the EVM side.
   */
  async function solanaAccount(kind: 'balance' | 'history', address: string, query: Readonly<Record<string, string>>): Promise<BlockchainAnswer> {
    if (!isSolanaAddress(address)) return { status: 400, body: { message: 'Invalid address' } }
    const followed = (await solana?.chainIds()) ?? []
    const chainId = query.chainId ?? followed[0]
    if (!solana || !chainId || !followed.includes(chainId)) return { status: 200, body: kind === 'balance' ? { balances: [] } : { data: [], next: null } }
    return { status: 200, body: kind === 'balance' ? await solana.balances(address, chainId) : await solana.history(address, chainId, query.cursor) }
  }

  const recordsOf = (address: string) => (reverse.get(address.toLowerCase()) ?? []).flatMap((name) => names.get(name.toLowerCase()) ?? [])

  const explorer = createBlockExplorer(new Map([...indexers.values()].map((indexer) => [indexer.chainId, indexer])))

  return {
    /** The block explorer over the same chains (pages for an address and a transaction). */
    explorer,
    /** Names registered so far, by lowercase name. */
    names: (): ReadonlyMap<string, NameRecord> => names,
    /** Forgets the registered names. */
    reset() {
      names.clear()
      reverse.clear()
    },
    async answer(method: string, path: string, query: Readonly<Record<string, string>>, body: unknown): Promise<BlockchainAnswer | undefined> {
      if (!path.startsWith('/v1/')) return undefined
      const account = /^\/v1\/account\/([^/]+)\/(balance|history)$/.exec(path)
      if (method === 'GET' && account) {
        const address = decodeURIComponent(account[1] ?? '')
        if (query.chainId?.startsWith('solana:') || (query.chainId === undefined && isSolanaAddress(address))) {
          return solanaAccount(account[2] as 'balance' | 'history', address, query)
        }
        if (!isAddress(address, { strict: false })) return { status: 400, body: { message: 'Invalid address' } }
        const checksummed = getAddress(address)
        return account[2] === 'balance' ? balances(checksummed, query.chainId ?? '') : history(checksummed, query.chainId, query.cursor)
      }
      if (method === 'GET' && path === '/v1/supported-chains') return { status: 200, body: { http: [...indexers.keys(), ...((await solana?.chainIds()) ?? [])], ws: [] } }
      const identity = /^\/v1\/identity\/([^/]+)$/.exec(path)
      if (method === 'GET' && identity) {
        const [record] = recordsOf(decodeURIComponent(identity[1] ?? ''))
        return { status: 200, body: { name: record?.name ?? null, avatar: null } }
      }
      const reverseLookup = /^\/v1\/profile\/reverse\/([^/]+)$/.exec(path)
      if (method === 'GET' && reverseLookup) return { status: 200, body: recordsOf(decodeURIComponent(reverseLookup[1] ?? '')) }
      const profile = /^\/v1\/profile\/account\/([^/]+)$/.exec(path)
      if (method === 'GET' && profile) {
        const record = names.get(decodeURIComponent(profile[1] ?? '').toLowerCase())
        return record ? { status: 200, body: record } : { status: 404, body: { message: 'Name not found' } }
      }
      const suggestions = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(path)
      if (method === 'GET' && suggestions) {
        const base = decodeURIComponent(suggestions[1] ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, 59)
        const candidates = [base, `${base}-1`, `${base}-2`, `${base}-web3`].filter((name) => NAME.test(name))
        return { status: 200, body: { suggestions: candidates.map((name) => ({ name, registered: names.has(name.toLowerCase()) })) } }
      }
      if (method === 'POST' && path === '/v1/profile/account') return register(body)
      if (method === 'POST' && path === '/v1/fungible/price') return priced(body)
      return { status: 404, body: { message: 'Not found' } }
    },
  }
}

export type BlockchainData = ReturnType<typeof createBlockchainData>
