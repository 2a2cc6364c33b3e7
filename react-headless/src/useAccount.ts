import { getAccount, watchAccount, type ChainNamespace, type GetAccountReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** Parameters of {@link useAccount}. */
export interface UseAccountParams {
  /** The namespace whose account to read. @default the active namespace */
  namespace?: ChainNamespace
}

/** What {@link useAccount} returns: core's account of the namespace. */
export type UseAccountReturnType = GetAccountReturnType

/**
 * The account of one namespace (default: the active one): its status, address, CAIP-10 id,
 * wallet, every account of the connection, and `isUnsupportedNetwork` when the wallet is on a
 * chain the site does not list (offer the switch: `open({ view: { view: 'UnsupportedChain' } })`). A thin `useSyncExternalStore` over core's
 * getAccount/watchAccount: it re-renders only when one of these fields changes.
 *
 * @example
 * const { isConnected, address } = useAccount()
 */
export function useAccount(params: UseAccountParams = {}): UseAccountReturnType {
  const client = usePorticoClient()
  const { namespace } = params
  return useWatch(
    () => getAccount(client, namespace ? { namespace } : {}),
    (onChange) => watchAccount(client, onChange, namespace ? { namespace } : {}),
    [client, namespace],
  )
}
