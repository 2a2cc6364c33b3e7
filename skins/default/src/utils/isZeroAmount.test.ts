import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isZeroAmount } from './isZeroAmount.js'

describe('isZeroAmount', () => {
  it('is true for zero written any way an API writes decimals', () => {
    for (const zero of ['0', '0.0', '0.000000', '-0', '+0.00', '00', '.0', '0e18', ' 0 ']) expect(isZeroAmount(zero), zero).toBe(true)
  })

  it('is false for any amount above zero, however small, and for text that is no number', () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e30, noNaN: true }), (amount) => {
        expect(isZeroAmount(String(amount))).toBe(false)
        expect(isZeroAmount(amount.toFixed(20))).toBe(amount.toFixed(20).replace(/[0.]/g, '') === '')
      }),
    )
    for (const text of ['', '0x0', 'zero', 'NaN', '0.0001', '1e-18']) expect(isZeroAmount(text), text).toBe(false)
  })
})
