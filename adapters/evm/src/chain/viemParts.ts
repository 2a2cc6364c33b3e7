// The parts of viem every chain read needs (a bare client, transports, unit formatting),
// re-exported by name so the bundler keeps only these in the lazy chunk.
export { createClient, fallback, formatUnits, http } from 'viem'
import { isEvmAddress, type VerifySignatureParams } from '@portico/core'
import { verifyMessage } from 'viem'

/** A plain ECDSA signature (65 bytes). */
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/
/** Any hex signature up to 8 KiB: EIP-1271 signatures have their own forms, ERC-6492 ones carry the deploy call. */
const ANY_SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){1,8192}$/

/**
 * Sign-in signature checks without a chain call: 'eoa' when `address`'s key signed `message`
 * (EIP-191, recovered); 'chain' when the parameters are well-formed but only the chain can tell
 * (a smart account's EIP-1271 or ERC-6492 signature, or a wrong one); 'invalid' for anything
 * malformed.
 */
export async function verifyEvmSignature({ address, message, signature }: VerifySignatureParams): Promise<'eoa' | 'chain' | 'invalid'> {
  if (typeof message !== 'string' || typeof signature !== 'string' || !ANY_SIGNATURE.test(signature)) return 'invalid'
  if (typeof address !== 'string' || !isEvmAddress(address)) return 'invalid'
  const prefixed = (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`
  if (!SIGNATURE.test(signature)) return 'chain'
  try {
    return (await verifyMessage({ address: prefixed, message, signature: signature as `0x${string}` })) ? 'eoa' : 'chain'
  } catch {
    return 'chain'
  }
}
