import type { PorticoClient } from '../client/porticoClient.js'
import { AlertPorticoError } from '../errors/AlertPorticoError.js'
import { closeModal } from './closeModal.js'
import { isConnected } from './internal/isConnected.js'
import { switchNetwork } from './switchNetwork.js'
import { publicAction } from './internal/publicAction.js'

export type SelectNetworkResult = 'switched' | 'needsConnection' | 'failed'

/**
 * The visitor picked a network in the modal (SPEC.md section 2). When connected on another
 * namespace without an account on the target one, SwitchActiveChain is pushed. Otherwise
 * SwitchNetwork is pushed while a connected wallet switches; afterwards the modal goes back to
 * Account if it came from there, or closes.
 */
export const selectNetwork = publicAction('selectNetwork', async function selectNetwork(client: PorticoClient, caipNetworkId: string): Promise<SelectNetworkResult> {
  const { chains, router } = client.controllers
  const network = chains.findNetwork(caipNetworkId)
  if (!network) throw new AlertPorticoError('INVALID_NETWORK', { details: caipNetworkId })
  const connectedAnywhere = isConnected(client)
  const context = { isConnected: connectedAnywhere }

  if (connectedAnywhere && !isConnected(client, network.chainNamespace)) {
    router.dispatch({ type: 'push', route: { view: 'SwitchActiveChain', caipNetworkId } }, context)
    return 'needsConnection'
  }
  const walletSwitches = isConnected(client, network.chainNamespace)
  if (walletSwitches) router.dispatch({ type: 'push', route: { view: 'SwitchNetwork', caipNetworkId } }, context)
  const switched = await switchNetwork(client, { caipNetworkId })
  if (!switched) return 'failed'

  const history = router.getSnapshot().history
  const accountIndex = history.findIndex((route) => route.view === 'Account')
  if (accountIndex >= 0 && isConnected(client)) {
    router.dispatch({ type: 'goBackToIndex', index: accountIndex }, { isConnected: true })
  } else if (walletSwitches || isConnected(client)) {
    closeModal(client, { force: true })
  } else if (router.dispatch({ type: 'goBack' }, { isConnected: false }).close) {
    closeModal(client, { force: true })
  }
  return 'switched'
})
