import { PorticoError, ProviderRpcError, UserRejectedRequestError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { SolanaTransactionFailedError } from './solanaErrors.js'
import { toSolanaError } from './toSolanaError.js'

describe('toSolanaError', () => {
  it('maps user rejections to UserRejectedRequestError', () => {
    expect(toSolanaError({ code: 4001, message: 'User rejected the request.' })).toBeInstanceOf(UserRejectedRequestError)
    expect(toSolanaError(new Error('User rejected the request'))).toBeInstanceOf(UserRejectedRequestError)
  })

  it('maps failed transactions and coded errors', () => {
    expect(toSolanaError(new Error('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1'))).toBeInstanceOf(SolanaTransactionFailedError)
    const coded = toSolanaError({ code: -32002, message: 'Node is behind' })
    expect(coded).toBeInstanceOf(ProviderRpcError)
    expect(coded.code).toBe(-32002)
    expect(toSolanaError('weird').code).toBe(-32603)
  })

  it('passes Portico errors through and survives hostile throws', () => {
    const own = new PorticoError('mine', { code: 'X', category: 'INTERNAL_SDK_ERROR' })
    expect(toSolanaError(own)).toBe(own)
    const hostile = new Proxy({}, { get: () => { throw new Error('trap') } })
    expect(toSolanaError(hostile)).toBeInstanceOf(PorticoError)
  })
})
