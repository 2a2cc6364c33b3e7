import { useCallback, useMemo } from 'react'
import { refreshBalance, type ChainNamespace } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Parameters of {@link useBalances}. */
export interface UseBalancesParams {
  /** The namespace whose account to read. @default the active namespace */
  namespace?: ChainNamespace
}

/** What {@link useBalances} returns. */
export interface UseBalancesReturnType {
  /** The namespace read: the requested one, or the active one. */
  namespace: ChainNamespace | undefined
  /** The native balance of the account in display units, as text (`'10000.0'`); undefined until read. */
  balance: string | undefined
  /** The native currency's symbol (`'ETH'`). */
  symbol: string | undefined
  /** True while the balance is being read. */
  isLoading: boolean
  /**
   * Reads the balance again through the adapter (after a send, say). Resolves when the read has
   * settled; a failed read keeps the previous balance (core logs it).
   */
  refresh: () => Promise<void>
}

/**
 * The native balance of the account (default: of the active namespace), its symbol, whether it is
 * loading, and a way to read it again. Re-renders only when one of these changes, never for the
 * address, the router or the modal.
 *
 * @example
 * const { balance, symbol, isLoading, refresh } = useBalances()
 * <button onClick={() => void refresh()} aria-busy={isLoading}>{balance} {symbol}</button>
 */
export function useBalances(params: UseBalancesParams = {}): UseBalancesReturnType {
  const client = usePorticoClient()
  const activeNamespace = useStoreSelector(client.controllers.chains, (chains) => chains.activeNamespace)
  const namespace = params.namespace ?? activeNamespace
  const state = useStoreSelector(client.controllers.accounts, (accounts) => {
    const account = namespace ? accounts[namespace] : undefined
    return {
      balance: account?.balance,
      symbol: account?.balanceSymbol,
      isLoading: account?.balanceLoading ?? false,
    }
  })
  const refresh = useCallback(
    // Without a namespace there is no account, hence nothing to read.
    () => (namespace ? refreshBalance(client, { namespace }) : Promise.resolve()),
    [client, namespace],
  )
  return useMemo(() => ({ namespace, ...state, refresh }), [namespace, state, refresh])
}
