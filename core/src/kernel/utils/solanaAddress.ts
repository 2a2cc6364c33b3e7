import { base58Decode } from '../encoding/base58.js'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * True for a Solana address: 32 to 44 base58 characters (SPEC.md section 5) that decode to
 * exactly 32 bytes, the size of an ed25519 public key.
 */
export function isSolanaAddress(value: string): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value) && base58Decode(value).length === 32
}
