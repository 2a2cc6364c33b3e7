import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toDisplayUnits, toSmallestUnit } from './formatAmount.js'

describe('toDisplayUnits / toSmallestUnit', () => {
  it('converts exactly, without floats', () => {
    expect(toDisplayUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(toDisplayUnits('1', 18)).toBe('0.000000000000000001')
    expect(toDisplayUnits(0n, 9)).toBe('0')
    expect(toDisplayUnits(2n ** 256n - 1n, 18)).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935')
    expect(toSmallestUnit('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(toSmallestUnit('.25', 2)).toBe(25n)
    expect(toSmallestUnit('7', 0)).toBe(7n)
  })

  it('refuses what it cannot convert exactly', () => {
    expect(() => toSmallestUnit('0.123', 2)).toThrow(RangeError)
    expect(() => toSmallestUnit('1e5', 18)).toThrow(RangeError)
    expect(() => toSmallestUnit('', 18)).toThrow(RangeError)
    expect(() => toSmallestUnit('.', 18)).toThrow(RangeError)
    expect(() => toDisplayUnits('-1', 18)).toThrow(RangeError)
    expect(() => toDisplayUnits('01', 18)).toThrow(RangeError)
    expect(() => toDisplayUnits('9'.repeat(100), 18)).toThrow(RangeError)
    expect(() => toDisplayUnits(1n, 1.5)).toThrow(RangeError)
  })

  it('round-trips every amount at every precision', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.integer({ min: 0, max: 36 }), (amount, decimals) => {
        expect(toSmallestUnit(toDisplayUnits(amount, decimals), decimals)).toBe(amount)
      }),
    )
  })
})
