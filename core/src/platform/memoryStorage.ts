import type { StoragePort } from './ports.js'

/** A storage kept in memory, with a way for tests to look inside. */
export interface MemoryStorage extends StoragePort {
  /** A copy of everything stored, as raw strings. */
  dump(): Record<string, string>
}

export interface MemoryStorageOptions {
  /**
   * How many UTF-16 code units (keys plus values) the storage holds, like the browser's quota.
   * A write beyond it throws a `QuotaExceededError`, as `localStorage.setItem` does.
   * @default Infinity
   */
  quota?: number
}

/**
 * A localStorage-like storage over a Map (so keys such as `__proto__` are plain keys).
 * Keys and values are converted to strings, as the browser does.
 */
export function createMemoryStorage(initial: Record<string, string> = {}, options: MemoryStorageOptions = {}): MemoryStorage {
  const quota = options.quota ?? Number.POSITIVE_INFINITY
  const items = new Map<string, string>()
  let used = 0

  const storage: MemoryStorage = {
    getItem(key) {
      return items.get(String(key)) ?? null
    },
    setItem(key, value) {
      const name = String(key)
      const text = String(value)
      const previous = items.get(name)
      const next = used - (previous === undefined ? 0 : name.length + previous.length) + name.length + text.length
      if (next > quota) throw quotaExceeded(name)
      items.set(name, text)
      used = next
    },
    removeItem(key) {
      const name = String(key)
      const previous = items.get(name)
      if (previous === undefined) return
      items.delete(name)
      used -= name.length + previous.length
    },
    dump() {
      return Object.fromEntries(items)
    },
  }
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value)
  return storage
}

/**
 * A storage whose every method throws, like localStorage in a sandboxed frame or with cookies
 * blocked. For tests of swallowed storage failures. `dump()` returns `{}`: nothing is ever stored.
 */
export function createThrowingStorage(
  makeError: () => Error = () => namedError('SecurityError', 'The operation is insecure (storage is disabled)'),
): MemoryStorage {
  return {
    getItem() {
      throw makeError()
    },
    setItem() {
      throw makeError()
    },
    removeItem() {
      throw makeError()
    },
    dump: () => ({}),
  }
}

function quotaExceeded(key: string): Error {
  return namedError('QuotaExceededError', `Setting the value of '${key}' exceeded the quota.`)
}

function namedError(name: string, message: string): Error {
  const error = new Error(message)
  error.name = name
  return error
}
