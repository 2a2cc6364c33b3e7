// The parts of viem every chain read needs (a bare client, transports, unit formatting),
// re-exported by name so the bundler keeps only these in the lazy chunk.
export { createClient, fallback, formatUnits, http } from 'viem'
import { isEvmAddress, type VerifySignatureParams } from '@portico/core'
import { verifyMessage } from 'viem'

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/

/**
 * EIP-191 signature checks of sign-in sessions (recovery, no chain call): true when `address`
 * signed `message`; false for anything malformed.
 */
export async function verifyEvmSignature({ address, message, signature }: VerifySignatureParams): Promise<boolean> {
  if (typeof message !== 'string' || typeof signature !== 'string' || !SIGNATURE.test(signature)) return false
  if (typeof address !== 'string' || !isEvmAddress(address)) return false
  const prefixed = (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`
  try {
    return await verifyMessage({ address: prefixed, message, signature: signature as `0x${string}` })
  } catch {
    return false
  }
}
