import { parseSolanaTransaction, TOKEN_PROGRAMS, type SolanaParsedTransaction } from './solanaTransfers.js'

/** A Solana runtime the blockchain-data stand-in follows, over its JSON-RPC. */
export interface IndexedSolana {
  rpcUrl: string
  /** @default 10_000 */
  timeoutMs?: number
}

/** One token holding of an owner: the mint, its decimals and the amount in base units (all its accounts of that mint together). */
export interface SolanaHolding {
  mint: string
  decimals: number
  amount: bigint
}

/** Signatures asked for per call, the runtime's maximum. */
const SIGNATURE_PAGE = 1_000
/** Transactions read per address at most: the stand-in's own bound, far above what a test makes. */
const MAX_TRANSACTIONS = 5_000

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Follows the local Solana runtime the way an indexer follows a validator: balances and token
 * accounts read when asked; an address's history from its signatures (`getSignaturesForAddress`,
 * paged back to the newest one already known) and each new transaction read once
 * (`getTransaction`) and parsed into transfers. Transactions never change, so each is kept.
 */
export function createSolanaIndexer(chain: IndexedSolana) {
  const timeoutMs = chain.timeoutMs ?? 10_000
  const transactions = new Map<string, SolanaParsedTransaction>()
  /** Per address: its signatures, newest first, as far as read. */
  const signatures = new Map<string, string[]>()
  const catchingUp = new Map<string, Promise<void>>()
  let genesis: Promise<string> | undefined
  let nextId = 0

  async function rpc(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await response.json()) as unknown
    if (!isRecord(body)) throw new Error(`solana ${method}: not a JSON-RPC answer`)
    if (isRecord(body.error)) throw new Error(`solana ${method}: ${String(body.error.message)}`)
    return body.result
  }

  async function scan(address: string): Promise<void> {
    const known = signatures.get(address) ?? []
    const fresh: string[] = []
    let before: string | undefined
    for (;;) {
      const page = await rpc('getSignaturesForAddress', [address, { limit: SIGNATURE_PAGE, ...(before ? { before } : {}), ...(known[0] ? { until: known[0] } : {}) }])
      const listed = Array.isArray(page) ? page.flatMap((entry) => (isRecord(entry) && typeof entry.signature === 'string' ? [entry.signature] : [])) : []
      fresh.push(...listed)
      if (listed.length < SIGNATURE_PAGE || fresh.length + known.length >= MAX_TRANSACTIONS) break
      before = listed[listed.length - 1]
    }
    for (const signature of fresh) {
      if (transactions.has(signature)) continue
      const parsed = parseSolanaTransaction(signature, await rpc('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]))
      if (parsed) transactions.set(signature, parsed)
    }
    signatures.set(address, [...fresh, ...known].slice(0, MAX_TRANSACTIONS))
  }

  return {
    /** The runtime's CAIP-2 reference: the first 32 characters of its genesis hash (read once). */
    reference(): Promise<string> {
      genesis ??= rpc('getGenesisHash', []).then((hash) => {
        if (typeof hash !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(hash)) throw new Error('solana getGenesisHash: not a base58 hash')
        return hash.slice(0, 32)
      })
      genesis.catch(() => {
        genesis = undefined
      })
      return genesis
    },
    /** Reads the signatures of `address` since the last look; concurrent callers share one catch-up. */
    catchUp(address: string): Promise<void> {
      let running = catchingUp.get(address)
      if (!running) {
        running = scan(address).finally(() => catchingUp.delete(address))
        catchingUp.set(address, running)
      }
      return running
    },
    /** The transactions of `address` read so far, newest first. */
    transactionsOf(address: string): SolanaParsedTransaction[] {
      return (signatures.get(address) ?? []).flatMap((signature) => transactions.get(signature) ?? [])
    },
    /** The address's lamports. */
    async lamports(address: string): Promise<bigint> {
      const answer = await rpc('getBalance', [address, { commitment: 'confirmed' }])
      const value = isRecord(answer) ? answer.value : undefined
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new Error('solana getBalance: not a lamport amount')
      return BigInt(value)
    },
    /** Every SPL Token and Token-2022 holding of `owner`, by mint. */
    async holdings(owner: string): Promise<SolanaHolding[]> {
      const byMint = new Map<string, SolanaHolding>()
      for (const programId of TOKEN_PROGRAMS) {
        const answer = await rpc('getTokenAccountsByOwner', [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
        const accounts = isRecord(answer) && Array.isArray(answer.value) ? answer.value : []
        for (const entry of accounts) {
          const data = isRecord(entry) && isRecord(entry.account) && isRecord(entry.account.data) ? entry.account.data : undefined
          const info = isRecord(data?.parsed) && isRecord(data.parsed.info) ? data.parsed.info : undefined
          const amount = isRecord(info?.tokenAmount) ? info.tokenAmount : undefined
          if (!info || !amount || typeof info.mint !== 'string' || typeof amount.amount !== 'string' || !/^\d{1,20}$/.test(amount.amount)) continue
          if (typeof amount.decimals !== 'number' || !Number.isInteger(amount.decimals) || amount.decimals < 0 || amount.decimals > 18) continue
          const held = byMint.get(info.mint)
          byMint.set(info.mint, { mint: info.mint, decimals: amount.decimals, amount: (held?.amount ?? 0n) + BigInt(amount.amount) })
        }
      }
      return [...byMint.values()]
    },
  }
}

export type SolanaIndexer = ReturnType<typeof createSolanaIndexer>
