import { sha256 } from '@noble/hashes/sha2'
import { Keypair } from '@solana/web3.js'

/** A funded account of the local Solana runtime, with its secret key so a test wallet can sign for it. */
export interface SolanaDevnetAccount {
  index: number
  /** The base58 address (the ed25519 public key). */
  address: string
  /** The 64-byte secret key (seed and public key), as web3.js `Keypair.fromSecretKey` takes it. */
  secretKey: Uint8Array
}

/**
 * The seed phrase the devnet's Solana keys are derived from. Public on purpose: the keys hold
 * value on the local runtime only.
 */
export const SOLANA_DEVNET_SEED = 'portico solana devnet'

/** A keypair derived from `label`: the ed25519 seed is SHA-256 of `<SOLANA_DEVNET_SEED>/<label>`. */
export function solanaDevnetKeypair(label: string): Keypair {
  return Keypair.fromSeed(sha256(new TextEncoder().encode(`${SOLANA_DEVNET_SEED}/${label}`)))
}

/** The first `count` devnet accounts (labels `account/0`, `account/1`, ...), the same on every machine. */
export function solanaDevnetAccounts(count: number): SolanaDevnetAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const keypair = solanaDevnetKeypair(`account/${index}`)
    return { index, address: keypair.publicKey.toBase58(), secretKey: keypair.secretKey }
  })
}
