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
