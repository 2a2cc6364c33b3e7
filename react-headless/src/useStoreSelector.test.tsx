import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shallowEqual } from '@portico/core'
import { useStoreSelector } from './useStoreSelector.js'

/** A minimal `{ getSnapshot, subscribe }` store, as core's controllers are. */
function createCounterStore() {
  let snapshot = { count: 0, label: 'a' }
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next: Partial<typeof snapshot>) {
      snapshot = { ...snapshot, ...next }
      for (const listener of listeners) listener()
    },
    get listenerCount() {
      return listeners.size
    },
  }
}

describe('useStoreSelector', () => {
  it('returns the selection and re-renders only when it changes (shallow by default)', () => {
    const store = createCounterStore()
    let renders = 0
    const { result, unmount } = renderHook(() => {
      renders += 1
      return useStoreSelector(store, (state) => ({ count: state.count }))
    })
    expect(result.current).toEqual({ count: 0 })
    const first = result.current

    act(() => store.set({ label: 'b' }))
    expect(renders).toBe(1)
    expect(result.current).toBe(first)

    act(() => store.set({ count: 1 }))
    expect(renders).toBe(2)
    expect(result.current).toEqual({ count: 1 })

    unmount()
    expect(store.listenerCount).toBe(0)
  })

  it('takes a custom equality', () => {
    const store = createCounterStore()
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      // Only even counts matter to this reader.
      return useStoreSelector(store, (state) => state.count, (a, b) => a % 2 === b % 2)
    })
    act(() => store.set({ count: 2 }))
    expect(renders).toBe(1)
    expect(result.current).toBe(0)
    act(() => store.set({ count: 3 }))
    expect(renders).toBe(2)
    expect(result.current).toBe(3)
    expect(shallowEqual(result.current, 3)).toBe(true)
  })
})
