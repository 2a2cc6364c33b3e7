import { PorticoError } from '@portico/core'

/** One call of a `wallet_sendCalls` batch (EIP-5792). */
export interface WalletCall {
  to: string
  data?: string | undefined
  /** Amount in wei. */
  value?: bigint | undefined
}

/** A `wallet_sendCalls` batch that fails SPEC.md section 5's rules. */
export class InvalidSendCallsError extends PorticoError {
  override readonly name = 'InvalidSendCallsError'
  constructor(details: string) {
    super('Invalid wallet_sendCalls request', { code: 'INVALID_SEND_CALLS', category: 'VALIDATION_ERROR', details })
  }
}

/**
 * Checks a `wallet_sendCalls` batch (SPEC.md section 5): a non-empty list where each call has a
 * `to` starting with 0x and, when present, `data` starting with 0x.
 */
export function assertSendCalls(calls: unknown): asserts calls is readonly WalletCall[] {
  if (!Array.isArray(calls) || calls.length === 0) throw new InvalidSendCallsError('calls must be a non-empty list')
  calls.forEach((call: unknown, index) => {
    if (typeof call !== 'object' || call === null) throw new InvalidSendCallsError(`call ${index} is not an object`)
    const { to, data, value } = call as Record<string, unknown>
    if (typeof to !== 'string' || !to.startsWith('0x')) throw new InvalidSendCallsError(`call ${index}: to must start with 0x`)
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x'))) {
      throw new InvalidSendCallsError(`call ${index}: data must start with 0x`)
    }
    if (value !== undefined && (typeof value !== 'bigint' || value < 0n)) {
      throw new InvalidSendCallsError(`call ${index}: value must be a non-negative bigint`)
    }
  })
}

/** The `wallet_sendCalls` parameter (EIP-5792 version 2.0.0). */
export function toSendCallsParameter(params: { calls: readonly WalletCall[]; from: string; chainId: `0x${string}` }): Record<string, unknown> {
  return {
    version: '2.0.0',
    chainId: params.chainId,
    from: params.from,
    atomicRequired: false,
    calls: params.calls.map((call) => ({
      to: call.to,
      ...(call.data !== undefined ? { data: call.data } : {}),
      ...(call.value !== undefined ? { value: `0x${call.value.toString(16)}` } : {}),
    })),
  }
}
