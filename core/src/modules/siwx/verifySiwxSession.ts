import type { ChainNamespace } from '../../kernel/types/namespace.js'
import { checkSiwxMessageTimes, parseSiwxMessage, type ParseSiwxMessageOptions } from './parseSiwxMessage.js'
import type { SignatureVerifier } from './signatureVerifier.js'
import type { SiwxMessage } from './siwxMessage.js'

export interface VerifySiwxSessionParams extends ParseSiwxMessageOptions {
  /** The exact text that was signed. */
  message: string
  signature: string
  /** Verifiers, one per namespace the site signs in on (from the chain adapters). */
  verifiers: readonly SignatureVerifier[]
  /** The time to check expiry against, ms since the epoch. @default Date.now() */
  now?: number
  /** When given, the message's nonce must be this one (the nonce the back end handed out). @default undefined (not compared) */
  nonce?: string
}

/** The outcome of {@link verifySiwxSession}: the message it read, or why it refused. */
export type VerifySiwxSessionResult = { valid: true; data: SiwxMessage } | { valid: false; reason: string }

/**
 * Verifies a sign-in session with only what a back end receives: the signed text and the
 * signature, against the domain it expects (and the nonce it issued, when given). The text is
 * parsed strictly ({@link parseSiwxMessage}), its times are checked, and the signature is checked
 * by the verifier of the message's namespace. Never throws for a hostile input.
 */
export async function verifySiwxSession(params: VerifySiwxSessionParams): Promise<VerifySiwxSessionResult> {
  let data: SiwxMessage
  try {
    data = parseSiwxMessage(params.message, { domain: params.domain, ...(params.origin !== undefined ? { origin: params.origin } : {}) })
  } catch (error) {
    return { valid: false, reason: error instanceof Error ? error.message : 'unreadable message' }
  }
  if (params.nonce !== undefined && data.nonce !== params.nonce) return { valid: false, reason: 'the nonce is not the expected one' }
  const late = checkSiwxMessageTimes(data, params.now ?? Date.now())
  if (late) return { valid: false, reason: late }
  const namespace = data.chainId.split(':')[0] as ChainNamespace
  const verifier = params.verifiers.find((candidate) => candidate.namespace === namespace)
  if (!verifier) return { valid: false, reason: `no signature verifier for ${namespace}` }
  if (typeof params.signature !== 'string' || params.signature.length === 0 || params.signature.length > 4096) {
    return { valid: false, reason: 'the signature is not readable' }
  }
  let valid = false
  try {
    valid = await verifier.verify({ address: data.accountAddress, message: params.message, signature: params.signature, caipNetworkId: data.chainId })
  } catch {
    valid = false
  }
  return valid ? { valid: true, data } : { valid: false, reason: 'the signature does not match the address' }
}
