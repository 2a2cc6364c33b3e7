import { useRef } from 'react'
import { shallowEqual } from '@portico/core'

/**
 * The array from the previous render while its members are the same objects in the same order,
 * else the new one: a list of any length can then be one dependency of a memo or effect
 * (a dependency list itself must keep its length between renders).
 */
export function useSameArray<T>(items: readonly T[]): readonly T[] {
  const kept = useRef(items)
  if (!shallowEqual(kept.current, items)) kept.current = items
  return kept.current
}
