import { isEvmAddress, PorticoError } from '@portico/core'
import { assertFeeFields, type FeeFields } from '../chain/fees.js'

/** The transaction fields the adapter sends; amounts in wei. */
export interface TransactionFields extends FeeFields {
  from: string
  to: string
  value: bigint
  data?: string | undefined
  gas?: bigint | undefined
}

const HEX_DATA = /^0x(?:[0-9a-f]{2})*$/i

function invalid(message: string, code: string): PorticoError {
  return new PorticoError(message, { code, category: 'VALIDATION_ERROR' })
}

function isPrefixedAddress(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('0x') && isEvmAddress(value)
}

/**
 * Checks a transaction before any wallet sees it (0x addresses, hex data, a non-negative bigint
 * value, and the fee rules of SPEC.md section 8) and returns it as the JSON-RPC transaction
 * object, quantities as hex.
 */
export function toTransactionRequest(fields: TransactionFields): Record<string, string> {
  assertFeeFields(fields)
  if (!isPrefixedAddress(fields.from) || !isPrefixedAddress(fields.to)) throw invalid('Invalid transaction address', 'INVALID_ADDRESS')
  if (fields.data !== undefined && (typeof fields.data !== 'string' || !HEX_DATA.test(fields.data))) {
    throw invalid('Transaction data must be 0x-prefixed hex', 'INVALID_DATA')
  }
  const request: Record<string, string> = { from: fields.from, to: fields.to }
  for (const field of ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    const value = fields[field]
    if (value === undefined && field !== 'value') continue
    if (typeof value !== 'bigint' || value < 0n) throw invalid(`${field} must be a non-negative bigint`, 'INVALID_QUANTITY')
    request[field] = `0x${value.toString(16)}`
  }
  if (fields.data !== undefined) request.data = fields.data
  return request
}
