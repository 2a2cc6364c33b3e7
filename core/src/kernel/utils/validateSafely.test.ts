import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { number, object, string } from 'superstruct'
import { validateSafely } from './validateSafely.js'

const schema = object({ name: string(), size: number() })

describe('validateSafely', () => {
  it('returns the value when valid and the first failure path when not', () => {
    expect(validateSafely({ name: 'a', size: 1 }, schema)).toEqual({ ok: true, value: { name: 'a', size: 1 } })
    expect(validateSafely({ name: 'a', size: 'x' }, schema)).toMatchObject({ ok: false, path: 'size' })
    expect(validateSafely({ name: 'a', size: 1, extra: 1 }, schema)).toMatchObject({
      ok: false,
      path: 'extra',
      message: 'is not a known option',
    })
  })

  it('never throws, even on values superstruct cannot describe', () => {
    expect(validateSafely({ name: { toString: '' }, size: 1 }, schema).ok).toBe(false)
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (value) => {
        expect(() => validateSafely(value, schema)).not.toThrow()
      }),
    )
  })
})
