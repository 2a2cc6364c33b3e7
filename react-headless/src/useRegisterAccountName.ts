import { registerAccountNameFlow } from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useRegisterAccountName} returns: the registered name in `data` (undefined after a failure the flow showed). */
export type UseRegisterAccountNameReturnType = MutationResult<{ name: string }, string | undefined>

/**
 * Registers a name for the connected account the way the modal does (SPEC.md section 4): the
 * wallet signs, the name service registers, the profile name becomes the new one, and the modal
 * moves to RegisterAccountNameSuccess; on failure it goes back to RegisterAccountName with a toast.
 *
 * @example
 * const { mutate, isPending } = useRegisterAccountName()
 * <button onClick={() => mutate({ name: 'my-name' })}>Register</button>
 */
export function useRegisterAccountName(): UseRegisterAccountNameReturnType {
  const client = usePorticoClient()
  return useMutation((variables: { name: string }) => registerAccountNameFlow(client, variables))
}
