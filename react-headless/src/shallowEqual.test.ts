import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shallowEqual } from './shallowEqual.js'

describe('shallowEqual', () => {
  it('compares identical values, arrays and plain objects one level deep', () => {
    const member = { deep: true }
    expect(shallowEqual(1, 1)).toBe(true)
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true)
    expect(shallowEqual([1, member], [1, member])).toBe(true)
    expect(shallowEqual({ a: 1, b: member }, { b: member, a: 1 })).toBe(true)
    expect(shallowEqual({ a: { deep: true } }, { a: { deep: true } })).toBe(false)
    expect(shallowEqual([1, 2], [1, 2, 3])).toBe(false)
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(shallowEqual({ a: undefined }, { b: undefined })).toBe(false)
    expect(shallowEqual([], {})).toBe(false)
    expect(shallowEqual(null, {})).toBe(false)
    expect(shallowEqual(new Date(0), { })).toBe(false)
  })

  it('holds for any copy of a flat object or array, and breaks on any changed member', () => {
    const value = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(undefined), fc.constant(null))
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value), (record) => {
        expect(shallowEqual(record, { ...record })).toBe(true)
        expect(shallowEqual(Object.values(record), [...Object.values(record)])).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer(), { minKeys: 1 }), (record) => {
        const key = Object.keys(record)[0] as string
        expect(shallowEqual(record, { ...record, [key]: `${record[key]}!` })).toBe(false)
      }),
    )
  })
})
