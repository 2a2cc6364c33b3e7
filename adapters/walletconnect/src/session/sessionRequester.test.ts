import { PorticoError, ProviderRpcError } from '@portico/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RelayUnavailableError, toSessionError } from './sessionRequester.js'

const boom = () => {
  throw new Error('hostile')
}
const revoked = () => {
  const revocable = Proxy.revocable({}, {})
  revocable.revoke()
  return revocable.proxy
}

describe('toSessionError', () => {
  it('maps a wallet JSON-RPC error and a publishing failure, and passes Portico errors through', () => {
    expect(toSessionError({ code: 5000, message: 'User rejected.' })).toMatchObject({ code: 5000, shortMessage: 'User rejected.' })
    expect(toSessionError(new Error('Failed to publish payload, please try again.'))).toBeInstanceOf(RelayUnavailableError)
    const own = new PorticoError('mine', { code: 'X' })
    expect(toSessionError(own)).toBe(own)
    const plain = new Error('something else')
    expect(toSessionError(plain)).toBe(plain)
  })

  it('reads the code nested where wallets put it, and as numeric text', () => {
    expect(toSessionError({ message: 'failed', error: { code: 4001 } })).toMatchObject({ code: 4001 })
    expect(toSessionError({ message: 'failed', data: { originalError: { code: 4902 } } })).toMatchObject({ code: 4902 })
    expect(toSessionError({ code: '4100', message: 'Unauthorized' })).toBeInstanceOf(ProviderRpcError)
  })

  it.each([
    ['a revoked Proxy', revoked()],
    ['a Proxy with a throwing prototype trap', new Proxy(new Error('x'), { getPrototypeOf: boom })],
    ['a Proxy whose traps all throw', new Proxy({}, { get: boom, getPrototypeOf: boom, has: boom, ownKeys: boom })],
    ['throwing getters', Object.defineProperties({}, { code: { get: boom }, message: { get: boom } })],
  ])('never throws on %s', (_label, value) => {
    expect(() => toSessionError(value)).not.toThrow()
  })

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }), (value) => {
        toSessionError(value)
        toSessionError({ code: value, cause: revoked() })
      }),
    )
  })
})
