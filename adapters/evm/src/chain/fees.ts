import { PorticoError } from '@portico/core'

/** The default gas fee multiplier over the base fee (SPEC.md section 9). */
export const DEFAULT_GAS_FEE_MULTIPLIER = 1.2

/** 'baseFeeMultiplier must be greater than 1' (SPEC.md section 8). Like viem, exactly 1 is allowed. */
export class BaseFeeMultiplierError extends PorticoError {
  override readonly name = 'BaseFeeMultiplierError'
  constructor(options: { details?: string } = {}) {
    super('baseFeeMultiplier must be greater than 1', { code: 'BASE_FEE_MULTIPLIER', category: 'VALIDATION_ERROR', ...options })
  }
}

/** The chain has no base fee: 'The chain does not support EIP-1559 fees'. */
export class Eip1559FeesNotSupportedError extends PorticoError {
  override readonly name = 'Eip1559FeesNotSupportedError'
  constructor(options: { details?: string } = {}) {
    super('The chain does not support EIP-1559 fees', { code: 'EIP1559_NOT_SUPPORTED', category: 'NETWORK_ERROR', ...options })
  }
}

/** 'maxFeePerGas cannot be less than maxPriorityFeePerGas'. */
export class MaxFeePerGasTooLowError extends PorticoError {
  override readonly name = 'MaxFeePerGasTooLowError'
  constructor(options: { details?: string } = {}) {
    super('maxFeePerGas cannot be less than maxPriorityFeePerGas', { code: 'MAX_FEE_TOO_LOW', category: 'VALIDATION_ERROR', ...options })
  }
}

/** Legacy `gasPrice` given together with EIP-1559 fields. */
export class MixedFeeFieldsError extends PorticoError {
  override readonly name = 'MixedFeeFieldsError'
  constructor(options: { details?: string } = {}) {
    super('Cannot specify both gasPrice and maxFeePerGas or maxPriorityFeePerGas', {
      code: 'MIXED_FEE_FIELDS',
      category: 'VALIDATION_ERROR',
      ...options,
    })
  }
}

/** Fee fields of a transaction: legacy (`gasPrice`) or EIP-1559 (`maxFeePerGas`, `maxPriorityFeePerGas`). */
export interface FeeFields {
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** Checks a transaction's fee fields: no mixing of legacy and EIP-1559 fields, and maxFee ≥ priority fee. */
export function assertFeeFields(fees: FeeFields): void {
  const eip1559 = fees.maxFeePerGas !== undefined || fees.maxPriorityFeePerGas !== undefined
  if (fees.gasPrice !== undefined && eip1559) throw new MixedFeeFieldsError()
  for (const field of ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    const value = fees[field]
    if (value !== undefined && (typeof value !== 'bigint' || value < 0n)) {
      throw new PorticoError(`${field} must be a non-negative bigint`, { code: 'INVALID_FEE', category: 'VALIDATION_ERROR' })
    }
  }
  if (
    fees.maxFeePerGas !== undefined &&
    fees.maxPriorityFeePerGas !== undefined &&
    fees.maxFeePerGas < fees.maxPriorityFeePerGas
  ) {
    throw new MaxFeePerGasTooLowError({ details: `maxFeePerGas ${fees.maxFeePerGas}, maxPriorityFeePerGas ${fees.maxPriorityFeePerGas}` })
  }
}

/** `value × multiplier`, rounded up, in bigint arithmetic (the multiplier may have decimals). */
export function applyMultiplier(value: bigint, multiplier: number): bigint {
  const decimals = Math.min((String(multiplier).split('.')[1] ?? '').length, 12)
  const denominator = 10n ** BigInt(decimals)
  const numerator = BigInt(Math.round(multiplier * 10 ** decimals))
  return (value * numerator + denominator - 1n) / denominator
}

/** A JSON-RPC call to the chain. */
export type ChainRequest = (method: string, params: readonly unknown[]) => Promise<unknown>

export interface EstimateFeesPerGasParams {
  request: ChainRequest
  /** @default 1.2 */
  baseFeeMultiplier?: number
}

// Not viem's estimateFeesPerGas (issue 22, item 9): it computes the same sum, but takes the multiplier
// only from a chain object, lets NaN through to a RangeError, throws its own messages (not SPEC.md's),
// and would add 2.6 kB gzip (getBlock, formatBlock) to the lazy chain chunk; a wrapper making it keep
// SPEC.md's rules would be as long as this function.
/**
 * EIP-1559 fees for the next block: `maxFeePerGas = baseFee × multiplier + maxPriorityFeePerGas`,
 * with the priority fee from `eth_maxPriorityFeePerGas` (or `eth_gasPrice − baseFee` when the
 * node lacks it).
 * @throws BaseFeeMultiplierError when the multiplier is below 1
 * @throws Eip1559FeesNotSupportedError when the latest block has no base fee
 */
export async function estimateFeesPerGas(params: EstimateFeesPerGasParams): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  const multiplier = params.baseFeeMultiplier ?? DEFAULT_GAS_FEE_MULTIPLIER
  if (!Number.isFinite(multiplier) || multiplier < 1) throw new BaseFeeMultiplierError({ details: `got ${multiplier}` })
  const block = (await params.request('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: unknown } | null
  if (typeof block?.baseFeePerGas !== 'string') throw new Eip1559FeesNotSupportedError()
  const baseFee = BigInt(block.baseFeePerGas)
  let priority: bigint
  try {
    priority = BigInt((await params.request('eth_maxPriorityFeePerGas', [])) as string)
  } catch {
    const gasPrice = BigInt((await params.request('eth_gasPrice', [])) as string)
    priority = gasPrice > baseFee ? gasPrice - baseFee : 0n
  }
  return { maxFeePerGas: applyMultiplier(baseFee, multiplier) + priority, maxPriorityFeePerGas: priority }
}
