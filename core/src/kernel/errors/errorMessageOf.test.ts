import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorMessageOf, UNKNOWN_ERROR_MESSAGE } from './errorMessageOf.js'

describe('errorMessageOf', () => {
  it.each([
    [new Error('boom'), 'boom'],
    [new TypeError(''), 'TypeError'],
    [{ message: 'error-like' }, 'error-like'],
    ['plain text', 'plain text'],
    [42, '42'],
    [10n, '10'],
    [false, 'false'],
    ['', UNKNOWN_ERROR_MESSAGE],
    [undefined, UNKNOWN_ERROR_MESSAGE],
    [null, UNKNOWN_ERROR_MESSAGE],
    [{}, UNKNOWN_ERROR_MESSAGE],
    [{ message: 5 }, UNKNOWN_ERROR_MESSAGE],
    [Object.create(null), UNKNOWN_ERROR_MESSAGE],
  ])('reads %o as %j', (error, expected) => {
    expect(errorMessageOf(error)).toBe(expected)
  })

  it('never throws', () => {
    const hostile = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('no')
      },
    })
    expect(errorMessageOf(hostile)).toBe(UNKNOWN_ERROR_MESSAGE)
    expect(errorMessageOf(Symbol('s'))).toBe('Symbol(s)')
  })

  it('keeps any non-empty Error message (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (message) => {
        expect(errorMessageOf(new Error(message))).toBe(message)
        expect(errorMessageOf(message)).toBe(message)
      }),
    )
  })
})
