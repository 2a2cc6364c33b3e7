import { base58Decode, isSolanaAddress, type SignatureVerifier } from '@portico/core'
import { utf8Bytes } from '../wallet/utf8Bytes.js'

/** ed25519 (@noble/curves), loaded on first use. */
function loadEd25519(): Promise<typeof import('./ed25519Parts.js')> {
  return import('./ed25519Parts.js')
}

/**
 * Checks ed25519 signatures of solana sign-in sessions: the base58 signature over the message's
 * UTF-8 bytes, against the base58 public key that is the address (as `solana:signMessage`
 * signs). Never throws: anything malformed is false. Works in a back end as well as in the page.
 */
export function createSolanaSignatureVerifier(): SignatureVerifier {
  return {
    namespace: 'solana',
    async verify({ address, message, signature }) {
      if (typeof message !== 'string' || typeof signature !== 'string' || signature.length > 100) return false
      if (typeof address !== 'string' || !isSolanaAddress(address)) return false
      try {
        const signatureBytes = base58Decode(signature)
        const publicKey = base58Decode(address)
        if (signatureBytes.length !== 64 || publicKey.length !== 32) return false
        const { ed25519 } = await loadEd25519()
        return ed25519.verify(signatureBytes, utf8Bytes(message), publicKey, { zip215: false })
      } catch {
        return false
      }
    },
  }
}
