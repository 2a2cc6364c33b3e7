import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { isUnsupportedNetwork } from '../unsupportedNetwork.js'
import { shallowEqual } from '../../../kernel/store/createStore.js'
import { watchSelector } from '../../../kernel/store/watchSelector.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import type { Network } from '../../../kernel/types/network.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

export interface GetNetworkReturnType {
  activeNamespace: ChainNamespace | undefined
  caipNetwork: Network | undefined
  caipNetworkId: string | undefined
  /** False when the wallet is on a chain the site does not list. */
  isSupported: boolean
  /** Every network the site configured. */
  networks: readonly Network[]
}

/** The active network and namespace, and the site's networks. */
export const getNetwork = publicAction('getNetwork', function getNetwork(client: PorticoClient): GetNetworkReturnType {
  const { chains } = client.controllers
  const state = chains.getSnapshot()
  return {
    activeNamespace: state.activeNamespace,
    caipNetwork: state.activeCaipNetwork,
    caipNetworkId: state.activeCaipNetwork?.caipNetworkId,
    isSupported: !isUnsupportedNetwork(state.activeCaipNetwork),
    networks: chains.allNetworks(),
  }
})

/** Calls `onChange` whenever the active network, namespace or network list changes. */
export const watchNetwork = publicAction('watchNetwork', function watchNetwork(
  client: PorticoClient,
  onChange: (network: GetNetworkReturnType, previous: GetNetworkReturnType) => void,
): () => void {
  return watchSelector([client.controllers.chains], () => getNetwork(client), onChange, (a, b) =>
    shallowEqual({ ...a, networks: undefined }, { ...b, networks: undefined }) &&
    shallowEqual(a.networks, b.networks),
  )
})
