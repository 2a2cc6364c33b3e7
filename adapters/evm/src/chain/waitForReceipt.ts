import { PorticoError } from '@portico/core'
import type { TransactionReceipt } from 'viem'
import type { ChainClient } from './chainClient.js'
import { loadViemContracts } from './loadViem.js'

/** How long the send flow waits for a receipt (SPEC.md section 9). */
export const SEND_RECEIPT_TIMEOUT_MS = 25_000

/** The transaction was not mined in time. */
export class ReceiptTimeoutError extends PorticoError {
  override readonly name = 'ReceiptTimeoutError'
  constructor(options: { cause?: unknown; details?: string } = {}) {
    super('Timed out while waiting for the transaction receipt', { code: 'RECEIPT_TIMEOUT', category: 'NETWORK_ERROR', ...options })
  }
}

/**
 * Waits for the receipt of `hash`, at most `timeoutMs` (25 s, the send flow's wait, by default).
 * @throws ReceiptTimeoutError when no receipt arrives in time
 */
export async function waitForReceipt(
  client: ChainClient,
  params: { hash: `0x${string}`; timeoutMs?: number; pollingIntervalMs?: number },
): Promise<TransactionReceipt> {
  const { waitForTransactionReceipt } = await loadViemContracts()
  try {
    return await waitForTransactionReceipt(client, {
      hash: params.hash,
      timeout: params.timeoutMs ?? SEND_RECEIPT_TIMEOUT_MS,
      pollingInterval: params.pollingIntervalMs ?? 500,
    })
  } catch (error) {
    if (error instanceof Error && /WaitForTransactionReceiptTimeoutError/.test(error.name)) {
      throw new ReceiptTimeoutError({ cause: error, details: params.hash })
    }
    throw error
  }
}
