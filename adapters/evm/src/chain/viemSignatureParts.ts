// The part of viem that asks a chain whether a signature is valid (EIP-1271, ERC-6492's deployless
// validator): a lazy chunk of its own, loaded only when a sign-in signature is not an EOA's.
import type { VerifySignatureParams } from '@portico/core'
import type { Client } from 'viem'
import { verifyMessage } from 'viem/actions'

/**
 * Asks the chain (viem's verifyMessage through eth_call) whether `address` signed `message`: a
 * deployed smart account's `isValidSignature`, or an ERC-6492 signature of a not yet deployed one.
 * False on any failure. The parameters must already be well-formed (see verifyEvmSignature).
 */
export async function verifySignatureOnChain(chain: Client, { address, message, signature }: VerifySignatureParams): Promise<boolean> {
  const prefixed = (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`
  try {
    return await verifyMessage(chain, { address: prefixed, message, signature: signature as `0x${string}` })
  } catch {
    return false
  }
}
