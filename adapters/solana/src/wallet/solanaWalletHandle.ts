import { InvalidWalletResponseError } from '@portico/core'
import type { WalletAccount } from '@wallet-standard/base'

/** The Wallet Standard features the adapter signs and sends with. */
export const SIGN_MESSAGE = 'solana:signMessage'
export const SIGN_TRANSACTION = 'solana:signTransaction'
export const SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction'

/**
 * The wallet handle of a solana connection: the Wallet Standard interface (its accounts and its
 * `solana:*` features). A Wallet Standard wallet is one as it is; a pairing session or the
 * embedded wallet provides the same shape, so the chain adapter signs the same way for all.
 */
export interface SolanaWalletHandle {
  readonly accounts: readonly WalletAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

/** True when `value` has an accounts list and a features object with at least one solana signing feature. */
export function isSolanaWalletHandle(value: unknown): value is SolanaWalletHandle {
  try {
    if (typeof value !== 'object' || value === null) return false
    const { features, accounts } = value as { features?: unknown; accounts?: unknown }
    if (typeof features !== 'object' || features === null || !Array.isArray(accounts)) return false
    return [SIGN_MESSAGE, SIGN_TRANSACTION, SIGN_AND_SEND_TRANSACTION].some((name) => Object.hasOwn(features, name))
  } catch {
    return false
  }
}

/** A feature of the handle whose method is a function, or undefined. */
export function featureOf<T>(handle: SolanaWalletHandle, name: string, method: string): T | undefined {
  try {
    const feature = handle.features[name] as Record<string, unknown> | undefined
    return typeof feature === 'object' && feature !== null && typeof feature[method] === 'function' ? (feature as T) : undefined
  } catch {
    return undefined
  }
}

/**
 * The wallet account that signs for `address`.
 * @throws InvalidWalletResponseError when the wallet no longer exposes it
 */
export function accountOf(handle: SolanaWalletHandle, address: string): WalletAccount {
  const account = handle.accounts.find((candidate) => candidate?.address === address)
  if (!account) throw new InvalidWalletResponseError(`account (the wallet does not expose ${address.slice(0, 8)}…)`)
  return account
}
