import type { Route } from './routes.js'

/**
 * True when two routes name the same view with equal data.
 *
 * Route data is plain (strings, and for WalletSend a plain object of strings), so values are
 * compared by content: primitives with `Object.is`, plain objects and arrays member by member.
 * A key present with the value `undefined` counts as absent, so `{ view: 'WalletSend' }` equals
 * `{ view: 'WalletSend', send: undefined }`.
 */
export function routeEquals(a: Route, b: Route): boolean {
  return a === b || (a.view === b.view && valueEquals(a, b))
}

function valueEquals(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((value, index) => valueEquals(value, b[index]))
  }
  const recordA = a as Record<string, unknown>
  const recordB = b as Record<string, unknown>
  const keys = new Set([...definedKeys(recordA), ...definedKeys(recordB)])
  for (const key of keys) {
    if (!valueEquals(recordA[key], recordB[key])) return false
  }
  return true
}

function definedKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((key) => record[key] !== undefined)
}
