import type { StorageChange, StoragePort } from './ports.js'

/** A storage kept in memory, with a way for tests to look inside. */
export interface MemoryStorage extends StoragePort {
  /** A copy of everything stored, as raw strings. */
  dump(): Record<string, string>
  /**
   * Another handle on the same items, as a second tab of the site sees `localStorage`: each
   * handle's subscribers hear the writes made through every other handle (never their own), a
   * moment later, as the browser's `storage` event does.
   */
  openTab(): MemoryStorage
  /** Hears writes made through the other handles of these items. */
  subscribe(listener: (change: StorageChange) => void): () => void
}

export interface MemoryStorageOptions {
  /**
   * How many UTF-16 code units (keys plus values) the storage holds, like the browser's quota.
   * A write beyond it throws a `QuotaExceededError`, as `localStorage.setItem` does.
   * @default Infinity
   */
  quota?: number
}

/** The items behind every handle of one memory storage. */
interface SharedItems {
  items: Map<string, string>
  used: number
  quota: number
  handles: Set<Set<(change: StorageChange) => void>>
}

/**
 * A localStorage-like storage over a Map (so keys such as `__proto__` are plain keys).
 * Keys and values are converted to strings, as the browser does.
 */
export function createMemoryStorage(initial: Record<string, string> = {}, options: MemoryStorageOptions = {}): MemoryStorage {
  const shared: SharedItems = { items: new Map(), used: 0, quota: options.quota ?? Number.POSITIVE_INFINITY, handles: new Set() }
  const storage = memoryHandle(shared)
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value)
  return storage
}

function memoryHandle(shared: SharedItems): MemoryStorage {
  const { items } = shared
  const own = new Set<(change: StorageChange) => void>()
  shared.handles.add(own)
  /** Tells the other handles, after the current task, like the browser's queued `storage` event. */
  const notify = (key: string) => {
    for (const listeners of shared.handles) {
      if (listeners === own) continue
      for (const listener of [...listeners]) {
        void Promise.resolve().then(() => {
          if (listeners.has(listener)) listener({ key })
        })
      }
    }
  }
  return {
    getItem(key) {
      return items.get(String(key)) ?? null
    },
    setItem(key, value) {
      const name = String(key)
      const text = String(value)
      const previous = items.get(name)
      const next = shared.used - (previous === undefined ? 0 : name.length + previous.length) + name.length + text.length
      if (next > shared.quota) throw quotaExceeded(name)
      items.set(name, text)
      shared.used = next
      if (previous !== text) notify(name)
    },
    removeItem(key) {
      const name = String(key)
      const previous = items.get(name)
      if (previous === undefined) return
      items.delete(name)
      shared.used -= name.length + previous.length
      notify(name)
    },
    dump() {
      return Object.fromEntries(items)
    },
    openTab: () => memoryHandle(shared),
    subscribe(listener) {
      own.add(listener)
      return () => {
        own.delete(listener)
      }
    },
  }
}

/**
 * A storage whose every method throws, like localStorage in a sandboxed frame or with cookies
 * blocked. For tests of swallowed storage failures. `dump()` returns `{}`: nothing is ever stored.
 */
export function createThrowingStorage(
  makeError: () => Error = () => namedError('SecurityError', 'The operation is insecure (storage is disabled)'),
): MemoryStorage {
  const storage: MemoryStorage = {
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
    openTab: () => storage,
    subscribe: () => () => undefined,
  }
  return storage
}

function quotaExceeded(key: string): Error {
  return namedError('QuotaExceededError', `Setting the value of '${key}' exceeded the quota.`)
}

function namedError(name: string, message: string): Error {
  const error = new Error(message)
  error.name = name
  return error
}
