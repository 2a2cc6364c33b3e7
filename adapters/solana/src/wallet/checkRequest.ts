import { isSolanaAddress } from '@portico/core'
import { InvalidSolanaRequestError } from '../errors/solanaErrors.js'
import { checkPreflightCommitment } from './preflightCommitment.js'
import type { SolanaSendOptions } from './solanaCapabilities.js'

const DECIMAL = /^(0|[1-9][0-9]{0,19})$/
const MAX_U64 = 2n ** 64n - 1n
/** The largest serialized transaction a Solana packet carries. */
export const MAX_TRANSACTION_BYTES = 1232

/** A base58 address the request names. @throws InvalidSolanaRequestError */
export function checkAddress(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isSolanaAddress(value)) throw new InvalidSolanaRequestError(`${field} is not a Solana address`)
  return value
}

/** An amount in base units (lamports, token base units) as decimal text that fits in 64 bits. @throws InvalidSolanaRequestError */
export function checkAmount(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !DECIMAL.test(value) || BigInt(value) > MAX_U64) {
    throw new InvalidSolanaRequestError(`${field} must be a whole number of base units in decimal text`)
  }
  return BigInt(value)
}

/** A wire-format transaction the site hands in. @throws InvalidSolanaRequestError */
export function checkTransactionBytes(value: unknown, field = 'transaction'): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length === 0 || value.length > MAX_TRANSACTION_BYTES) {
    throw new InvalidSolanaRequestError(`${field} must be the wire-format bytes of a transaction (1 to ${MAX_TRANSACTION_BYTES})`)
  }
  return value
}

/** Sign-and-send options, checked; preflightCommitment against SPEC.md section 5's list. */
export function checkSendOptions(options: unknown): SolanaSendOptions {
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null) throw new InvalidSolanaRequestError('options must be an object')
  const { preflightCommitment, skipPreflight, maxRetries, minContextSlot, ...rest } = options as Record<string, unknown>
  const unknown = Object.keys(rest)
  if (unknown.length > 0) throw new InvalidSolanaRequestError(`unknown send option ${unknown[0]?.slice(0, 40)}`)
  const count = (value: unknown, field: string) => {
    if (value === undefined) return undefined
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new InvalidSolanaRequestError(`${field} must be a whole number`)
    return value
  }
  if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean') throw new InvalidSolanaRequestError('skipPreflight must be true or false')
  const checked: SolanaSendOptions = {}
  const commitment = checkPreflightCommitment(preflightCommitment)
  if (commitment !== undefined) checked.preflightCommitment = commitment
  if (skipPreflight !== undefined) checked.skipPreflight = skipPreflight
  const retries = count(maxRetries, 'maxRetries')
  if (retries !== undefined) checked.maxRetries = retries
  const slot = count(minContextSlot, 'minContextSlot')
  if (slot !== undefined) checked.minContextSlot = slot
  return checked
}

/**
 * Send options from core's `extra` (decimal text fields): preflightCommitment, skipPreflight
 * ('true' or 'false'), maxRetries and minContextSlot.
 */
export function sendOptionsFromExtra(extra: Readonly<Record<string, string>> | undefined): SolanaSendOptions {
  if (extra === undefined) return {}
  if (typeof extra !== 'object' || extra === null) throw new InvalidSolanaRequestError('extra must be an object')
  const { skipPreflight, maxRetries, minContextSlot, ...rest } = extra
  const whole = (value: string | undefined, field: string) => (value === undefined ? undefined : Number(checkAmount(value, field)))
  if (skipPreflight !== undefined && skipPreflight !== 'true' && skipPreflight !== 'false') throw new InvalidSolanaRequestError('skipPreflight must be true or false')
  return checkSendOptions({
    ...rest,
    ...(skipPreflight !== undefined ? { skipPreflight: skipPreflight === 'true' } : {}),
    ...(maxRetries !== undefined ? { maxRetries: whole(maxRetries, 'maxRetries') } : {}),
    ...(minContextSlot !== undefined ? { minContextSlot: whole(minContextSlot, 'minContextSlot') } : {}),
  })
}
