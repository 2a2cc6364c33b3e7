import { useCallback, useMemo } from 'react'
import {
  connect as connectAction,
  resetConnectState,
  type ConnectParams,
  type ConnectReturnType,
  type PorticoError,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Options of a connect, beside the connector id. */
export type ConnectOptions = Omit<ConnectParams, 'connectorId'>

/** Where the last connect stands. */
export type ConnectStatus = 'idle' | 'pending' | 'success' | 'error'

/** What {@link useConnect} returns. */
export interface UseConnectReturnType {
  /**
   * Connects through a connector. The returned promise rejects with the typed core error
   * (e.g. shortMessage 'User rejected the request', or 'Modal closed' when the modal closes
   * first); the same error is also in `error`, so a caller that only renders state may ignore it.
   */
  connect: (connectorId: string, options?: ConnectOptions) => Promise<ConnectReturnType>
  status: ConnectStatus
  /** The typed error of the last failed connect; undefined unless `status` is 'error'. */
  error: PorticoError | undefined
  /** The connector a pending connect waits on, wherever it was started. */
  pendingConnectorId: string | undefined
  /** True when the last connect failed because the visitor rejected it in the wallet. */
  isRejected: boolean
  /** Forgets the last outcome and error (a pending connect keeps going). */
  reset: () => void
}

/**
 * Connecting a wallet. The state lives in core's connection controller, so it is shared by every
 * `useConnect` of a client: a connect started in one component shows as pending in another, and
 * it survives the component re-mounting (as the connecting view does when it is replaced).
 *
 * @example
 * const { connect, status, error } = useConnect()
 * <button onClick={() => connect('io.metamask').catch(() => {})}>MetaMask</button>
 */
export function useConnect(): UseConnectReturnType {
  const client = usePorticoClient()
  const pendingConnectorId = useStoreSelector(client.controllers.connection, (state) => state.pendingConnectorId)
  const lastConnect = useStoreSelector(client.controllers.connection, (state) => state.lastConnect)

  const connect = useCallback(
    (connectorId: string, options: ConnectOptions = {}) => connectAction(client, { ...options, connectorId }),
    [client],
  )
  const reset = useCallback(() => resetConnectState(client), [client])

  return useMemo((): UseConnectReturnType => {
    const base = { connect, reset, pendingConnectorId }
    if (pendingConnectorId !== undefined) return { ...base, status: 'pending', error: undefined, isRejected: false }
    if (!lastConnect) return { ...base, status: 'idle', error: undefined, isRejected: false }
    return { ...base, status: lastConnect.status, error: lastConnect.error, isRejected: lastConnect.rejected }
  }, [connect, reset, pendingConnectorId, lastConnect])
}
