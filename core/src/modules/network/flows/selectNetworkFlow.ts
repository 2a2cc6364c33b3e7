import { activeConnection, isConnected, isConnectedAnywhere } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { AlertPorticoError } from '../../../kernel/alerts/AlertPorticoError.js'
import type { Route } from '../../../kernel/router/routes.js'
import { closeModal } from '../../modal/index.js'
import { showRequestError } from '../../modal/index.js'

export type SelectNetworkResult = 'switched' | 'unchanged' | 'needsConnection' | 'failed'

/**
 * The visitor picked a network in the modal (SPEC.md sections 2 and 4):
 * - the network already active: nothing is asked, the modal goes back;
 * - connected on another namespace without an account on the target one: SwitchActiveChain;
 * - a connected wallet that switches itself: SwitchNetwork while it answers; a failure shakes,
 *   toasts (naming the declined switch) and goes back one view;
 * - otherwise the network is recorded at once.
 * After a switch the modal goes back to Account if it came from there, or closes.
 */
export const selectNetworkFlow = publicAction('selectNetworkFlow', async function selectNetworkFlow(client: PorticoClient, caipNetworkId: string): Promise<SelectNetworkResult> {
  const { chains, router } = client.controllers
  const network = chains.findNetwork(caipNetworkId)
  if (!network) throw new AlertPorticoError('INVALID_NETWORK', { details: caipNetworkId })
  const namespace = network.chainNamespace
  const state = chains.getSnapshot()
  const current = activeConnection(client, namespace)

  const alreadyThere =
    state.activeNamespace === namespace &&
    state.activeCaipNetwork?.caipNetworkId === caipNetworkId &&
    (!current || current.entry.caipNetworkId === caipNetworkId)
  if (alreadyThere) {
    router.dispatch({ type: 'goBack' })
    return 'unchanged'
  }
  if (isConnectedAnywhere(client) && !current) {
    router.dispatch({ type: 'push', route: { view: 'SwitchActiveChain', caipNetworkId } })
    return 'needsConnection'
  }
  const walletSwitches = current?.entry.capabilities.switchNetwork.mode === 'wallet'
  const route: Route = { view: 'SwitchNetwork', caipNetworkId }
  if (walletSwitches) router.dispatch({ type: 'push', route })
  try {
    await switchNetwork(client, { caipNetworkId })
  } catch (error) {
    if (walletSwitches) {
      showRequestError(client, { request: 'switchNetwork', error, route })
      if (client.controllers.modal.getSnapshot().open && router.getSnapshot().history.at(-1)?.view === 'SwitchNetwork') {
        router.dispatch({ type: 'goBack' })
      }
    }
    return 'failed'
  }
  if (!client.controllers.modal.getSnapshot().open) return 'switched'
  const history = router.getSnapshot().history
  const accountIndex = history.findIndex((entry) => entry.view === 'Account')
  if (accountIndex >= 0 && isConnected(client)) router.dispatch({ type: 'goBackToIndex', index: accountIndex })
  else if (walletSwitches || isConnectedAnywhere(client)) closeModal(client, { force: true })
  else router.dispatch({ type: 'goBack' })
  return 'switched'
})

/**
 * SwitchActiveChain's Switch: the target namespace has no connection, so its network is only
 * recorded as active; then Connect replaces the view, to connect a wallet of that namespace.
 */
export const switchActiveChainFlow = publicAction('switchActiveChainFlow', async function switchActiveChainFlow(client: PorticoClient, caipNetworkId: string): Promise<void> {
  await switchNetwork(client, { caipNetworkId })
  client.controllers.router.dispatch({ type: 'replace', route: { view: 'Connect' } })
})
