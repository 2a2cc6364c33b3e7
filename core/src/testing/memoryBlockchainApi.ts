import { addressKey } from '../modules/account-data/addressKey.js'
import type { ApiTokenBalance, ApiTransaction } from '../modules/account-data/services/blockchainApi.js'

/** What the in-memory blockchain-data API answers. */
export interface MemoryBlockchainApiOptions {
  /**
   * Token balances per address, EVM ones lowercase, base58 ones exact (each names its CAIP-2
   * `chainId`; the answer keeps those of the requested chain). @default for every address on an
   * eip155 chain: its ether (the default mock wallets' balance, else 1.5 ETH) and 10,000 PTT (no
   * price); on a solana chain: 2.5 SOL and 1,000 PST (no price). Entries are served as given, so
   * a test may cast hostile ones in (an entry that is no object, or names no chainId, is served on
   * every chain) to see them left out.
   */
  balances?: Readonly<Record<string, readonly ApiTokenBalance[]>>
  /** Transactions per address (EVM lowercase, base58 exact), newest first, served in pages of `pageSize` as given (hostile ones too, cast in). @default none */
  history?: Readonly<Record<string, readonly ApiTransaction[]>>
  /** @default 20 */
  pageSize?: number
  /** Identity per address (EVM lowercase, base58 exact). @default none (name and avatar null) */
  identities?: Readonly<Record<string, { name: string | null; avatar: string | null }>>
  /** Prices by token address (CAIP-10; EVM lowercase, base58 exact), for `POST /v1/fungible/price`. @default none */
  prices?: Readonly<Record<string, number>>
  /** Names already taken, for `GET /v1/profile/suggestions/{name}`. @default none */
  takenNames?: readonly string[]
  /** Paths (e.g. '/balance', '/history', '/v1/profile/account') answered with 500. @default none */
  failing?: readonly string[]
}

export interface MemoryBlockchainApi {
  /** The answer to a request under /v1/, or undefined when the path is not the API's. */
  answer(method: string, path: string, query: Readonly<Record<string, string>>, body: string | undefined): { status: number; body: unknown } | undefined
  /** Names registered through `POST /v1/profile/account`, by address (EVM lowercase, base58 exact). */
  readonly names: Map<string, string[]>
  /** Makes a path fail (or stop failing). */
  setFailing(path: string, failing: boolean): void
}

/**
 * The ether the default mock wallets hold on their chain (ALPHA_WALLET and BETA_WALLET of
 * createTestClient), by lowercase address: the API lists what the mock chain reads, so the
 * Account header and the Tokens tab agree in tests as they do on a real chain.
 */
export const MOCK_WALLET_ETHER: Readonly<Record<string, string>> = Object.freeze({
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266': '10000.0',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8': '42.125',
})

/** The mint of the Solana test token the memory API lists by default (the devnet's PST). */
export const MOCK_SOLANA_TOKEN_MINT = '2kRYjVHPdGxwk9yEhvTmPBqiYfXAmzq2xXhPvU4SUQnz'

/** Default balances of an address on a chain: the devnet's shape (native ether and the PTT token; SOL and PST on solana). */
function defaultBalances(chainId: string, address: string): ApiTokenBalance[] {
  if (chainId.startsWith('solana:')) {
    return [
      { name: 'Solana', symbol: 'SOL', chainId, quantity: { decimals: '9', numeric: '2.5' }, value: null, price: null },
      { name: 'Portico Solana Token', symbol: 'PST', chainId, address: `${chainId}:${MOCK_SOLANA_TOKEN_MINT}`, quantity: { decimals: '6', numeric: '1000' } },
    ]
  }
  return [
    { name: 'Ether', symbol: 'ETH', chainId, quantity: { decimals: '18', numeric: MOCK_WALLET_ETHER[address] ?? '1.5' }, value: null, price: null },
    { name: 'Portico Test Token', symbol: 'PTT', chainId, address: `${chainId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`, quantity: { decimals: '18', numeric: '10000' } },
  ]
}

/** The blockchain-data API of SPEC.md section 7 in memory, for the fetch port of tests. */
export function createMemoryBlockchainApi(options: MemoryBlockchainApiOptions = {}): MemoryBlockchainApi {
  const names = new Map<string, string[]>()
  const failing = new Set(options.failing ?? [])
  const pageSize = options.pageSize ?? 20
  const fails = (path: string) => [...failing].some((suffix) => path.endsWith(suffix))
  return {
    names,
    setFailing(path, on) {
      if (on) failing.add(path)
      else failing.delete(path)
    },
    answer(method, path, query, body) {
      if (!path.includes('/v1/')) return undefined
      if (fails(path)) return { status: 500, body: { message: 'Internal server error' } }
      const account = /\/v1\/account\/([^/]+)\/(balance|history)$/.exec(path)
      if (method === 'GET' && account) {
        const address = addressKey(decodeURIComponent(account[1] ?? ''))
        const chainId = query.chainId ?? ''
        if (account[2] === 'balance') {
          const all = options.balances?.[address] ?? defaultBalances(chainId, address)
          const onChain = (balance: unknown) => typeof (balance as { chainId?: unknown } | null)?.chainId !== 'string' || (balance as ApiTokenBalance).chainId === chainId
          return { status: 200, body: { balances: all.filter(onChain) } }
        }
        const items = options.history?.[address] ?? []
        const start = query.cursor ? Number(query.cursor) : 0
        const page = items.slice(start, start + pageSize)
        const next = start + pageSize < items.length ? String(start + pageSize) : null
        return { status: 200, body: { data: page, next } }
      }
      const identity = /\/v1\/identity\/([^/]+)$/.exec(path)
      if (method === 'GET' && identity) {
        return { status: 200, body: options.identities?.[addressKey(decodeURIComponent(identity[1] ?? ''))] ?? { name: null, avatar: null } }
      }
      const reverse = /\/v1\/profile\/reverse\/([^/]+)$/.exec(path)
      if (method === 'GET' && reverse) {
        const address = addressKey(decodeURIComponent(reverse[1] ?? ''))
        return { status: 200, body: (names.get(address) ?? []).map((name) => ({ name, addresses: {}, attributes: {} })) }
      }
      if (method === 'POST' && path.endsWith('/v1/profile/account')) {
        const request = JSON.parse(body ?? '{}') as { address?: string; message?: string; signature?: string }
        const name = (JSON.parse(request.message ?? '{}') as { name?: string }).name
        if (!request.address || !name || !request.signature) return { status: 400, body: { message: 'Bad request' } }
        const address = addressKey(request.address)
        names.set(address, [name, ...(names.get(address) ?? [])])
        return { status: 200, body: { name, addresses: {}, attributes: {} } }
      }
      if (method === 'POST' && path.endsWith('/v1/fungible/price')) {
        const request = JSON.parse(body ?? '{}') as { addresses?: unknown }
        const asked = Array.isArray(request.addresses) ? request.addresses.filter((entry): entry is string => typeof entry === 'string') : []
        const known = asked.flatMap((address) => {
          const key = addressKey(address)
          const price = options.prices && Object.hasOwn(options.prices, key) ? options.prices[key] : undefined
          return price === undefined ? [] : [{ name: address, symbol: address.slice(-4).toUpperCase(), iconUrl: null, price, address }]
        })
        return { status: 200, body: { fungibles: known } }
      }
      const suggestions = /\/v1\/profile\/suggestions\/([^/]+)$/.exec(path)
      if (method === 'GET' && suggestions) {
        const base = decodeURIComponent(suggestions[1] ?? '').toLowerCase()
        const taken = new Set([...(options.takenNames ?? []), ...[...names.values()].flat()].map((name) => name.toLowerCase()))
        const candidates = [base, `${base}-1`, `${base}-2`, `${base}-web3`]
        return { status: 200, body: { suggestions: candidates.map((name) => ({ name, registered: taken.has(name) })) } }
      }
      return undefined
    },
  }
}
