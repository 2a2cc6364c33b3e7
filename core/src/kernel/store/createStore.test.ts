import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createStore, shallowEqual } from './createStore.js'
import { watchSelector } from './watchSelector.js'

describe('createStore', () => {
  it('keeps the snapshot identity when a shallow-equal value is set', () => {
    const store = createStore({ a: 1, b: 'x' })
    const first = store.getSnapshot()
    const listener = vi.fn()
    store.subscribe(listener)
    store.set({ a: 1, b: 'x' })
    store.patch({ a: 1 })
    expect(store.getSnapshot()).toBe(first)
    expect(listener).not.toHaveBeenCalled()
  })

  it('changes identity and notifies when content changes', () => {
    const store = createStore({ a: 1 })
    const first = store.getSnapshot()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.patch({ a: 2 })
    expect(store.getSnapshot()).not.toBe(first)
    expect(store.getSnapshot()).toEqual({ a: 2 })
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.patch({ a: 3 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('freezes snapshots so consumers cannot mutate shared state', () => {
    const store = createStore({ a: 1 })
    expect(() => {
      ;(store.getSnapshot() as { a: number }).a = 5
    }).toThrow(TypeError)
  })

  it('lets a listener unsubscribe another during notification without skipping the rest', () => {
    const store = createStore({ n: 0 })
    const calls: string[] = []
    let offB: () => void = () => undefined
    store.subscribe(() => {
      calls.push('a')
      offB()
    })
    offB = store.subscribe(() => calls.push('b'))
    store.patch({ n: 1 })
    expect(calls).toEqual(['a', 'b'])
    store.patch({ n: 2 })
    expect(calls).toEqual(['a', 'b', 'a'])
  })
})

describe('shallowEqual', () => {
  it('is reflexive and symmetric on records of primitives', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean())), fc.dictionary(fc.string(), fc.integer()), (a, b) => {
        expect(shallowEqual(a, { ...a })).toBe(true)
        expect(shallowEqual(a, b)).toBe(shallowEqual(b, a))
      }),
    )
  })

  it('compares arrays member by member', () => {
    const item = { x: 1 }
    expect(shallowEqual([item], [item])).toBe(true)
    expect(shallowEqual([item], [{ x: 1 }])).toBe(false)
    expect(shallowEqual([1], { 0: 1 })).toBe(false)
  })

  it('compares identical values, arrays and objects of one class one level deep', () => {
    const member = { deep: true }
    expect(shallowEqual(1, 1)).toBe(true)
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true)
    expect(shallowEqual([1, member], [1, member])).toBe(true)
    expect(shallowEqual({ a: 1, b: member }, { b: member, a: 1 })).toBe(true)
    expect(shallowEqual(Object.assign(Object.create(null) as object, { a: 1 }), { a: 1 })).toBe(true)
    expect(shallowEqual({ a: { deep: true } }, { a: { deep: true } })).toBe(false)
    expect(shallowEqual([1, 2], [1, 2, 3])).toBe(false)
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(shallowEqual({ a: undefined }, { b: undefined })).toBe(false)
    expect(shallowEqual([], {})).toBe(false)
    expect(shallowEqual(null, {})).toBe(false)
    expect(shallowEqual(new Date(0), {})).toBe(false)
  })

  it('holds for any copy of a flat object or array, and breaks on any changed member (property)', () => {
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

describe('watchSelector', () => {
  it('calls back only when the selected value changes', () => {
    const store = createStore({ a: 1, b: 1 })
    const onChange = vi.fn()
    const stop = watchSelector([store], () => store.getSnapshot().a, onChange)
    store.patch({ b: 2 })
    expect(onChange).not.toHaveBeenCalled()
    store.patch({ a: 5 })
    expect(onChange).toHaveBeenCalledWith(5, 1)
    stop()
    store.patch({ a: 6 })
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
