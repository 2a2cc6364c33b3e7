import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorChain, errorCodeOf, errorCodesOf, isInstanceOf, readField, toErrorCode } from './errorCodeOf.js'
import { anythingHostile, bottomlessProxy, hostileValues, revokedProxy } from './hostileValues.testkit.js'

describe('toErrorCode', () => {
  it.each([
    [4001, 4001],
    ['4001', 4001],
    ['-32603', -32603],
    ['0', 0],
    [-32000, -32000],
  ])('reads %j as %i', (value, code) => {
    expect(toErrorCode(value)).toBe(code)
  })

  it.each([' 4001', '4001 ', '04001', '+4001', '4001.0', '0x1', '1e3', '', '-', '99999999999', 4001.5, Number.NaN, Infinity, 2 ** 60, Object(4001), null, undefined, true])(
    'refuses %j',
    (value) => {
      expect(toErrorCode(value)).toBeUndefined()
    },
  )

  it('agrees with Number on every text it accepts (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)), (text) => {
        const code = toErrorCode(text)
        if (code !== undefined) expect(String(code)).toBe(text)
      }),
    )
  })
})

describe('errorCodeOf', () => {
  it('reads the code where wallets put it, outermost first', () => {
    expect(errorCodeOf({ code: 4001 })).toBe(4001)
    expect(errorCodeOf({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(-32603)
    expect(errorCodesOf({ code: -32603, data: { originalError: { code: 4902 } } })).toEqual([-32603, 4902])
    expect(errorCodeOf({ message: 'x', error: { code: '4100' } })).toBe(4100)
    expect(errorCodeOf(new Error('x', { cause: { code: 4200 } }))).toBe(4200)
    expect(errorCodeOf('4001')).toBeUndefined()
    expect(errorCodeOf(undefined)).toBeUndefined()
  })

  it('prefers a code of `preferred` wherever it is, then the outermost', () => {
    expect(errorCodeOf({ code: -32603, data: { originalError: { code: 4902 } } }, [4902])).toBe(4902)
    expect(errorCodeOf({ code: -32603, cause: { code: 1 } }, [4902])).toBe(-32603)
  })

  it('looks at a bounded number of objects: cycles, endless chains and wide trees end', () => {
    const cycle: Record<string, unknown> = { code: 1 }
    cycle.cause = cycle
    expect(errorChain(cycle)).toHaveLength(1)
    expect(errorChain(bottomlessProxy()).length).toBeLessThanOrEqual(32)
    let deep: unknown = { code: 7 }
    for (let level = 0; level < 10; level++) deep = { cause: deep }
    expect(errorCodeOf(deep)).toBeUndefined()
  })

  it.each(hostileValues())('never throws on %s', (_label, value) => {
    expect(() => errorCodeOf(value)).not.toThrow()
    expect(() => errorChain(value)).not.toThrow()
  })

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(anythingHostile, (make) => {
        const value = make()
        errorCodeOf(value, [4001])
        for (const each of errorChain(value)) readField(each, 'message')
      }),
      { numRuns: 400 },
    )
  })
})

describe('readField and isInstanceOf', () => {
  it('answer undefined and false where asking throws', () => {
    expect(readField(revokedProxy(), 'code')).toBeUndefined()
    expect(isInstanceOf(revokedProxy(), Error)).toBe(false)
    expect(readField({ code: 1 }, 'code')).toBe(1)
    expect(isInstanceOf(new TypeError('x'), Error)).toBe(true)
  })
})
