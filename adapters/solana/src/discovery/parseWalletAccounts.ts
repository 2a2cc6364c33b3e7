import { base58Encode, isSolanaAddress } from '@portico/core'
import type { WalletAccount } from '@wallet-standard/base'

/** Most accounts read from one wallet answer. */
const MAX_ACCOUNTS = 64

/**
 * The solana addresses of a wallet's accounts, in the wallet's order: accounts whose address is a
 * base58 Solana address equal to their 32-byte public key, and that list a solana chain (or no
 * chain at all). Others (another namespace's accounts, malformed or hostile entries) are left out;
 * `dropped` counts them.
 */
export function parseWalletAccounts(accounts: unknown): { addresses: string[]; dropped: number } {
  if (!Array.isArray(accounts)) return { addresses: [], dropped: 0 }
  const addresses: string[] = []
  let dropped = 0
  for (const account of accounts.slice(0, MAX_ACCOUNTS) as unknown[]) {
    try {
      const { address, publicKey, chains } = account as WalletAccount
      const solana = !Array.isArray(chains) || chains.length === 0 || chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
      const keyMatches = publicKey instanceof Uint8Array && publicKey.length === 32 && base58Encode(publicKey) === address
      if (solana && typeof address === 'string' && isSolanaAddress(address) && keyMatches) {
        if (!addresses.includes(address)) addresses.push(address)
      } else if (solana) {
        dropped++
      }
    } catch {
      dropped++
    }
  }
  return { addresses, dropped }
}
