import { useCallback, useMemo } from 'react'
import { getBalance, refreshBalance, watchBalance, type ChainNamespace, type GetBalanceReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** Parameters of {@link useBalance}. */
export interface UseBalanceParams {
  /** The namespace whose account to read. @default the active namespace */
  namespace?: ChainNamespace
}

/** What {@link useBalance} returns. */
export interface UseBalanceReturnType extends GetBalanceReturnType {
  /**
   * Reads the balance again (after a send, say), past its cache lifetime but not past the 30 s
   * retry block after a failure. Resolves when the read settled; a failure keeps the previous balance.
   */
  refresh: () => Promise<void>
}

/**
 * The native balance of one account (default: the active namespace's), from core's query cache:
 * the balance in display units as text (never rounded), its symbol, whether it is loading, the
 * last failure. Re-renders only when one of these changes.
 *
 * @example
 * const { balance, symbol, isLoading, refresh } = useBalance()
 */
export function useBalance(params: UseBalanceParams = {}): UseBalanceReturnType {
  const client = usePorticoClient()
  const { namespace } = params
  const value = useWatch(
    () => getBalance(client, namespace ? { namespace } : {}),
    (onChange) => watchBalance(client, onChange, namespace ? { namespace } : {}),
    [client, namespace],
  )
  const refresh = useCallback(() => refreshBalance(client, namespace ? { namespace } : {}), [client, namespace])
  return useMemo(() => ({ ...value, refresh }), [value, refresh])
}
