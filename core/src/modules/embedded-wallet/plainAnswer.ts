import type { Struct } from 'superstruct'

/**
 * Keys never copied out of an answer: assigned to an object (`Object.assign`, a spread into an
 * existing object, a deep merge) they reach its prototype, or every object's.
 */
const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype']

/** How deep an answer may nest (a JSON-RPC result is far shallower). */
const MAX_DEPTH = 64
/** The longest array copied (a structured clone may carry a sparse one of any length). */
const MAX_ITEMS = 1_000_000

/**
 * A copy of data posted by the frame, built of fresh plain objects and arrays: own enumerable
 * string keys only, never `__proto__`, `constructor` or `prototype`. Primitives are kept; other
 * objects the structured clone can carry (typed arrays, dates, maps) are kept as they are, since
 * no key of theirs is ever assigned. Throws (the caller rejects the answer) on a cycle, on
 * nesting deeper than 64, on a list longer than a million items, or when reading the value throws.
 */
export function plainCopy(value: unknown): unknown {
  return copy(value, new Set(), 0)
}

function copy(value: unknown, path: Set<object>, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (depth > MAX_DEPTH) throw new TypeError('The answer nests too deep')
  if (path.has(value)) throw new TypeError('The answer holds a cycle')
  if (Array.isArray(value) && value.length > MAX_ITEMS) throw new TypeError('The answer holds too long a list')
  const isArray = Array.isArray(value)
  const prototype = Object.getPrototypeOf(value) as unknown
  if (!isArray && prototype !== Object.prototype && prototype !== null) return value
  path.add(value)
  try {
    if (isArray) return Array.from(value as unknown[], (item) => copy(item, path, depth + 1))
    const fresh: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      if (PROTOTYPE_KEYS.includes(key)) continue
      fresh[key] = copy((value as Record<string, unknown>)[key], path, depth + 1)
    }
    return fresh
  } finally {
    path.delete(value)
  }
}

/** What is read of a superstruct struct to know its fields (public members of `Struct`). */
type Shape = Pick<Struct<unknown, unknown>, 'type' | 'schema'>

/**
 * A copy of `value`, already validated by `schema`, holding only the fields the schema names,
 * in fresh objects: an object struct (`type` or `object`) keeps its own known fields, an array
 * struct copies its items by the item struct, and anything else (a union, `unknown()`) is copied
 * by {@link plainCopy}. Never spreads or assigns the untrusted object itself.
 */
export function knownFieldsCopy(schema: Shape, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const fields = schema.schema as unknown
  if ((schema.type === 'type' || schema.type === 'object') && isFieldMap(fields)) {
    const fresh: Record<string, unknown> = {}
    for (const key of Object.keys(fields)) {
      if (PROTOTYPE_KEYS.includes(key) || !Object.prototype.hasOwnProperty.call(value, key)) continue
      const field = (value as Record<string, unknown>)[key]
      if (field !== undefined) fresh[key] = knownFieldsCopy(fields[key] as Shape, field)
    }
    return fresh
  }
  if (schema.type === 'array' && Array.isArray(value) && isStruct(fields)) {
    if (value.length > MAX_ITEMS) throw new TypeError('The answer holds too long a list')
    return Array.from(value as unknown[], (item) => knownFieldsCopy(fields, item))
  }
  return plainCopy(value)
}

function isStruct(value: unknown): value is Shape {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

function isFieldMap(value: unknown): value is Record<string, Shape> {
  return typeof value === 'object' && value !== null && Object.values(value).every(isStruct)
}
