import bs58 from 'bs58'

/** The programs whose instructions move value, by their well-known addresses. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAMS: readonly string[] = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb']

/** One value movement of a landed Solana transaction: SOL between wallets, or a token between owners. */
export interface SolanaTransfer {
  /** The wallet that sent: the System transfer's source, or the source token account's owner. */
  from: string
  /** The wallet that received: the destination, or the destination token account's owner. */
  to: string
  /** The token's mint; undefined for SOL. */
  mint: string | undefined
  /** Base units (lamports for SOL). */
  amount: bigint
  /** 9 for SOL; the mint's decimals for a token. */
  decimals: number
}

/** A landed transaction as the stand-in keeps it. */
export interface SolanaParsedTransaction {
  signature: string
  slot: number
  /** Seconds since the epoch; undefined when the runtime gave none. */
  blockTime: number | undefined
  /** The fee payer (the first account key). */
  feePayer: string
  failed: boolean
  /** The transfers its top-level instructions make, in order (what they meant to move, when it failed). */
  transfers: SolanaTransfer[]
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isIndex = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value < 256
const isKey = (value: unknown): value is string => typeof value === 'string' && value.length >= 32 && value.length <= 44 && BASE58.test(value)

/** A token account's owner, mint and decimals, from the transaction's token balances (before or after). */
interface Holding {
  owner: string
  mint: string
  decimals: number
}

function holdingsOf(meta: Record<string, unknown>): Map<number, Holding> {
  const holdings = new Map<number, Holding>()
  for (const list of [meta.preTokenBalances, meta.postTokenBalances]) {
    if (!Array.isArray(list)) continue
    for (const entry of list.slice(0, 256)) {
      if (!isRecord(entry) || !isIndex(entry.accountIndex) || !isKey(entry.owner) || !isKey(entry.mint) || !isRecord(entry.uiTokenAmount)) continue
      const decimals = entry.uiTokenAmount.decimals
      if (!isIndex(decimals) || decimals > 18) continue
      holdings.set(entry.accountIndex, { owner: entry.owner, mint: entry.mint, decimals })
    }
  }
  return holdings
}

function u64(bytes: Uint8Array, offset: number): bigint | undefined {
  if (bytes.length < offset + 8) return undefined
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true)
}

function decodeData(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || value.length > 2048 || (value !== '' && !BASE58.test(value))) return undefined
  try {
    return bs58.decode(value)
  } catch {
    return undefined
  }
}

/** The transfer one instruction makes, or undefined when it moves no value (or is malformed). */
function transferOf(program: string, accounts: readonly string[], indexes: readonly number[], data: Uint8Array, holdings: Map<number, Holding>): SolanaTransfer | undefined {
  const at = (position: number) => indexes[position]
  if (program === SYSTEM_PROGRAM) {
    if (data.length < 4) return undefined
    const tag = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true)
    // 2: Transfer { lamports } [from, to]; 11: TransferWithSeed { lamports, seed, owner } [from, base, to].
    const toPosition = tag === 2 ? 1 : tag === 11 ? 2 : undefined
    const lamports = toPosition === undefined ? undefined : u64(data, 4)
    const from = accounts[at(0) ?? -1]
    const to = toPosition === undefined ? undefined : accounts[at(toPosition) ?? -1]
    if (lamports === undefined || !from || !to) return undefined
    return { from, to, mint: undefined, amount: lamports, decimals: 9 }
  }
  if (!TOKEN_PROGRAMS.includes(program)) return undefined
  // 3: Transfer { amount } [source, destination, authority]; 12: TransferChecked { amount, decimals } [source, mint, destination, authority].
  const tag = data[0]
  const destinationPosition = tag === 3 ? 1 : tag === 12 ? 2 : undefined
  const amount = destinationPosition === undefined ? undefined : u64(data, 1)
  const source = holdings.get(at(0) ?? -1)
  const destination = destinationPosition === undefined ? undefined : holdings.get(at(destinationPosition) ?? -1)
  if (amount === undefined || !source || !destination || source.mint !== destination.mint) return undefined
  if (tag === 12 && (accounts[at(1) ?? -1] !== source.mint || data[9] !== source.decimals)) return undefined
  return { from: source.owner, to: destination.owner, mint: source.mint, amount, decimals: source.decimals }
}

/**
 * Reads a `getTransaction` answer (`json` encoding) into the transfers its top-level instructions
 * make: System transfers (SOL) and SPL Token / Token-2022 Transfer and TransferChecked (the token
 * accounts' owners and mint from the token balances). Undefined when the answer is not a
 * transaction; malformed parts are skipped, never trusted.
 */
export function parseSolanaTransaction(signature: string, answer: unknown): SolanaParsedTransaction | undefined {
  if (!isRecord(answer) || !isRecord(answer.transaction) || !isRecord(answer.meta) || !isRecord(answer.transaction.message)) return undefined
  const { message } = answer.transaction
  const { meta } = answer
  if (!Array.isArray(message.accountKeys) || !Array.isArray(message.instructions) || message.accountKeys.length > 256) return undefined
  const loaded = isRecord(meta.loadedAddresses) ? meta.loadedAddresses : {}
  const accounts = [message.accountKeys, loaded.writable, loaded.readonly].flatMap((list) => (Array.isArray(list) ? list : []))
  if (!accounts.every(isKey) || accounts.length === 0 || accounts.length > 256) return undefined
  const holdings = holdingsOf(meta)
  const transfers: SolanaTransfer[] = []
  for (const instruction of message.instructions.slice(0, 64)) {
    if (!isRecord(instruction) || !isIndex(instruction.programIdIndex) || !Array.isArray(instruction.accounts) || !instruction.accounts.every(isIndex)) continue
    const program = accounts[instruction.programIdIndex]
    const data = decodeData(instruction.data)
    if (!program || !data) continue
    const transfer = transferOf(program, accounts, instruction.accounts as number[], data, holdings)
    if (transfer && transfer.amount > 0n) transfers.push(transfer)
  }
  const slot = answer.slot
  const blockTime = answer.blockTime
  return {
    signature,
    slot: typeof slot === 'number' && Number.isSafeInteger(slot) && slot >= 0 ? slot : 0,
    blockTime: typeof blockTime === 'number' && Number.isSafeInteger(blockTime) && blockTime >= 0 ? blockTime : undefined,
    feePayer: accounts[0] as string,
    failed: meta.err !== null && meta.err !== undefined,
    transfers,
  }
}
