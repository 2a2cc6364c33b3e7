import bs58 from 'bs58'
import { formatUnits } from 'viem'
import { createSolanaIndexer, type IndexedSolana } from './solanaIndexer.js'
import type { SolanaParsedTransaction, SolanaTransfer } from './solanaTransfers.js'

/** A token of the local token table: the stand-in names and prices only the tokens it lists. */
export interface SolanaTokenInfo {
  mint: string
  name: string
  symbol: string
}

export interface SolanaAccountDataOptions extends IndexedSolana {
  /** The SPL tokens it reports (the devnet's PST and P22). */
  tokens: readonly SolanaTokenInfo[]
  /**
   * CAIP-2 ids it answers for besides `solana:<the runtime's genesis reference>`.
   * @default ['solana:localnet'] (the Wallet Standard name of a local validator, the playground's network)
   */
  aliases?: readonly string[]
}

/** What an answer needs from the shared stand-in: the price table and the page size. */
export interface SolanaAnswerContext {
  priceOf(symbol: string): number | undefined
  pageSize: number
}

const NATIVE = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** The names of the devnet's test tokens (the runtime knows only mints, symbols and decimals). */
const DEVNET_TOKEN_NAMES: Readonly<Record<string, string>> = Object.freeze({ PST: 'Portico Solana Token', P22: 'Portico Token-2022' })

/** The local token table for the runtime's test tokens: each mint with its name and symbol. */
export function devnetSolanaTokenTable(tokens: readonly { mint: string; symbol: string }[]): SolanaTokenInfo[] {
  return tokens.map((token) => ({ mint: token.mint, symbol: token.symbol, name: Object.hasOwn(DEVNET_TOKEN_NAMES, token.symbol) ? (DEVNET_TOKEN_NAMES[token.symbol] as string) : token.symbol }))
}

/** True for a base58 text of exactly 32 bytes (SPEC.md section 5: base58, 32 to 44 characters). */
export function isSolanaAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false
  try {
    return bs58.decode(value).length === 32
  } catch {
    return false
  }
}

/**
 * The blockchain-data answers for Solana accounts, from the local runtime's real state: SOL and
 * the table's SPL tokens (balances), SOL and token transfers the runtime landed (history), and
 * token prices, in the shapes the EVM side answers.
 */
export function createSolanaAccountData(options: SolanaAccountDataOptions, context: SolanaAnswerContext) {
  const indexer = createSolanaIndexer(options)
  const tokens = new Map(options.tokens.map((token) => [token.mint, token]))
  const aliases = options.aliases ?? ['solana:localnet']

  const valueOf = (symbol: string, amount: string) => {
    const price = context.priceOf(symbol)
    return price === undefined ? null : Number(amount) * price
  }
  const infoOf = (mint: string | undefined) => (mint === undefined ? NATIVE : tokens.get(mint))

  /** The chain ids it answers for: the genesis one first, then the aliases. */
  async function chainIds(): Promise<string[]> {
    return [`solana:${await indexer.reference()}`, ...aliases]
  }

  async function balances(address: string, chainId: string) {
    const [lamports, holdings] = await Promise.all([indexer.lamports(address), indexer.holdings(address)])
    const entries = [
      { ...NATIVE, amount: formatUnits(lamports, 9), address: undefined as string | undefined },
      ...holdings.flatMap((holding) => {
        const info = tokens.get(holding.mint)
        return info ? [{ name: info.name, symbol: info.symbol, decimals: holding.decimals, amount: formatUnits(holding.amount, holding.decimals), address: `${chainId}:${holding.mint}` }] : []
      }),
    ]
    return {
      balances: entries
        .filter((entry) => Number(entry.amount) > 0)
        .map((entry) => ({
          name: entry.name,
          symbol: entry.symbol,
          chainId,
          ...(entry.address ? { address: entry.address } : {}),
          value: valueOf(entry.symbol, entry.amount),
          price: context.priceOf(entry.symbol) ?? null,
          quantity: { decimals: String(entry.decimals), numeric: entry.amount },
          iconUrl: null,
        })),
    }
  }

  function item(transaction: SolanaParsedTransaction, address: string, chainId: string) {
    const mine = (transfer: SolanaTransfer) => (transfer.from === address || transfer.to === address) && infoOf(transfer.mint) !== undefined
    const moved = transaction.failed ? [] : transaction.transfers.filter(mine)
    // A failed transaction moved nothing but its fee: listed for the account that paid it.
    if (moved.length === 0 && !(transaction.failed && transaction.feePayer === address)) return undefined
    const [first] = moved
    const intended = transaction.transfers.find((transfer) => transfer.from === address)
    const outgoing = transaction.failed || moved.some((transfer) => transfer.from === address)
    return {
      id: transaction.signature,
      metadata: {
        operationType: outgoing ? 'send' : 'receive',
        status: transaction.failed ? 'failed' : 'confirmed',
        sentFrom: first?.from ?? address,
        sentTo: first?.to ?? intended?.to ?? '',
        minedAt: new Date((transaction.blockTime ?? 0) * 1000).toISOString(),
        chain: chainId,
        hash: transaction.signature,
      },
      transfers: moved.map((transfer) => {
        const info = infoOf(transfer.mint) as { name: string; symbol: string }
        const amount = formatUnits(transfer.amount, transfer.decimals)
        return {
          direction: transfer.from === address ? (transfer.to === address ? 'self' : 'out') : 'in',
          quantity: { numeric: amount },
          value: valueOf(info.symbol, amount),
          fungible_info: { name: info.name, symbol: info.symbol, icon: null },
        }
      }),
    }
  }

  async function history(address: string, chainId: string, cursor: string | undefined) {
    await indexer.catchUp(address)
    const items = indexer.transactionsOf(address).flatMap((transaction) => item(transaction, address, chainId) ?? [])
    const start = cursor && /^\d{1,9}$/.test(cursor) ? Number(cursor) : 0
    const next = start + context.pageSize < items.length ? String(start + context.pageSize) : null
    return { data: items.slice(start, start + context.pageSize), next }
  }

  /** The price entries of asked CAIP-10 token addresses on a followed chain (`solana:<ref>:<mint>`). */
  async function prices(asked: readonly string[]) {
    const followed = new Set(await chainIds())
    return asked.flatMap((address) => {
      const match = /^(solana:[-_a-zA-Z0-9]{1,32}):([1-9A-HJ-NP-Za-km-z]{32,44})$/.exec(address)
      const info = match && followed.has(match[1] ?? '') ? tokens.get(match[2] ?? '') : undefined
      const price = info ? context.priceOf(info.symbol) : undefined
      return info && price !== undefined ? [{ name: info.name, symbol: info.symbol, iconUrl: null, price, address }] : []
    })
  }

  return { chainIds, balances, history, prices, indexer }
}

export type SolanaAccountData = ReturnType<typeof createSolanaAccountData>
