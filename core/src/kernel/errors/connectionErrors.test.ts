import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ChainAdapterNotFoundError,
  ConnectionFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  DisconnectChainsError,
  DisconnectFailedError,
  InvalidConnectionStatusError,
  ModalClosedError,
  SiwxConflictError,
} from './connectionErrors.js'
import { PorticoError } from './PorticoError.js'

describe('connection errors', () => {
  it.each([
    [ModalClosedError, 'Modal closed', 'MODAL_CLOSED'],
    [ConnectionRejectedError, 'Connection rejected', 'CONNECTION_REJECTED'],
    [ConnectionFailedError, 'Failed to connect', 'CONNECTION_FAILED'],
    [ConnectorNotFoundError, 'No connector found for connection', 'CONNECTOR_NOT_FOUND'],
    [DisconnectFailedError, 'Failed to disconnect', 'DISCONNECT_FAILED'],
    [ChainAdapterNotFoundError, 'Chain adapter not found', 'CHAIN_ADAPTER_NOT_FOUND'],
    [InvalidConnectionStatusError, 'Invalid connection status', 'INVALID_CONNECTION_STATUS'],
    [SiwxConflictError, 'Cannot set both `siweConfig` and `siwx` options', 'SIWX_CONFLICT'],
  ])('%o says %j with code %s', (ErrorClass, message, code) => {
    const cause = new Error('inner')
    const error = new ErrorClass({ cause })
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ message, shortMessage: message, code, cause, name: ErrorClass.name })
    expect(new ErrorClass({ details: 'more' }).message).toBe(`${message}\n\nDetails: more`)
  })
})

describe('DisconnectChainsError', () => {
  it('joins the reasons after the verbatim prefix and keeps every error', () => {
    const first = new Error('wallet gone')
    const errors = [first, 'timeout', { code: 4900 }]
    const error = new DisconnectChainsError(errors)
    expect(error.message).toBe('Failed to disconnect chains: wallet gone, timeout, Unknown error')
    expect(error.errors).toEqual(errors)
    expect(error.errors[0]).toBe(first)
    expect(error.cause).toBe(first)
    expect(error.code).toBe('DISCONNECT_CHAINS_FAILED')
  })

  it('does not follow later changes to the given array', () => {
    const errors: unknown[] = [new Error('a')]
    const error = new DisconnectChainsError(errors)
    errors.push(new Error('b'))
    expect(error.errors).toHaveLength(1)
  })

  it('always starts with the prefix and lists one reason per error (property)', () => {
    const reason = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !text.includes(', '))
    fc.assert(
      fc.property(fc.array(reason, { minLength: 1, maxLength: 5 }), (reasons) => {
        const error = new DisconnectChainsError(reasons.map((text) => new Error(text)))
        expect(error.message).toBe(`Failed to disconnect chains: ${reasons.join(', ')}`)
        expect(error.errors).toHaveLength(reasons.length)
      }),
    )
  })
})
