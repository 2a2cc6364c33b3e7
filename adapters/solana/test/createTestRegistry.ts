import type { Wallet } from '@wallet-standard/base'
import type { WalletRegistryLike } from '../src/exports/index.js'

/** A Wallet Standard registry for one test (the app registry of `@wallet-standard/app` is one per page). */
export function createTestRegistry(): WalletRegistryLike & { register(...wallets: unknown[]): () => void } {
  const wallets: unknown[] = []
  const listeners = { register: new Set<(...wallets: Wallet[]) => void>(), unregister: new Set<(...wallets: Wallet[]) => void>() }
  return {
    get: () => [...wallets] as Wallet[],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(...added) {
      wallets.push(...added)
      for (const listener of listeners.register) listener(...(added as Wallet[]))
      return () => {
        for (const wallet of added) wallets.splice(wallets.indexOf(wallet), 1)
        for (const listener of listeners.unregister) listener(...(added as Wallet[]))
      }
    },
  }
}
