import { useCallback, useMemo, useState } from 'react'
import {
  disconnect as disconnectAction,
  isPorticoError,
  PorticoError,
  type DisconnectParams,
  type DisconnectReturnType,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useDisconnect} returns. */
export interface UseDisconnectReturnType {
  /**
   * Disconnects the given namespace (default: the active one); the pairing-protocol and embedded
   * wallets disconnect every namespace. Local state is reset even if the wallet fails to answer;
   * the promise then rejects with 'Failed to disconnect chains: ...', also kept in `error`.
   */
  disconnect: (params?: DisconnectParams) => Promise<DisconnectReturnType>
  /** True while a disconnect started by this component runs. */
  isPending: boolean
  /** The typed error of this component's last failed disconnect. */
  error: PorticoError | undefined
}

/**
 * Disconnecting a wallet. The account state itself (read with `useAccount`) changes for every
 * component; `isPending` and `error` belong to the component that called `disconnect`.
 *
 * @example
 * const { disconnect, isPending } = useDisconnect()
 * <button disabled={isPending} onClick={() => disconnect().catch(() => {})}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const client = usePorticoClient()
  const [state, setState] = useState<{ pending: number; error: PorticoError | undefined }>({
    pending: 0,
    error: undefined,
  })

  const disconnect = useCallback(
    async (params?: DisconnectParams) => {
      setState((current) => ({ pending: current.pending + 1, error: undefined }))
      try {
        const result = await disconnectAction(client, params)
        setState((current) => ({ ...current, pending: current.pending - 1 }))
        return result
      } catch (caught) {
        const error = isPorticoError(caught)
          ? caught
          : new PorticoError('Failed to disconnect', { code: 'DISCONNECT_FAILED', category: 'CONNECTION_ERROR', cause: caught })
        setState((current) => ({ pending: current.pending - 1, error }))
        throw error
      }
    },
    [client],
  )

  return useMemo(
    () => ({ disconnect, isPending: state.pending > 0, error: state.error }),
    [disconnect, state],
  )
}
