import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeAmountInput } from './amountInput.js'

const typed = fc.string({ unit: fc.constantFrom(...'0123456789.,0-e+ a'.split('')), maxLength: 50 })
const anything = fc.oneof(typed, fc.string({ maxLength: 50 }))
const limits = fc.record({
  maxIntegerDigits: fc.integer({ min: 1, max: 20 }),
  maxDecimals: fc.integer({ min: 0, max: 20 }),
})

describe('sanitizeAmountInput', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['1,5', '1.5'],
    ['1.2.3', '1.23'],
    ['1,2,3', '1.23'],
    ['007', '7'],
    ['000', '0'],
    ['0', '0'],
    ['00.5', '0.5'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['5.', '5.'],
    ['abc', ''],
    ['-1e5', '15'],
    [' 1 000,25 ', '1000.25'],
    ['1234567890123456', '123456789012'],
    ['0.1234567890123456789012', '0.123456789012345678'],
    ['000000000000000001', '1'],
  ])('turns %j into %j', (raw, expected) => {
    expect(sanitizeAmountInput(raw)).toBe(expected)
  })

  it('honours custom limits', () => {
    expect(sanitizeAmountInput('12345.6789', { maxIntegerDigits: 3, maxDecimals: 2 })).toBe('123.67')
    expect(sanitizeAmountInput('12.5', { maxDecimals: 0 })).toBe('12')
    expect(sanitizeAmountInput('.5', { maxDecimals: 0 })).toBe('0')
  })

  it.each([{ maxIntegerDigits: 0 }, { maxIntegerDigits: 1.5 }, { maxDecimals: -1 }, { maxDecimals: Number.NaN }])(
    'refuses the limits %j',
    (options) => {
      expect(() => sanitizeAmountInput('1', options)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
    },
  )

  it('always returns digits with at most one point, within the limits (property)', () => {
    fc.assert(
      fc.property(anything, limits, (raw, options) => {
        const out = sanitizeAmountInput(raw, options)
        expect(out).toMatch(/^\d*(\.\d*)?$/)
        const [integer = '', decimals = ''] = out.split('.')
        expect(integer.length).toBeLessThanOrEqual(options.maxIntegerDigits)
        expect(decimals.length).toBeLessThanOrEqual(options.maxDecimals)
        expect(integer === '0' || !integer.startsWith('0')).toBe(true)
        if (out.includes('.')) expect(integer).not.toBe('')
      }),
    )
  })

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(anything, limits, (raw, options) => {
        const once = sanitizeAmountInput(raw, options)
        expect(sanitizeAmountInput(once, options)).toBe(once)
      }),
    )
  })

  it('keeps the numeric value of a clean amount within the limits (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }),
        fc.stringMatching(/^\d{0,18}$/),
        (integer, decimals) => {
          const raw = decimals ? `${integer},${decimals}` : `${integer}`
          expect(sanitizeAmountInput(raw)).toBe(decimals ? `${integer}.${decimals}` : `${integer}`)
        },
      ),
    )
  })
})
