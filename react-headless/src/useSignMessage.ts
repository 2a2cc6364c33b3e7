import { signMessage, type SignMessageParams, type SignMessageReturnType } from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useSignMessage} returns. */
export type UseSignMessageReturnType = MutationResult<SignMessageParams, SignMessageReturnType>

/**
 * Signing a message with the connected wallet (personal_sign on eip155, solana_signMessage on
 * solana). A declined request is a `UserRejectedRequestError` (code 4001) in `error`.
 *
 * @example
 * const { mutate, data } = useSignMessage()
 * <button onClick={() => mutate({ message: 'hello' })}>Sign</button>
 */
export function useSignMessage(): UseSignMessageReturnType {
  const client = usePorticoClient()
  return useMutation((params: SignMessageParams) => signMessage(client, params))
}
