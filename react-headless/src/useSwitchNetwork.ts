import { useCallback, useMemo, useRef, useState } from 'react'
import { switchNetwork as switchNetworkAction, type PorticoError } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'

/** Where the last switch started by {@link useSwitchNetwork} stands. */
export type SwitchNetworkStatus = 'idle' | 'pending' | 'success' | 'error'

/** What {@link useSwitchNetwork} returns. */
export interface UseSwitchNetworkReturnType {
  /**
   * Switches to a network of the site, without moving the view: a connected wallet switches, an
   * unconnected namespace only records the network as active. Resolves true on success and false
   * on failure (the error is in `error`); never rejects.
   */
  switchNetwork: (caipNetworkId: string) => Promise<boolean>
  status: SwitchNetworkStatus
  /** The typed error of the last failed switch (a user rejection has code 4001). */
  error: PorticoError | undefined
}

/**
 * Switching networks from a view (SwitchNetwork's Retry, SwitchActiveChain's Switch), with its
 * progress and error. Unlike `useNetworks().selectNetwork` it neither pushes a view nor goes back
 * on failure: the calling view shows the outcome. The state is this hook's own (core keeps no
 * record of a switch in progress).
 *
 * @example
 * const { switchNetwork, status } = useSwitchNetwork()
 * <button aria-busy={status === 'pending'} onClick={() => switchNetwork('eip155:1')}>Retry</button>
 */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const client = usePorticoClient()
  const [state, setState] = useState<{ status: SwitchNetworkStatus; error: PorticoError | undefined }>({
    status: 'idle',
    error: undefined,
  })
  // Only the latest call reports its outcome.
  const latest = useRef(0)

  const switchNetwork = useCallback(
    async (caipNetworkId: string) => {
      const call = ++latest.current
      setState({ status: 'pending', error: undefined })
      try {
        await switchNetworkAction(client, { caipNetworkId, throwOnFailure: true })
        if (call === latest.current) setState({ status: 'success', error: undefined })
        return true
      } catch (error) {
        if (call === latest.current) setState({ status: 'error', error: error as PorticoError })
        return false
      }
    },
    [client],
  )

  return useMemo(() => ({ switchNetwork, status: state.status, error: state.error }), [switchNetwork, state])
}
