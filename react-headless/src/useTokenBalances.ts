import { useCallback, useEffect, useMemo } from 'react'
import { getTokenBalances, loadTokenBalancesFlow, watchTokenBalances, type ChainNamespace, type GetTokenBalancesReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** Parameters of {@link useTokenBalances}. */
export interface UseTokenBalancesParams {
  /** @default the active namespace */
  namespace?: ChainNamespace
  /** Fetch when the account shows (unless the cached balances are fresh). @default true */
  enabled?: boolean
}

/** What {@link useTokenBalances} returns. */
export interface UseTokenBalancesReturnType extends GetTokenBalancesReturnType {
  /** Fetches again past the 30 s lifetime, never past the 30 s retry block after a failure. */
  refetch: () => Promise<void>
}

/**
 * The token balances of the connected account from core's query cache (portfolio, 30 s): every
 * token worth showing, the total value, loading and the last failure. Fetches them when the
 * account shows; a failure shows 'Token Balance Unavailable' in the modal and blocks retries for 30 s.
 *
 * @example
 * const { balances, totalValue, isLoading, error } = useTokenBalances()
 */
export function useTokenBalances(params: UseTokenBalancesParams = {}): UseTokenBalancesReturnType {
  const client = usePorticoClient()
  const { namespace, enabled = true } = params
  const value = useWatch(
    () => getTokenBalances(client, namespace ? { namespace } : {}),
    (onChange) => watchTokenBalances(client, onChange, namespace ? { namespace } : {}),
    [client, namespace],
  )
  const { caipAddress } = value
  useEffect(() => {
    if (enabled && caipAddress) void loadTokenBalancesFlow(client)
  }, [client, enabled, caipAddress])
  const refetch = useCallback(() => loadTokenBalancesFlow(client, { force: true }), [client])
  return useMemo(() => ({ ...value, refetch }), [value, refetch])
}
