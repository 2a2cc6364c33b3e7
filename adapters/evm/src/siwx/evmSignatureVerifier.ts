import { isEvmAddress, type SignatureVerifier } from '@portico/core'
import { loadViem } from '../chain/loadViem.js'

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/

/**
 * Checks EIP-191 (`personal_sign`) signatures of eip155 sign-in sessions with viem, by recovering
 * the signer (viem loads on first use). Externally owned accounts only: a smart account's
 * ERC-1271 or ERC-6492 signature does not verify here. Never throws: anything malformed is false.
 * Works in a back end as well as in the page.
 */
export function createEvmSignatureVerifier(): SignatureVerifier {
  return {
    namespace: 'eip155',
    async verify({ address, message, signature }) {
      if (typeof message !== 'string' || typeof signature !== 'string' || !SIGNATURE.test(signature)) return false
      if (typeof address !== 'string' || !isEvmAddress(address)) return false
      const prefixed = (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`
      try {
        const viem = await loadViem()
        return await viem.verifyMessage({ address: prefixed, message, signature: signature as `0x${string}` })
      } catch {
        return false
      }
    },
  }
}
