// The pairing wallet's wire formats: base58 messages and signatures, base64 transactions. Test
// tooling imports no product code, so it reads them with @scure/base (an independent codec, already
// in the tree through viem and the WalletConnect SDK); text that is not of its encoding is the
// JSON-RPC invalid-params error a wallet gives.
import { base58, base64 } from '@scure/base'

function decodeParam(codec: { decode(text: string): Uint8Array }, name: string, text: string): Uint8Array {
  try {
    return codec.decode(text)
  } catch {
    throw Object.assign(new Error(`Invalid ${name}`), { code: -32602 })
  }
}

/** Bytes as base58 text. */
export const base58Encode = (bytes: Uint8Array): string => base58.encode(bytes)
/** Bytes as standard, padded base64. */
export const base64Encode = (bytes: Uint8Array): string => base64.encode(bytes)
/** @throws an invalid-params error (code -32602) for text that is not base58 */
export const base58Decode = (text: string): Uint8Array => decodeParam(base58, 'base58', text)
/** @throws an invalid-params error (code -32602) for text that is not padded standard base64 */
export const base64Decode = (text: string): Uint8Array => decodeParam(base64, 'base64', text)
