import { defineError } from '@portico/core'

/** SPEC.md section 5: only EVM and Solana chains can send; here, a network the adapter or the wallet cannot send on. */
export const UnsupportedChainError = defineError({
  name: 'UnsupportedChainError',
  code: 'UNSUPPORTED_CHAIN',
  category: 'VALIDATION_ERROR',
  message: 'Unsupported chain',
})
export type UnsupportedChainError = InstanceType<typeof UnsupportedChainError>

/** SPEC.md section 5: the sign-and-send option `preflightCommitment` names one of the known commitments. */
export const InvalidPreflightCommitmentError = defineError({
  name: 'InvalidPreflightCommitmentError',
  code: 'INVALID_PREFLIGHT_COMMITMENT',
  category: 'VALIDATION_ERROR',
  message: 'preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
})
export type InvalidPreflightCommitmentError = InstanceType<typeof InvalidPreflightCommitmentError>

/** A request the adapter refuses before the wallet sees it: a malformed address, amount or transaction. */
export const InvalidSolanaRequestError = defineError({
  name: 'InvalidSolanaRequestError',
  code: 'INVALID_SOLANA_REQUEST',
  category: 'VALIDATION_ERROR',
  message: (what: string) => `Invalid Solana request: ${what}`,
})
export type InvalidSolanaRequestError = InstanceType<typeof InvalidSolanaRequestError>

/** The chain refused or failed a transaction (a failed preflight, an error in its status). */
export const SolanaTransactionFailedError = defineError({
  name: 'SolanaTransactionFailedError',
  code: 'SOLANA_TRANSACTION_FAILED',
  category: 'NETWORK_ERROR',
  message: 'The Solana transaction failed',
})
export type SolanaTransactionFailedError = InstanceType<typeof SolanaTransactionFailedError>

/** The signature did not reach a status within the limit. */
export const SignatureStatusTimeoutError = defineError({
  name: 'SignatureStatusTimeoutError',
  code: 'SIGNATURE_STATUS_TIMEOUT',
  category: 'NETWORK_ERROR',
  message: 'The transaction was not confirmed in time',
})
export type SignatureStatusTimeoutError = InstanceType<typeof SignatureStatusTimeoutError>
