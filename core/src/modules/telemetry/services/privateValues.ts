/**
 * The strings found in a value (an action's arguments), at most 64, each at most 10,000
 * characters: the values a report must not echo. Strings shorter than 4 characters are left out
 * (they would erase ordinary words); objects with a `controllers` field (a client) are skipped.
 */
export function secretsIn(value: unknown, found: string[] = [], depth = 0): string[] {
  if (found.length >= 64 || depth > 5) return found
  if (typeof value === 'string') {
    if (value.length >= 4) found.push(value.slice(0, 10_000))
    return found
  }
  if (typeof value !== 'object' || value === null) return found
  try {
    if ('controllers' in value) return found
    const entries: unknown[] = Array.isArray(value) ? value : Object.values(value)
    for (const entry of entries) secretsIn(entry, found, depth + 1)
  } catch {
    // A hostile getter: what was found so far stands.
  }
  return found
}
