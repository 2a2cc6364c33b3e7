import { sendTransaction, type SendTransactionParams } from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useSendTransaction} returns: the hash in `data`. */
export type UseSendTransactionReturnType = MutationResult<SendTransactionParams, { hash: string }>

/**
 * Sending a transaction from the connected account through its wallet.
 *
 * @example
 * const { mutate, data, isPending } = useSendTransaction()
 * <button onClick={() => mutate({ to, value: 10n ** 15n })}>Send</button>
 */
export function useSendTransaction(): UseSendTransactionReturnType {
  const client = usePorticoClient()
  return useMutation((params: SendTransactionParams) => sendTransaction(client, params))
}
