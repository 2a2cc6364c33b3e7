// The parts of viem every chain read needs (a bare client, transports, unit formatting),
// re-exported by name so the bundler keeps only these in the lazy chunk.
export { createClient, fallback, formatUnits, http } from 'viem'
import { isEvmAddress, type VerifySignatureParams } from '@portico/core'
import { verifyMessage, type Client } from 'viem'
import { verifyMessage as verifyMessageOnChain } from 'viem/actions'

/** A plain ECDSA signature (65 bytes). */
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/
/** Any hex signature up to 8 KiB: EIP-1271 signatures have their own forms, ERC-6492 ones carry the deploy call. */
const ANY_SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){1,8192}$/

/**
 * Sign-in signature checks: true when `address` signed `message`; false for anything malformed.
 * An EOA's EIP-191 signature is recovered without a chain call. Otherwise, given the network's
 * chain client, the chain is asked (viem's verifyMessage through eth_call): a deployed smart
 * account's EIP-1271 `isValidSignature`, or an ERC-6492 signature of a not yet deployed one.
 */
export async function verifyEvmSignature({ address, message, signature }: VerifySignatureParams, chain?: Client): Promise<boolean> {
  if (typeof message !== 'string' || typeof signature !== 'string' || !ANY_SIGNATURE.test(signature)) return false
  if (typeof address !== 'string' || !isEvmAddress(address)) return false
  const prefixed = (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`
  if (SIGNATURE.test(signature)) {
    try {
      if (await verifyMessage({ address: prefixed, message, signature: signature as `0x${string}` })) return true
    } catch {
      // Not an ECDSA signature of this message: the chain may still know it.
    }
  }
  if (!chain) return false
  try {
    return await verifyMessageOnChain(chain, { address: prefixed, message, signature: signature as `0x${string}` })
  } catch {
    return false
  }
}
