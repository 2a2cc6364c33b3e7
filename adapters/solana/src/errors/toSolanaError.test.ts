import { PorticoError, ProviderRpcError, UserRejectedRequestError } from '@portico/core'
import fc from 'fast-check'
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

describe('toSolanaError on hostile and nested errors', () => {
  const boom = () => {
    throw new Error('hostile')
  }
  const revoked = () => {
    const revocable = Proxy.revocable({}, {})
    revocable.revoke()
    return revocable.proxy
  }

  it.each([
    ['a revoked Proxy', revoked()],
    ['a Proxy with a throwing prototype trap', new Proxy(new Error('x'), { getPrototypeOf: boom })],
    ['a Proxy whose traps all throw', new Proxy({}, { get: boom, getPrototypeOf: boom, has: boom, ownKeys: boom })],
    ['a revoked Proxy as cause', { code: -32603, cause: revoked() }],
  ])('never throws on %s', (_label, value) => {
    expect(toSolanaError(value)).toBeInstanceOf(PorticoError)
  })

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }), (value) => {
        expect(toSolanaError(value)).toBeInstanceOf(PorticoError)
        expect(toSolanaError({ error: value, cause: revoked() })).toBeInstanceOf(PorticoError)
      }),
    )
  })

  it('reads codes nested where wallets put them, and as numeric text', () => {
    expect(toSolanaError({ message: 'failed', error: { code: 4001 } })).toBeInstanceOf(UserRejectedRequestError)
    expect(toSolanaError({ code: '4001' })).toBeInstanceOf(UserRejectedRequestError)
    expect(toSolanaError({ message: 'Node is behind', data: { originalError: { code: -32002 } } }).code).toBe(-32002)
    expect(toSolanaError({ message: 'Node is behind', code: '-32002' }).code).toBe(-32002)
  })
})
