/**
 * True when two values are identical (`Object.is`), or are both arrays with identical members
 * in the same order, or are both objects of the same class (plain and null-prototype objects
 * count as one) with the same own enumerable keys and identical values.
 * The default equality of {@link useStoreSelector}: a selector that builds a fresh object of
 * unchanged members does not cause a re-render.
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((value: unknown, index) => Object.is(value, b[index]))
  }
  const protoA: unknown = Object.getPrototypeOf(a)
  const protoB: unknown = Object.getPrototypeOf(b)
  // Objects of different classes differ (a Date is not `{}`); null-prototype records count as plain.
  if (protoA !== protoB && !(isPlainPrototype(protoA) && isPlainPrototype(protoB))) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  const recordA = a as Record<string, unknown>
  const recordB = b as Record<string, unknown>
  return keysA.every((key) => Object.hasOwn(recordB, key) && Object.is(recordA[key], recordB[key]))
}

function isPlainPrototype(proto: unknown): boolean {
  return proto === null || proto === Object.prototype
}
