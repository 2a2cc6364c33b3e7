import { address, getBase58Decoder, getTransactionDecoder, lamports, type Address, type Transaction } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { transactionErrorJson, type TransactionErrorJson } from './transactionErrorJson.js'
import { balanceSnapshot, createTransactionHistory, transactionKeys, type LedgerTransaction, type SignatureQuery } from './ledgerTransaction.js'
import { LAMPORTS_PER_SIGNATURE } from './solanaPrograms.js'

/** What the ledger remembers of a transaction it processed. */
export interface SignatureStatus {
  slot: number
  err: TransactionErrorJson | null
}

/** A transaction the runtime ran: its signature, and the error and logs when it failed. */
export interface LedgerResult {
  signature: string
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
}

/** A plain account, as the runtime reads and writes them. */
export interface LedgerAccount {
  address: string
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
}

/**
 * One LiteSVM instance with what a validator adds around it: a slot that advances with every
 * landed transaction, a fresh blockhash after each (so the same transfer twice gets two
 * signatures), signature statuses, and listeners for signature subscriptions. Blockhashes are not
 * checked against the latest one: a wallet that fetched one before another transaction landed is
 * still accepted, as within a real validator's 150-block window.
 */
export interface SolanaLedger {
  readonly svm: LiteSVM
  slot(): number
  blockhash(): string
  /**
   * Runs a wire-format transaction; a failed one is recorded with its error. A landed transaction
   * joins the history (`transaction`, `signaturesOf`); a failed one only with `landFailed` (a
   * validator lands a failing transaction only when the sender skipped preflight).
   */
  send(wire: Uint8Array, options?: { landFailed?: boolean }): LedgerResult
  /** Runs a wire-format transaction without committing it. */
  simulate(wire: Uint8Array): LedgerResult
  airdrop(to: string, amount: bigint): LedgerResult
  status(signature: string): SignatureStatus | undefined
  /** A transaction in the history, with its balances before and after. */
  transaction(signature: string): LedgerTransaction | undefined
  /** The history's transactions that list `address` among their account keys, newest first. */
  signaturesOf(address: string, query: SignatureQuery): LedgerTransaction[]
  account(address: string): LedgerAccount | undefined
  setAccount(account: LedgerAccount): void
  accountsOf(program: string): LedgerAccount[]
  rentExemptMinimum(size: number): bigint
  /** Calls `listener` once the signature has a status (at once when it already has). Returns the cancel function. */
  onStatus(signature: string, listener: (status: SignatureStatus) => void): () => void
}

const base58 = getBase58Decoder()

function decode(wire: Uint8Array): Transaction {
  return getTransactionDecoder().decode(wire) as Transaction
}

function toResult(outcome: unknown): LedgerResult {
  if (outcome instanceof FailedTransactionMetadata) {
    const meta = outcome.meta()
    return { signature: base58.decode(meta.signature()), err: transactionErrorJson(outcome.err()), logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
  }
  const meta = outcome as { signature(): Uint8Array; logs(): string[]; computeUnitsConsumed(): bigint }
  return { signature: base58.decode(meta.signature()), err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
}

/** A fresh ledger: LiteSVM with the default programs (System, SPL Token, Token-2022, Associated Token Account). */
export function createSolanaLedger(options: { now?: () => number } = {}): SolanaLedger {
  const now = options.now ?? Date.now
  const svm = new LiteSVM().withBlockhashCheck(false)
  svm.warpToSlot(1n)
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Map<string, Set<(status: SignatureStatus) => void>>()
  const history = createTransactionHistory()

  /** Records the outcome; returns its status, or undefined for a refused duplicate. */
  const record = (result: LedgerResult): SignatureStatus | undefined => {
    // A duplicate is refused without changing the first one's status.
    if (result.err === 'AlreadyProcessed' && statuses.has(result.signature)) return undefined
    const status = { slot: Number(svm.getClock().slot), err: result.err }
    statuses.set(result.signature, status)
    if (result.err === null) {
      svm.warpToSlot(svm.getClock().slot + 1n)
      svm.expireBlockhash()
    }
    const waiting = listeners.get(result.signature)
    listeners.delete(result.signature)
    for (const listener of waiting ?? []) listener(status)
    return status
  }

  const toLedgerAccount = (at: string): LedgerAccount | undefined => {
    const account = svm.getAccount(address(at))
    if (!account.exists) return undefined
    return { address: at, lamports: BigInt(account.lamports), data: new Uint8Array(account.data), owner: account.programAddress, executable: account.executable }
  }

  return {
    svm,
    slot: () => Number(svm.getClock().slot),
    blockhash: () => svm.latestBlockhash(),
    send(wire, sendOptions = {}) {
      const transaction = decode(wire)
      const { accountKeys, version, requiredSignatures } = transactionKeys(wire)
      const pre = balanceSnapshot(accountKeys, toLedgerAccount)
      const result = toResult(svm.sendTransaction(transaction))
      const status = record(result)
      if (status && (result.err === null || sendOptions.landFailed === true)) {
        history.add({
          signature: result.signature,
          slot: status.slot,
          blockTime: Math.floor(now() / 1000),
          wire: wire.slice(),
          version,
          accountKeys,
          err: result.err,
          fee: BigInt(requiredSignatures) * BigInt(LAMPORTS_PER_SIGNATURE),
          logs: result.logs,
          unitsConsumed: result.unitsConsumed,
          pre,
          post: balanceSnapshot(accountKeys, toLedgerAccount),
        })
      }
      return result
    },
    simulate(wire) {
      const outcome = svm.simulateTransaction(decode(wire))
      if (outcome instanceof FailedTransactionMetadata) return toResult(outcome)
      return toResult(outcome.meta())
    },
    airdrop(to, amount) {
      const outcome = svm.airdrop(address(to), lamports(amount))
      if (!outcome) throw new Error('the airdrop was not processed')
      const result = toResult(outcome)
      record(result)
      return result
    },
    status: (signature) => statuses.get(signature),
    transaction: (signature) => history.get(signature),
    signaturesOf: (at, query) => history.ofAddress(at, query),
    account: toLedgerAccount,
    setAccount(account) {
      svm.setAccount({
        address: address(account.address),
        lamports: lamports(account.lamports),
        data: account.data,
        programAddress: address(account.owner),
        executable: account.executable,
        space: BigInt(account.data.length),
      })
    },
    accountsOf(program) {
      return svm.getProgramAccounts(address(program)).map((account) => ({
        address: account.address,
        lamports: BigInt(account.lamports),
        data: new Uint8Array(account.data),
        owner: account.programAddress,
        executable: account.executable,
      }))
    },
    rentExemptMinimum: (size) => svm.minimumBalanceForRentExemption(BigInt(size)),
    onStatus(signature, listener) {
      const known = statuses.get(signature)
      if (known) {
        listener(known)
        return () => undefined
      }
      let set = listeners.get(signature)
      if (!set) listeners.set(signature, (set = new Set()))
      set.add(listener)
      return () => set.delete(listener)
    },
  }
}

export type { Address }
