import type { SignatureVerifier } from '@portico/core'
import { loadViem } from '../chain/loadViem.js'

/**
 * Checks EIP-191 (`personal_sign`) signatures of eip155 sign-in sessions with viem, by recovering
 * the signer (viem and the check load on first use). Externally owned accounts only: a smart
 * account's ERC-1271 or ERC-6492 signature does not verify here. Never throws: anything malformed
 * is false. Works in a back end as well as in the page.
 */
export function createEvmSignatureVerifier(): SignatureVerifier {
  return {
    namespace: 'eip155',
    verify: (params) => loadViem().then((viem) => viem.verifyEvmSignature(params), () => false),
  }
}
