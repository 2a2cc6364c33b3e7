import type { PorticoClient } from '../../client/porticoClient.js'
import { isUnsupportedNetwork } from '../../network/unsupportedNetwork.js'

/**
 * Opens the UnsupportedChain view when the active network is the unsupported pseudo network,
 * unless unsupported chains are allowed or network switching is disabled (SPEC.md section 4).
 * Returns whether the view was shown.
 */
export function showUnsupportedChainIfNeeded(client: PorticoClient): boolean {
  const { options } = client
  const active = client.controllers.chains.getSnapshot().activeCaipNetwork
  if (!isUnsupportedNetwork(active) || options.allowUnsupportedChain || !options.enableNetworkSwitch) return false
  client.controllers.router.dispatch({ type: 'reset', route: { view: 'UnsupportedChain' } }, { isConnected: true })
  client.controllers.modal.setOpen(true)
  return true
}
