/** How deep nested values are written before they are replaced by '[Truncated]'. */
const MAX_DEPTH = 10
/** How many objects are written at most, so shared references cannot blow the output up. */
const MAX_OBJECTS = 5_000

interface Walk {
  ancestors: Set<object>
  objects: number
}

/**
 * Writes any value as JSON text without throwing: circular references become '[Circular]',
 * bigints become '<digits>n', Errors become `{ name, message, code?, stack?, cause? }`, Maps and
 * Sets become arrays, functions and symbols become descriptive text, `undefined` becomes null
 * inside arrays and is left out of objects, non-finite numbers become text, and values deeper
 * than 10 levels (or beyond 5,000 objects) become '[Truncated]'. A value whose reading throws
 * (a getter, a `toJSON`, a revoked proxy) is written as '[Unserializable]'.
 */
export function safeSerialize(value: unknown): string {
  return JSON.stringify(toJsonValue(value, { ancestors: new Set(), objects: 0 }, 0)) ?? 'null'
}

function toJsonValue(value: unknown, walk: Walk, depth: number): unknown {
  try {
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value
      case 'number':
        return Number.isFinite(value) ? value : String(value)
      case 'bigint':
        return `${value}n`
      case 'undefined':
        return undefined
      case 'symbol':
        return value.toString()
      case 'function':
        return `[Function ${value.name || 'anonymous'}]`
    }
    if (value === null) return null
    const object = value as object
    if (walk.ancestors.has(object)) return '[Circular]'
    if (depth >= MAX_DEPTH || walk.objects >= MAX_OBJECTS) return '[Truncated]'
    walk.objects++
    walk.ancestors.add(object)
    try {
      return objectToJson(object, walk, depth + 1)
    } finally {
      walk.ancestors.delete(object)
    }
  } catch {
    return '[Unserializable]'
  }
}

function objectToJson(object: object, walk: Walk, depth: number): unknown {
  const inner = (value: unknown) => toJsonValue(value, walk, depth)
  const innerOrNull = (value: unknown) => inner(value) ?? null
  if (object instanceof Error) {
    return definedEntries(
      ['name', 'message', 'code', 'stack', 'cause'].map((key) => [key, inner(readProperty(object, key))]),
    )
  }
  if (Array.isArray(object)) return Array.from(object, innerOrNull)
  if (object instanceof Map) return Array.from(object, ([key, item]) => [innerOrNull(key), innerOrNull(item)])
  if (object instanceof Set) return Array.from(object, innerOrNull)
  const toJSON = readProperty(object, 'toJSON')
  if (typeof toJSON === 'function') return inner(toJSON.call(object))
  return definedEntries(Object.keys(object).map((key) => [key, inner(readProperty(object, key))]))
}

/** A plain object of the entries whose value is not undefined. */
function definedEntries(entries: [string, unknown][]): Record<string, unknown> {
  // fromEntries defines own properties, so a '__proto__' key stays data.
  return Object.fromEntries(entries.filter(([, item]) => item !== undefined))
}

function readProperty(object: object, key: string): unknown {
  try {
    return (object as Record<string, unknown>)[key]
  } catch {
    return '[Unserializable]'
  }
}
