import type { ChainNamespace } from '../../kernel/types/namespace.js'

/** What a {@link SignatureVerifier} checks: that `address` signed exactly `message`. */
export interface VerifySignatureParams {
  address: string
  /** The exact text that was signed. */
  message: string
  /** The signature as the namespace writes it (0x hex on eip155, base58 on solana). */
  signature: string
  /** The CAIP-2 network the message names. */
  caipNetworkId: string
}

/**
 * Checks message signatures of one namespace, for sign-in sessions. Core carries no chain SDK, so
 * the chain adapters provide them (`@portico/adapter-evm`: EIP-191 through viem;
 * `@portico/adapter-solana`: ed25519). A back end can use one without a client.
 */
export interface SignatureVerifier {
  readonly namespace: ChainNamespace
  /** True when the signature is valid; false (never a throw) for anything else, a malformed signature included. */
  verify(params: VerifySignatureParams): Promise<boolean>
}
