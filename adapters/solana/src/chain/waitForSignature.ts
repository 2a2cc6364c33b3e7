import type { TimerLike, TransactionReceipt } from '@portico/core'
import type { Connection } from '@solana/web3.js'
import { SignatureStatusTimeoutError } from '../errors/solanaErrors.js'

/** How long a send waits for its signature's status by default, in ms (SPEC.md section 9: receipt wait in send). */
export const SIGNATURE_STATUS_TIMEOUT_MS = 25_000
/** Between two status reads, in ms. */
const POLL_INTERVAL_MS = 400

export type { TimerLike }

/**
 * Polls getSignatureStatuses until the signature is confirmed (or finalized), over plain HTTP so
 * no WebSocket is needed. A transaction with an error in its status is reported 'reverted'.
 * @throws SignatureStatusTimeoutError after `timeoutMs`
 */
export async function waitForSignature(
  connection: Connection,
  params: { signature: string; timeoutMs?: number; timer: TimerLike },
): Promise<TransactionReceipt> {
  const { signature, timer } = params
  const timeoutMs = params.timeoutMs ?? SIGNATURE_STATUS_TIMEOUT_MS
  let waited = 0
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true })
    const status = value[0]
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized' || status.err)) {
      return { hash: signature, status: status.err ? 'reverted' : 'success', blockNumber: String(status.slot) }
    }
    if (waited >= timeoutMs) throw new SignatureStatusTimeoutError({ details: `${signature.slice(0, 12)}… after ${timeoutMs} ms` })
    await new Promise<void>((resolve) => timer.setTimeout(resolve, POLL_INTERVAL_MS))
    waited += POLL_INTERVAL_MS
  }
}
