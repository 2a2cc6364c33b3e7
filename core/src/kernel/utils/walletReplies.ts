import { base58Decode } from '../encoding/base58.js'

/** Bytes of an EOA's signature: r (32), s (32) and v (1). */
export const EVM_EOA_SIGNATURE_BYTES = 65
/**
 * Most bytes an EVM signature may have. Smart-account signatures (ERC-1271, and ERC-6492 ones
 * wrapping a deployment call) are longer than an EOA's; 32 KiB (64 KiB of hex) is far beyond any
 * real one and keeps a hostile reply from being carried around and shown.
 */
export const MAX_EVM_SIGNATURE_BYTES = 32_768
/** Bytes of an ed25519 signature, the kind Solana messages and transactions carry. */
export const SOLANA_SIGNATURE_BYTES = 64

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})+$/
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const ZERO_HASH = /^0x0{64}$/
// 64 bytes are at most 88 base58 characters, and at least 64 (64 zero bytes are 64 '1's).
const SOLANA_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

/**
 * True for an EVM transaction hash as a wallet returns it from `eth_sendTransaction`: `0x` and
 * exactly 64 hex digits (32 bytes), either case. The all-zero hash is refused: no transaction has
 * it, so a wallet answering it sent nothing.
 */
export function isEvmTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && value.length === 66 && TRANSACTION_HASH.test(value) && !ZERO_HASH.test(value)
}

/**
 * True for an EVM signature as a wallet returns it from `personal_sign` or
 * `eth_signTypedData_v4`: `0x` and whole bytes of hex, at least 65 (an EOA's r, s and v) and at
 * most {@link MAX_EVM_SIGNATURE_BYTES} (smart-account signatures, ERC-1271 and ERC-6492, are
 * longer than 65). The length is checked before the text is read, so a 10 MB reply costs nothing.
 */
export function isEvmSignature(value: unknown): value is `0x${string}` {
  return (
    typeof value === 'string' &&
    value.length >= 2 + EVM_EOA_SIGNATURE_BYTES * 2 &&
    value.length <= 2 + MAX_EVM_SIGNATURE_BYTES * 2 &&
    HEX_BYTES.test(value)
  )
}

/**
 * True for an ed25519 signature in base58, as Solana wallets return a message signature
 * (`solana_signMessage`): 64 to 88 base58 characters that decode to exactly 64 bytes.
 */
export function isSolanaSignature(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_SIGNATURE.test(value) && base58Decode(value).length === SOLANA_SIGNATURE_BYTES
}

/**
 * True for a Solana transaction signature (the transaction's id) as a wallet returns it from
 * sign-and-send: a {@link isSolanaSignature base58 signature} that is not all zero bytes, which
 * Solana uses as the placeholder of a signature not made yet.
 */
export function isSolanaTransactionSignature(value: unknown): value is string {
  return isSolanaSignature(value) && /[^1]/.test(value)
}
