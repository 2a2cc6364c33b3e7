/** The part of the Web Storage API the test wallet uses; `window.localStorage` fits. */
export interface WalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** What a test wallet remembers across page loads, as an extension remembers a site. */
export interface WalletMemory {
  authorized: boolean
  chainId?: number
}

export interface WalletMemoryStore {
  read(): WalletMemory
  write(memory: WalletMemory): void
}

/**
 * Reads and writes the wallet's memory under one key. Without storage, or when storage throws or
 * holds something unreadable, the wallet starts fresh: unauthorized, on its first chain.
 */
export function createWalletMemory(storage: WalletStorage | undefined, key: string): WalletMemoryStore {
  return {
    read() {
      try {
        const raw = storage?.getItem(key)
        const parsed = raw ? (JSON.parse(raw) as Partial<WalletMemory>) : {}
        return {
          authorized: parsed.authorized === true,
          ...(typeof parsed.chainId === 'number' ? { chainId: parsed.chainId } : {}),
        }
      } catch {
        return { authorized: false }
      }
    },
    write(memory) {
      try {
        storage?.setItem(key, JSON.stringify(memory))
      } catch {
        // A full or blocked storage only costs the memory, never the request.
      }
    },
  }
}
