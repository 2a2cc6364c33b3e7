import { switchNetwork, type SwitchNetworkParams, type SwitchNetworkReturnType } from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useSwitchNetwork} returns. */
export type UseSwitchNetworkReturnType = MutationResult<SwitchNetworkParams, SwitchNetworkReturnType>

/**
 * Switching networks headlessly (no view moves): a connected wallet switches, or the network is
 * recorded. A declined switch is a `UserRejectedRequestError` in `error`. For the modal's own
 * network list, use `useNetworks().getNetworkItemProps` (it navigates as the modal does).
 *
 * @example
 * const { mutate, isPending } = useSwitchNetwork()
 * <button onClick={() => mutate({ caipNetworkId: 'eip155:1' })}>Mainnet</button>
 */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const client = usePorticoClient()
  return useMutation((params: SwitchNetworkParams) => switchNetwork(client, params))
}
