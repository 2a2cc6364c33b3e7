import { getBase58Decoder } from '@solana/kit'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { tokenAmountJson } from './encodeAccountJson.js'
import type { LedgerTokenBalance, LedgerTransaction } from './ledgerTransaction.js'
import { invalidParams, SolanaRpcError } from './solanaRpcError.js'

type Params = readonly unknown[]

/** Most signatures one `getSignaturesForAddress` call returns, as on a validator. */
const MAX_SIGNATURES = 1_000
/** Bytes to base58 text (kit's "decoder" reads bytes into a string). */
const base58 = getBase58Decoder()
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

function config(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function signature(value: unknown, name: string): string {
  if (typeof value !== 'string' || !SIGNATURE.test(value)) throw invalidParams(`${name} is not a base58 signature`)
  return value
}

function pubkey(value: unknown): string {
  try {
    if (typeof value !== 'string') throw new Error('not a string')
    return new PublicKey(value).toBase58()
  } catch {
    throw invalidParams('Invalid param: not a base58 public key')
  }
}

const tokenBalancesJson = (balances: readonly LedgerTokenBalance[]) =>
  balances.map((balance) => ({
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    programId: balance.programId,
    uiTokenAmount: tokenAmountJson(balance.amount, balance.decimals),
  }))

/** The transaction in the `json` encoding: account keys and instruction data in base58. */
function transactionJson(landed: LedgerTransaction) {
  const { signatures, message } = VersionedTransaction.deserialize(landed.wire)
  return {
    signatures: signatures.map((bytes) => base58.decode(bytes)),
    message: {
      accountKeys: landed.accountKeys,
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) => ({
        programIdIndex: instruction.programIdIndex,
        accounts: [...instruction.accountKeyIndexes],
        data: base58.decode(instruction.data),
        stackHeight: null,
      })),
      ...(landed.version !== 'legacy'
        ? {
            addressTableLookups: message.addressTableLookups.map((lookup) => ({
              accountKey: lookup.accountKey.toBase58(),
              writableIndexes: [...lookup.writableIndexes],
              readonlyIndexes: [...lookup.readonlyIndexes],
            })),
          }
        : {}),
    },
  }
}

/**
 * The history methods of a validator's JSON-RPC over the ledger's landed transactions:
 * `getSignaturesForAddress` (newest first, `limit`, `before`, `until`) and `getTransaction`
 * (`json` or `base64`, with the balances before and after, and the version rule of
 * `maxSupportedTransactionVersion`).
 */
export function createSolanaHistoryMethods(ledger: SolanaLedger): Record<string, (params: Params) => unknown> {
  return {
    getSignaturesForAddress(params) {
      const address = pubkey(params[0])
      const options = config(params, 1)
      const limit = options.limit ?? MAX_SIGNATURES
      if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_SIGNATURES) throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES}`)
      const before = options.before === undefined ? undefined : signature(options.before, 'before')
      const until = options.until === undefined ? undefined : signature(options.until, 'until')
      return ledger.signaturesOf(address, { limit, ...(before ? { before } : {}), ...(until ? { until } : {}) }).map((landed) => ({
        signature: landed.signature,
        slot: landed.slot,
        err: landed.err,
        memo: null,
        blockTime: landed.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction(params) {
      const landed = ledger.transaction(signature(params[0], 'signature'))
      const options = config(params, 1)
      const encoding = options.encoding ?? 'json'
      if (encoding !== 'json' && encoding !== 'base64') throw invalidParams(`unsupported encoding: ${String(encoding)} (json or base64)`)
      if (!landed) return null
      const supported = options.maxSupportedTransactionVersion
      if (landed.version !== 'legacy' && (typeof supported !== 'number' || supported < landed.version)) {
        throw new SolanaRpcError(
          -32015,
          `Transaction version (${landed.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${landed.version}`,
        )
      }
      return {
        slot: landed.slot,
        blockTime: landed.blockTime,
        ...(supported === undefined ? {} : { version: landed.version }),
        transaction: encoding === 'base64' ? [Buffer.from(landed.wire).toString('base64'), 'base64'] : transactionJson(landed),
        meta: {
          err: landed.err,
          status: landed.err === null ? { Ok: null } : { Err: landed.err },
          fee: Number(landed.fee),
          preBalances: landed.pre.lamports.map(Number),
          postBalances: landed.post.lamports.map(Number),
          preTokenBalances: tokenBalancesJson(landed.pre.tokens),
          postTokenBalances: tokenBalancesJson(landed.post.tokens),
          innerInstructions: [],
          logMessages: landed.logs,
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
          computeUnitsConsumed: landed.unitsConsumed,
        },
      }
    },
  }
}
