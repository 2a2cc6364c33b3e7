import { PorticoError, ProviderRpcError, UserRejectedRequestError, errorCodeOf, isPorticoError, isUserRejection } from '@portico/core'
import { SolanaTransactionFailedError } from './solanaErrors.js'

/** A field of a thrown value, read defensively (a hostile object may throw from a getter). */
function field(error: unknown, name: 'message' | 'data'): unknown {
  try {
    return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined
  } catch {
    return undefined
  }
}

function messageOf(error: unknown): string {
  const message = typeof error === 'string' ? error : field(error, 'message')
  return typeof message === 'string' && message.length > 0 ? message.slice(0, 500) : 'Unknown wallet error'
}

const TRANSACTION_FAILURE = /simulation failed|transaction failed|insufficient (funds|lamports)|blockhash not found/i

/**
 * Maps what a Wallet Standard wallet (or the Solana RPC behind it) threw to core's typed errors:
 * a user rejection (4001, 5000, a rejection text, also nested) to UserRejectedRequestError; a
 * failed preflight or transaction to SolanaTransactionFailedError; another coded error to a
 * ProviderRpcError with the wallet's code (also nested, `data.originalError.code`, `cause.code`,
 * `error.code`, or written as text); anything else to ProviderRpcError -32603. Portico errors pass
 * through unchanged. Never throws, whatever it is given.
 */
export function toSolanaError(error: unknown): PorticoError {
  if (isPorticoError(error)) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  const message = messageOf(error)
  if (TRANSACTION_FAILURE.test(message)) return new SolanaTransactionFailedError({ cause: error, details: message })
  const data = field(error, 'data')
  return new ProviderRpcError(errorCodeOf(error) ?? -32603, message, { cause: error, data })
}
