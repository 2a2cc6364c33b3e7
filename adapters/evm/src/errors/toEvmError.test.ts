import {
  ChainDisconnectedError,
  PorticoError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@portico/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rpcError } from '../../test/scriptedProvider.js'
import { toEvmError } from './toEvmError.js'

describe('toEvmError', () => {
  it.each([
    ['4001', rpcError(4001, 'User rejected the request.')],
    ['5000', rpcError(5000)],
    ['5002', rpcError(5002)],
    ['a rejection text without a code', new Error('MetaMask Tx Signature: User denied... user rejected transaction')],
    ['"User cancelled"', new Error('User cancelled the signing')],
    ['"user canceled" in data.originalError', rpcError(-32603, 'Internal error', { originalError: { message: 'user canceled' } })],
    ['a nested cause with 4001', Object.assign(new Error('wrapped'), { cause: { code: 4001 } })],
  ])('maps %s to UserRejectedRequestError', (_label, error) => {
    const typed = toEvmError(error)
    expect(typed).toBeInstanceOf(UserRejectedRequestError)
    expect(typed.shortMessage).toBe('User rejected the request')
    expect(typed.cause).toBe(error)
  })

  it.each([
    [4100, UnauthorizedProviderError],
    [4200, UnsupportedProviderMethodError],
    [4900, ProviderDisconnectedError],
    [4901, ChainDisconnectedError],
    [4902, UnrecognizedChainError],
  ] as const)('maps code %i to its class', (code, Class) => {
    const typed = toEvmError(rpcError(code, 'wallet says no'))
    expect(typed).toBeInstanceOf(Class)
    expect(typed.code).toBe(code)
    expect(typed.details).toBe('wallet says no')
  })

  it('keeps other codes and wraps uncoded errors, hostile ones included', () => {
    expect(toEvmError(rpcError(-32000, 'insufficient funds'))).toMatchObject({ code: -32000, shortMessage: 'insufficient funds' })
    expect(toEvmError('plain text')).toBeInstanceOf(ProviderRpcError)
    expect(toEvmError(undefined)).toMatchObject({ code: -32603, shortMessage: 'Unknown wallet error' })
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(toEvmError(hostile)).toBeInstanceOf(ProviderRpcError)
  })

  it('passes Portico errors through', () => {
    const error = new PorticoError('x', { code: 'X' })
    expect(toEvmError(error)).toBe(error)
  })
})

/** Values a wallet (or a page script posing as one) may throw that break naive readers. */
function hostileThrows(): [string, unknown][] {
  const boom = () => {
    throw new Error('hostile')
  }
  const revocable = Proxy.revocable({}, {})
  revocable.revoke()
  const cycle: Record<string, unknown> = { message: 'loop' }
  cycle.cause = cycle
  return [
    ['a Proxy whose traps all throw', new Proxy({}, { get: boom, has: boom, getPrototypeOf: boom, ownKeys: boom, getOwnPropertyDescriptor: boom })],
    ['a revoked Proxy', revocable.proxy],
    ['throwing getters', Object.defineProperties({}, { code: { get: boom }, message: { get: boom }, data: { get: boom }, cause: { get: boom } })],
    ['a Proxy with a throwing prototype trap', new Proxy(new Error('x'), { getPrototypeOf: boom })],
    ['a cycle', cycle],
  ]
}

describe('toEvmError on hostile and nested errors', () => {
  it.each(hostileThrows())('never throws on %s, and gives a typed error', (_label, value) => {
    expect(() => toEvmError(value)).not.toThrow()
    expect(toEvmError(value)).toBeInstanceOf(PorticoError)
  })

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true, withMap: true, withSet: true }), fc.nat({ max: 4 }), (value, index) => {
        expect(toEvmError(value)).toBeInstanceOf(PorticoError)
        expect(toEvmError({ code: -32603, cause: value, data: hostileThrows()[index]?.[1] })).toBeInstanceOf(PorticoError)
      }),
    )
  })

  it.each([
    ['data.originalError.code', { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } }],
    ['cause.code', Object.assign(new Error('wrapped'), { cause: { code: 4902 } })],
    ['error.code', { message: 'failed', error: { code: 4902 } }],
    ['a numeric text', { code: '4902', message: 'Unrecognized chain' }],
  ])('reads a wallet code nested in %s', (_where, error) => {
    expect(toEvmError(error)).toBeInstanceOf(UnrecognizedChainError)
  })

  it.each([
    ['error.code', { message: 'failed', error: { code: 4001 } }],
    ['a numeric text', { code: '4001', message: 'nope' }],
  ])('reads a rejection nested in %s', (_where, error) => {
    expect(toEvmError(error)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('keeps another nested code as the provider code', () => {
    expect(toEvmError({ message: 'execution reverted', error: { code: '-32000' } })).toMatchObject({ code: -32000 })
  })
})
