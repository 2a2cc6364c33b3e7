import { disconnectFlow, type ChainNamespace } from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What a disconnect is given: the connection (default: the active namespace's). */
export interface DisconnectVariables {
  connectorId?: string
  namespace?: ChainNamespace
}

/** What {@link useDisconnect} returns. */
export type UseDisconnectReturnType = MutationResult<DisconnectVariables | void, void>

/**
 * Disconnecting the way the modal does (core's disconnect flow): the whole connection ends (a
 * pairing or embedded wallet on every namespace), then the modal closes unless multi-wallet
 * keeps it open. Local state is reset even if the wallet fails to answer; the error is then
 * 'Failed to disconnect chains: ...'. The mutation's state belongs to the calling component.
 *
 * @example
 * const { mutate, isPending } = useDisconnect()
 * <button disabled={isPending} onClick={() => mutate()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const client = usePorticoClient()
  return useMutation((variables: DisconnectVariables | void) => disconnectFlow(client, variables ?? {}))
}
