import { useCallback, useMemo, useState } from 'react'
import { connectFlow, resetConnectState, type ChainNamespace, type ConnectReturnType, type PorticoError } from '@portico/core'
import { mutationFields, type MutationResult } from './internal/useMutation.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What a connect is given. */
export interface ConnectVariables {
  connectorId: string
  /** The namespace of the connector, when the same id exists in several. */
  namespace?: ChainNamespace
}

/** What {@link useConnect} returns: the mutation shape, over the client's one connect. */
export interface UseConnectReturnType extends MutationResult<ConnectVariables, ConnectReturnType> {
  /** The connector the pending connect waits on, wherever it was started. */
  pendingConnectorId: string | undefined
  /** The connector of the last connect (pending, or how it ended). */
  connectorId: string | undefined
  /** True when the last connect failed because the visitor declined in the wallet. */
  isRejected: boolean
  /**
   * True while the pending connect's wallet has kept it unanswered for 20 s (core raises APKT004
   * 'Wallet Request Timeout' then): the request still stands (the wallet may still answer, closing
   * the modal aborts it), and a view offers a retry and another wallet.
   */
  isOverdue: boolean
}

/**
 * Connecting a wallet the way the modal does (core's connect flow: the connecting view of the
 * connector's kind, closing on success, shaking on failure). The state is the client's, shared by
 * every `useConnect`: a connect started in one component shows as pending in another, and it
 * survives the connecting view re-mounting. The newest connect wins; closing the modal aborts it.
 *
 * @example
 * const { mutate, isPending, error } = useConnect()
 * <button onClick={() => mutate({ connectorId: 'io.metamask' })}>MetaMask</button>
 */
export function useConnect(): UseConnectReturnType {
  const client = usePorticoClient()
  const { pending, overdue, lastConnect } = useStoreSelector(client.controllers.connection, (state) => {
    const attempt = state.attempts.filter((entry) => entry.kind === 'connect').at(-1)
    return { pending: attempt?.connectorId, overdue: attempt?.overdue === true, lastConnect: state.lastConnect }
  })
  // What the last connect started here returned (the shared state has no result, only its outcome).
  const [data, setData] = useState<ConnectReturnType | undefined>(undefined)
  const mutateAsync = useCallback(
    async (variables: ConnectVariables) => {
      setData(undefined)
      const result = await connectFlow(client, variables)
      setData(result)
      return result
    },
    [client],
  )
  const mutate = useCallback((variables: ConnectVariables) => {
    mutateAsync(variables).catch(() => undefined)
  }, [mutateAsync])
  const reset = useCallback(() => {
    setData(undefined)
    resetConnectState(client)
  }, [client])

  return useMemo((): UseConnectReturnType => {
    const error: PorticoError | undefined = pending === undefined && lastConnect?.status === 'error' ? lastConnect.error : undefined
    const status = pending !== undefined ? 'pending' : (lastConnect?.status ?? 'idle')
    return {
      ...mutationFields({ status, data: status === 'success' ? data : undefined, error }),
      mutate,
      mutateAsync,
      reset,
      pendingConnectorId: pending,
      connectorId: pending ?? lastConnect?.connectorId,
      isRejected: pending === undefined && lastConnect?.rejected === true,
      isOverdue: overdue,
    }
  }, [pending, overdue, lastConnect, data, mutate, mutateAsync, reset])
}
