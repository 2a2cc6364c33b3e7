import { PublicKey } from '@solana/web3.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { createSolanaHistoryMethods } from './createSolanaHistoryMethods.js'
import { encodeAccountJson, tokenAmountJson } from './encodeAccountJson.js'
import { invalidParams, SolanaRpcError } from './solanaRpcError.js'
import { LAMPORTS_PER_SIGNATURE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaPrograms.js'
import { decodeMint, decodeTokenAccount } from './tokenLayouts.js'
import { describeTransactionError } from './transactionErrorJson.js'

/** The genesis hash the runtime reports; its first 32 characters are not any public cluster's. */
export const LOCAL_GENESIS_HASH = 'PorticoLocaLnet1111111111111111111111111111'
/** How many blocks a blockhash is said to stay valid, as on a validator. */
const BLOCKHASH_VALIDITY = 150
export { LAMPORTS_PER_SIGNATURE }

type Params = readonly unknown[]
export type SolanaRpcMethods = (method: string, params: Params) => unknown

function pubkey(value: unknown, name: string): string {
  try {
    if (typeof value !== 'string') throw new Error('not a string')
    return new PublicKey(value).toBase58()
  } catch {
    throw invalidParams(`${name} is not a base58 public key`)
  }
}

function config(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function wireBytes(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('expected an encoded transaction')
  if (encoding !== undefined && encoding !== 'base64') throw invalidParams('only base64 encoding is supported')
  return new Uint8Array(Buffer.from(value, 'base64'))
}

/**
 * The JSON-RPC methods of the local runtime, answering with the shapes a validator gives the
 * methods `@solana/web3.js` 1.x calls: balances, blockhashes, slots, sending and simulating,
 * signature statuses, airdrops, accounts (base64 or jsonParsed), rent, fees, token accounts, and
 * the history of landed transactions (signatures per address, each transaction with its balances).
 */
export function createSolanaRpcMethods(ledger: SolanaLedger): SolanaRpcMethods {
  const context = () => ({ slot: ledger.slot(), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  const tokenAccountsByOwner = (params: Params) => {
    const owner = pubkey(params[0], 'owner')
    const filter = config(params, 1)
    const encoding = config(params, 2).encoding
    let programs: string[]
    let mint: string | undefined
    if (filter.mint !== undefined) {
      mint = pubkey(filter.mint, 'mint')
      const mintAccount = ledger.account(mint)
      programs = mintAccount ? [mintAccount.owner] : []
    } else if (filter.programId !== undefined) {
      const program = pubkey(filter.programId, 'programId')
      if (program !== TOKEN_PROGRAM_ID && program !== TOKEN_2022_PROGRAM_ID) throw invalidParams('unrecognized token program id')
      programs = [program]
    } else {
      throw invalidParams('expected a mint or programId filter')
    }
    const value = programs
      .flatMap((program) => ledger.accountsOf(program))
      .filter((account) => {
        const holding = decodeTokenAccount(account.data)
        return holding !== undefined && holding.owner === owner && (mint === undefined || holding.mint === mint)
      })
      .map((account) => ({ pubkey: account.address, account: encodeAccountJson(ledger, account, encoding) }))
    return withContext(value)
  }

  const methods: Record<string, (params: Params) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => LOCAL_GENESIS_HASH,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getEpochInfo: () => ({ absoluteSlot: ledger.slot(), blockHeight: ledger.slot(), epoch: 0, slotIndex: ledger.slot(), slotsInEpoch: 432_000, transactionCount: null }),
    getLatestBlockhash: () => withContext({ blockhash: ledger.blockhash(), lastValidBlockHeight: ledger.slot() + BLOCKHASH_VALIDITY }),
    isBlockhashValid: () => withContext(true),
    getBalance: (params) => withContext(Number(ledger.account(pubkey(params[0], 'address'))?.lamports ?? 0n)),
    getAccountInfo: (params) => {
      const account = ledger.account(pubkey(params[0], 'address'))
      return withContext(account ? encodeAccountJson(ledger, account, config(params, 1).encoding) : null)
    },
    getMultipleAccounts: (params) => {
      if (!Array.isArray(params[0]) || params[0].length > 100) throw invalidParams('expected at most 100 addresses')
      const encoding = config(params, 1).encoding
      return withContext(
        params[0].map((entry, index) => {
          const account = ledger.account(pubkey(entry, `address ${index}`))
          return account ? encodeAccountJson(ledger, account, encoding) : null
        }),
      )
    },
    getMinimumBalanceForRentExemption: (params) => {
      const size = params[0]
      if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0 || size > 10 * 1024 * 1024) throw invalidParams('expected a data size')
      return Number(ledger.rentExemptMinimum(size))
    },
    getFeeForMessage: (params) => {
      const message = wireBytes(params[0], undefined)
      // A versioned message starts with 0x80 | version; its header follows.
      const header = message[0] !== undefined && message[0] >= 0x80 ? message[1] : message[0]
      if (header === undefined) throw invalidParams('empty message')
      return withContext(header * LAMPORTS_PER_SIGNATURE)
    },
    getRecentPrioritizationFees: () => [{ slot: ledger.slot(), prioritizationFee: 0 }],
    requestAirdrop: (params) => {
      const amount = params[1]
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) throw invalidParams('expected a lamport amount')
      const result = ledger.airdrop(pubkey(params[0], 'address'), BigInt(amount))
      if (result.err !== null) throw new SolanaRpcError(-32603, `airdrop failed: ${describeTransactionError(result.err)}`)
      return result.signature
    },
    sendTransaction: (params) => {
      const options = config(params, 1)
      const result = ledger.send(wireBytes(params[0], options.encoding), { landFailed: options.skipPreflight === true })
      if (result.err !== null && options.skipPreflight !== true) {
        throw new SolanaRpcError(-32002, `Transaction simulation failed: ${describeTransactionError(result.err)}`, {
          accounts: null,
          err: result.err,
          logs: result.logs,
          unitsConsumed: result.unitsConsumed,
        })
      }
      return result.signature
    },
    simulateTransaction: (params) => {
      const options = config(params, 1)
      const result = ledger.simulate(wireBytes(params[0], options.encoding))
      return withContext({ err: result.err, logs: result.logs, accounts: null, unitsConsumed: result.unitsConsumed, returnData: null })
    },
    getSignatureStatuses: (params) => {
      if (!Array.isArray(params[0]) || params[0].length > 256) throw invalidParams('expected at most 256 signatures')
      return withContext(
        params[0].map((signature) => {
          const status = typeof signature === 'string' ? ledger.status(signature) : undefined
          if (!status) return null
          return { slot: status.slot, confirmations: null, err: status.err, status: status.err === null ? { Ok: null } : { Err: status.err }, confirmationStatus: 'finalized' }
        }),
      )
    },
    getTokenAccountsByOwner: tokenAccountsByOwner,
    getTokenAccountBalance: (params) => {
      const account = ledger.account(pubkey(params[0], 'token account'))
      const holding = account ? decodeTokenAccount(account.data) : undefined
      if (!holding) throw invalidParams('Invalid param: not a Token account')
      const mintAccount = ledger.account(holding.mint)
      const mint = mintAccount ? decodeMint(mintAccount.data) : undefined
      if (!mint) throw invalidParams('Invalid param: the mint could not be read')
      return withContext(tokenAmountJson(holding.amount, mint.decimals))
    },
    getTokenSupply: (params) => {
      const account = ledger.account(pubkey(params[0], 'mint'))
      const mint = account ? decodeMint(account.data) : undefined
      if (!mint) throw invalidParams('Invalid param: not a Token mint')
      return withContext(tokenAmountJson(mint.supply, mint.decimals))
    },
    ...createSolanaHistoryMethods(ledger),
  }

  return (method, params) => {
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!run) throw new SolanaRpcError(-32601, 'Method not found')
    return run(params)
  }
}
