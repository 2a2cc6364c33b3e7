// Per-entry validation of the blockchain-data API's lists (issue 26): one token balance or activity
// entry that cannot be used is dropped on its own instead of failing the whole answer, a name or
// symbol that is merely too long is cut to its limit, and a malformed optional field is left out.
import { coerce, is, nullable, optional, refine, string, unknown, type Struct } from 'superstruct'
import { validateSafely } from '../../../kernel/utils/validateSafely.js'

/**
 * The longest name and symbol kept from the blockchain-data API, in code points (a token's or an
 * NFT's name, a token's symbol). Longer text is cut to this length, its last character replaced
 * by '…'; the entry is kept.
 */
export const ENTRY_TEXT_LIMITS = Object.freeze({ name: 256, symbol: 64 })

/** `text` cut to `max` code points (never inside a surrogate pair), ending in '…' when it was cut. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text
  const points = Array.from(text)
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`
}

/** Text of at most `max` code points; with coercion, longer text is cut to it ({@link clipText}). */
export function clippedText(max: number): Struct<string, null> {
  const within = refine(string(), 'clippedText', (value) => value.length <= max || Array.from(value).length <= max || `Expected at most ${max} characters`)
  return coerce(within, string(), (value) => clipText(value, max))
}

/** An optional field that, with coercion, is left out (undefined) when present but not `struct`. */
export function lenient<T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> {
  return coerce(optional(nullable(struct)), unknown(), (value) => (value == null || fits(value, struct) ? value : undefined)) as Struct<T | null | undefined, S>
}

/** `is` that never throws: superstruct throws while describing some values (`{ "toString": [] }` is valid JSON). */
function fits<T, S>(value: unknown, struct: Struct<T, S>): boolean {
  try {
    return is(value, struct)
  } catch {
    return false
  }
}

/** The entries of a list that pass `schema` (names and symbols cut, bad optional fields left out), and how many were dropped. */
export function untrustedEntries<T>(entries: readonly unknown[], schema: Struct<T, unknown>): { entries: T[]; dropped: number } {
  const kept: T[] = []
  for (const entry of entries) {
    const validation = validateSafely(entry, schema, { coerce: true })
    if (validation.ok) kept.push(validation.value)
  }
  return { entries: kept, dropped: entries.length - kept.length }
}
