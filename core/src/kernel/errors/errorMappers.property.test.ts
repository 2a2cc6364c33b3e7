import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorMessageOf } from './errorMessageOf.js'
import { anythingHostile, hostileValues } from './hostileValues.testkit.js'
import { isPorticoError, PorticoError } from './PorticoError.js'
import { isUnrecognizedChainError } from './providerErrors.js'
import { isUserRejection, toUserRejectedError, UserRejectedRequestError } from './UserRejectedRequestError.js'
import { withErrorWrapping, wrapError } from './wrapError.js'

/**
 * The error helpers' contract: they classify anything a wallet or a library threw, and never
 * throw themselves (a mapper that throws replaces the wallet's error with its own TypeError).
 */
const MAPPERS: [string, (error: unknown) => unknown][] = [
  ['isUserRejection', isUserRejection],
  ['toUserRejectedError', toUserRejectedError],
  ['isUnrecognizedChainError', isUnrecognizedChainError],
  ['isPorticoError', isPorticoError],
  ['wrapError', wrapError],
  ['errorMessageOf', errorMessageOf],
]

describe('the error mappers are total', () => {
  describe.each(MAPPERS)('%s', (_name, mapper) => {
    it.each(hostileValues())('does not throw on %s', (_label, value) => {
      expect(() => mapper(value)).not.toThrow()
    })

    it('does not throw, whatever it is given (property)', () => {
      fc.assert(
        fc.property(anythingHostile, (make) => {
          mapper(make())
        }),
        { numRuns: 400 },
      )
    })
  })

  it('wrapError gives a Portico error that keeps a hostile original as its cause', () => {
    for (const [, value] of hostileValues()) {
      const wrapped = wrapError(value)
      expect(wrapped).toBeInstanceOf(PorticoError)
      expect(wrapped.cause).toBe(value)
    }
  })

  it('withErrorWrapping rethrows a hostile throw as a Portico error, never a TypeError of its own', async () => {
    for (const [, value] of hostileValues()) {
      const sync = withErrorWrapping(() => {
        throw value
      })
      expect(() => sync()).toThrow(PorticoError)
      const async = withErrorWrapping(() => Promise.reject(value))
      await expect(async()).rejects.toBeInstanceOf(PorticoError)
    }
  })

  it('toUserRejectedError answers undefined for hostile values without a rejection in them', () => {
    for (const [, value] of hostileValues()) expect(toUserRejectedError(value)).toBeUndefined()
  })
})

/** Codes as wallets send them: the code, or the code nested where a wrapper puts the wallet's. */
const nestings: [string, (code: unknown) => unknown][] = [
  ['code', (code) => ({ code })],
  ['data.originalError.code', (code) => ({ code: -32603, message: 'Internal error', data: { originalError: { code } } })],
  ['cause.code', (code) => Object.assign(new Error('wrapped'), { cause: { code } })],
  ['error.code', (code) => ({ message: 'request failed', error: { code } })],
  ['data.code', (code) => ({ code: -32603, data: { code } })],
  ['cause.error.data.originalError.code', (code) => ({ cause: { error: { data: { originalError: { code } } } } })],
]

describe('nested and textual codes', () => {
  it.each(nestings)('a user rejection is found in %s, as a number or a numeric string', (_where, nest) => {
    for (const code of [4001, 5000, 5002, '4001', '5000', '5002']) {
      expect(isUserRejection(nest(code))).toBe(true)
      expect(toUserRejectedError(nest(code))).toBeInstanceOf(UserRejectedRequestError)
    }
  })

  it.each(nestings)('an unknown chain is found in %s, as a number or a numeric string', (_where, nest) => {
    for (const code of [4902, '4902']) expect(isUnrecognizedChainError(nest(code))).toBe(true)
  })

  it('a code beside a throwing getter is still read', () => {
    const error = Object.defineProperty({ code: 4001 }, 'message', {
      get() {
        throw new Error('no')
      },
    })
    expect(isUserRejection(error)).toBe(true)
  })

  it.each([
    ['a code with spaces', ' 4001'],
    ['a code with a decimal point', '4001.0'],
    ['a code with a leading zero', '04001'],
    ['a code in hex', '0xfa1'],
    ['a word', 'user'],
    ['an empty text', ''],
    ['a code as a boxed number', Object(4001)],
    ['a fractional code', 4001.5],
  ])('refuses %s', (_label, code) => {
    for (const nest of nestings.map(([, each]) => each)) expect(isUserRejection(nest(code))).toBe(false)
  })

  it('stops beyond a bounded depth and on cycles (no code found, no hang)', () => {
    let deep: unknown = { code: 4001 }
    for (let level = 0; level < 20; level++) deep = { cause: deep }
    expect(isUserRejection(deep)).toBe(false)
    const cycle: Record<string, unknown> = {}
    cycle.error = { data: { originalError: cycle } }
    expect(isUserRejection(cycle)).toBe(false)
    expect(isUnrecognizedChainError(cycle)).toBe(false)
  })

  it('finds a rejection code at any depth up to the bound, in any nesting (property)', () => {
    const key = fc.constantFrom('cause', 'data', 'error', 'originalError')
    fc.assert(
      fc.property(fc.array(key, { maxLength: 4 }), fc.constantFrom(4001, 5000, 5002, '4001', '5000', '5002'), (path, code) => {
        const error = path.reduceRight<unknown>((inner, name) => ({ code: -32603, [name]: inner }), { code })
        expect(isUserRejection(error)).toBe(true)
      }),
    )
  })

  it('refuses other codes at any depth (property)', () => {
    const key = fc.constantFrom('cause', 'data', 'error', 'originalError')
    fc.assert(
      fc.property(fc.array(key, { maxLength: 4 }), fc.integer(), fc.boolean(), (path, code, asText) => {
        fc.pre(![4001, 5000, 5002].includes(code))
        const error = path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), { code: asText ? String(code) : code })
        expect(isUserRejection(error)).toBe(false)
      }),
    )
  })
})
