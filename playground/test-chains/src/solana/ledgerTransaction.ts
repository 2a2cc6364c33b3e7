import { VersionedTransaction } from '@solana/web3.js'
import type { TransactionErrorJson } from './transactionErrorJson.js'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaPrograms.js'
import { decodeMint, decodeTokenAccount } from './tokenLayouts.js'

/** A token account's holding before or after a transaction, as a validator's `preTokenBalances` lists it. */
export interface LedgerTokenBalance {
  /** The account's index among the message's account keys. */
  accountIndex: number
  mint: string
  owner: string
  programId: string
  /** Base units. */
  amount: bigint
  decimals: number
}

/** The balances of a transaction's accounts at one moment (before or after it ran). */
export interface BalanceSnapshot {
  lamports: bigint[]
  tokens: LedgerTokenBalance[]
}

/** A transaction the ledger landed, with what a validator keeps for `getTransaction`. */
export interface LedgerTransaction {
  signature: string
  slot: number
  /** Seconds since the epoch when the ledger ran it. */
  blockTime: number
  /** The transaction as it was sent (signatures and message). */
  wire: Uint8Array
  /** 'legacy', or the versioned message's number. */
  version: 'legacy' | number
  /** The message's static account keys, base58, in order. */
  accountKeys: string[]
  err: TransactionErrorJson | null
  /** Lamports charged: one signature fee per required signature. */
  fee: bigint
  logs: string[]
  unitsConsumed: number
  pre: BalanceSnapshot
  post: BalanceSnapshot
}

/** What the ledger reads of an account to take a snapshot. */
type ReadAccount = (address: string) => { lamports: bigint; data: Uint8Array; owner: string } | undefined

/** The static account keys and version of a wire transaction; throws when the bytes are not one. */
export function transactionKeys(wire: Uint8Array): { accountKeys: string[]; version: 'legacy' | number; requiredSignatures: number } {
  const { message } = VersionedTransaction.deserialize(wire)
  return {
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    version: message.version,
    requiredSignatures: message.header.numRequiredSignatures,
  }
}

/** The lamports of every key and the holdings of the token accounts among them, read now. */
export function balanceSnapshot(keys: readonly string[], read: ReadAccount): BalanceSnapshot {
  const lamports: bigint[] = []
  const tokens: LedgerTokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = read(key)
    lamports.push(account?.lamports ?? 0n)
    if (!account || (account.owner !== TOKEN_PROGRAM_ID && account.owner !== TOKEN_2022_PROGRAM_ID)) return
    const holding = decodeTokenAccount(account.data)
    const mintAccount = holding ? read(holding.mint) : undefined
    const mint = mintAccount ? decodeMint(mintAccount.data) : undefined
    if (!holding || !mint) return
    tokens.push({ accountIndex, mint: holding.mint, owner: holding.owner, programId: account.owner, amount: holding.amount, decimals: mint.decimals })
  })
  return { lamports, tokens }
}

/** `getSignaturesForAddress`'s bounds: at most `limit`, newest first, strictly older than `before`, stopping at `until`. */
export interface SignatureQuery {
  limit: number
  before?: string
  until?: string
}

/**
 * The landed transactions, and for each address the signatures of those that list it among their
 * account keys, oldest first (as a validator's address-signature index).
 */
export function createTransactionHistory() {
  const bySignature = new Map<string, LedgerTransaction>()
  const byAddress = new Map<string, string[]>()
  return {
    add(transaction: LedgerTransaction): void {
      if (bySignature.has(transaction.signature)) return
      bySignature.set(transaction.signature, transaction)
      for (const key of new Set(transaction.accountKeys)) {
        let list = byAddress.get(key)
        if (!list) byAddress.set(key, (list = []))
        list.push(transaction.signature)
      }
    },
    get: (signature: string): LedgerTransaction | undefined => bySignature.get(signature),
    /** The transactions of `address`, newest first, within the query's bounds. */
    ofAddress(address: string, query: SignatureQuery): LedgerTransaction[] {
      const list = byAddress.get(address) ?? []
      let end = list.length
      if (query.before !== undefined) {
        const at = list.lastIndexOf(query.before)
        end = at >= 0 ? at : 0
      }
      const found: LedgerTransaction[] = []
      for (let index = end - 1; index >= 0 && found.length < query.limit; index--) {
        const signature = list[index] as string
        if (signature === query.until) break
        found.push(bySignature.get(signature) as LedgerTransaction)
      }
      return found
    },
  }
}

export type TransactionHistory = ReturnType<typeof createTransactionHistory>
