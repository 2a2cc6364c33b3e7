import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PorticoError } from './PorticoError.js'
import {
  ChainDisconnectedError,
  ChainNotSupportedError,
  InvalidChainError,
  isUnrecognizedChainError,
  ProviderDisconnectedError,
  ProviderNotFoundError,
  ProviderRpcError,
  SwitchChainNotSupportedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from './providerErrors.js'

describe('ProviderRpcError', () => {
  it('is EIP-1193 shaped: numeric code, message, data', () => {
    const error = new ProviderRpcError(-32000, 'Execution reverted', { data: { reason: 'x' } })
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: -32000,
      message: 'Execution reverted',
      data: { reason: 'x' },
      category: 'WALLET_ERROR',
    })
  })

  it.each([
    [UnauthorizedProviderError, 4100, 'UnauthorizedProviderError'],
    [UnsupportedProviderMethodError, 4200, 'UnsupportedProviderMethodError'],
    [ProviderDisconnectedError, 4900, 'ProviderDisconnectedError'],
    [ChainDisconnectedError, 4901, 'ChainDisconnectedError'],
    [UnrecognizedChainError, 4902, 'UnrecognizedChainError'],
    [InvalidChainError, 32603, 'InvalidChainError'],
  ])('%o has code %i', (ErrorClass, code, name) => {
    const cause = new Error('inner')
    const error = new ErrorClass({ cause })
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code, name, cause, category: 'WALLET_ERROR' })
    expect(error.message.length).toBeGreaterThan(0)
  })
})

describe('isUnrecognizedChainError', () => {
  it.each([
    { code: 4902 },
    { code: 32603 },
    new UnrecognizedChainError(),
    { code: -32603, data: { originalError: { code: 4902 } } },
  ])('recognises %o', (error) => {
    expect(isUnrecognizedChainError(error)).toBe(true)
  })

  it('refuses any other code (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (code, inner) => {
        fc.pre(![4902, 32603].includes(code) && ![4902, 32603].includes(inner))
        expect(isUnrecognizedChainError({ code, data: { originalError: { code: inner } } })).toBe(false)
      }),
    )
    expect(isUnrecognizedChainError(undefined)).toBe(false)
    expect(isUnrecognizedChainError('4902')).toBe(false)
  })
})

describe('wallet errors', () => {
  it('keep the SPEC messages verbatim', () => {
    expect(new ChainNotSupportedError()).toMatchObject({
      message: 'Chain is not supported',
      code: 'CHAIN_NOT_SUPPORTED',
    })
    expect(new ProviderNotFoundError()).toMatchObject({ message: 'Provider not found.', code: 'PROVIDER_NOT_FOUND' })
    expect(new SwitchChainNotSupportedError().shortMessage).toBe(
      'This wallet does not support programmatic chain switching.',
    )
    expect(new SwitchChainNotSupportedError({ walletName: 'Alpha' })).toMatchObject({
      shortMessage: 'Alpha does not support programmatic chain switching.',
      code: 'SWITCH_CHAIN_NOT_SUPPORTED',
      category: 'WALLET_ERROR',
    })
  })

  it('keep a cause and details', () => {
    const cause = new Error('inner')
    const error = new ChainNotSupportedError({ cause, details: 'eip155:999' })
    expect(error.cause).toBe(cause)
    expect(error.message).toBe('Chain is not supported\n\nDetails: eip155:999')
  })
})
