import { publicAction } from '../../../kernel/actions/publicAction.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { wrapError } from '../../../kernel/errors/wrapError.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'

/**
 * The SwitchNetwork view asks the wallet itself (opened directly on it, or Retry): the outcome
 * stays on the view (`chains.lastSwitch`: declined or failed, with Retry); success goes back,
 * closing the modal when it was the only view. Resolves true when it switched.
 */
export const switchNetworkViewFlow = publicAction('switchNetworkViewFlow', async function switchNetworkViewFlow(
  client: PorticoClient,
  params: { caipNetworkId: string },
): Promise<boolean> {
  const { chains, modal, router } = client.controllers
  const route = { view: 'SwitchNetwork' as const, caipNetworkId: params.caipNetworkId }
  chains.setLastSwitch(undefined)
  try {
    await switchNetwork(client, { caipNetworkId: params.caipNetworkId })
    chains.setLastSwitch({ caipNetworkId: params.caipNetworkId, error: undefined })
    if (modal.getSnapshot().open && routeEquals(currentRoute(router.getSnapshot()), route)) router.dispatch({ type: 'goBack' })
    return true
  } catch (error) {
    chains.setLastSwitch({ caipNetworkId: params.caipNetworkId, error: wrapError(error) })
    if (modal.getSnapshot().open && routeEquals(currentRoute(router.getSnapshot()), route)) modal.shake()
    return false
  }
})
