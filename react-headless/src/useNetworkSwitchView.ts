import { useCallback, useMemo } from 'react'
import { currentRoute, switchActiveChainFlow, switchNetworkViewFlow, type PorticoError } from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Where the SwitchNetwork view stands. */
export type SwitchPhase = 'waiting' | 'rejected' | 'error' | 'idle'

/** What {@link useNetworkSwitchView} returns. */
export interface UseNetworkSwitchViewReturnType {
  /** The network of the current SwitchNetwork or SwitchActiveChain route. */
  caipNetworkId: string | undefined
  /** waiting while the wallet is asked; rejected or error after it failed; idle otherwise. */
  phase: SwitchPhase
  /** The failed switch's typed error. */
  error: PorticoError | undefined
  /** Asks the wallet again (SwitchNetwork's Retry); success goes back as the modal does. */
  retry: () => void
  /** SwitchActiveChain's Switch: records the network, then shows Connect. */
  switchActiveChain: MutationResult<void, void>
}

/**
 * The state of the network-switch views, from core: whether the wallet is still being asked
 * (also after the modal was closed and reopened), and how the last asked switch ended.
 */
export function useNetworkSwitchView(): UseNetworkSwitchViewReturnType {
  const client = usePorticoClient()
  const caipNetworkId = useStoreSelector(client.controllers.router, (state) => {
    const route = currentRoute(state)
    return route.view === 'SwitchNetwork' || route.view === 'SwitchActiveChain' ? route.caipNetworkId : undefined
  })
  const { pendingSwitch, lastSwitch } = useStoreSelector(client.controllers.chains, (state) => ({
    pendingSwitch: state.pendingSwitch,
    lastSwitch: state.lastSwitch,
  }))
  const retry = useCallback(() => {
    if (caipNetworkId) void switchNetworkViewFlow(client, { caipNetworkId })
  }, [client, caipNetworkId])
  const switchActiveChain = useMutation(async () => {
    if (caipNetworkId) await switchActiveChainFlow(client, caipNetworkId)
  })
  return useMemo(() => {
    const failed = lastSwitch && lastSwitch.caipNetworkId === caipNetworkId ? lastSwitch.error : undefined
    // Core marks the switch pending before the view shows (the flow asks the wallet at once).
    const phase: SwitchPhase =
      pendingSwitch !== undefined && pendingSwitch === caipNetworkId
        ? 'waiting'
        : failed
          ? failed.code === 4001
            ? 'rejected'
            : 'error'
          : 'idle'
    return { caipNetworkId, phase, error: failed, retry, switchActiveChain }
  }, [caipNetworkId, pendingSwitch, lastSwitch, retry, switchActiveChain])
}
