import type { Wallet } from '@wallet-standard/base'

/**
 * The part of the Wallet Standard's app registry the adapter reads (`getWallets()` of
 * `@wallet-standard/app` returns one).
 */
export interface WalletRegistryLike {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}
