import { isConnectedAnywhere } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { wrapError } from '../../../kernel/errors/wrapError.js'
import { resolveOpenRoute } from '../../../kernel/router/resolveOpenRoute.js'
import type { Route } from '../../../kernel/router/routes.js'

export interface OpenModalParams {
  /** Open on this view (the history is reset to it). */
  view?: Route
}

/**
 * Opens the modal (SPEC.md section 2): on the given view, otherwise on Account when connected and
 * Connect when not; with no adapters and not connected, on AllWallets (mobile) or
 * ConnectingWalletConnectBasic. A network switch still waiting in the wallet is shown
 * (SwitchNetwork) rather than hidden behind Account. Opened directly on SwitchNetwork, the wallet
 * is asked to switch.
 */
export const openModal = publicAction('openModal', function openModal(client: PorticoClient, params: OpenModalParams = {}): void {
  const pending = client.controllers.chains.getSnapshot().pendingSwitch
  const view: Route | undefined = params.view ?? (pending ? { view: 'SwitchNetwork', caipNetworkId: pending } : undefined)
  const route = resolveOpenRoute({
    ...(view ? { view } : {}),
    isConnected: isConnectedAnywhere(client),
    hasAdapters: client.sources.size > 0,
    isMobile: client.platform.environment.isMobile(),
  })
  const switchTo = params.view?.view === 'SwitchNetwork' && params.view.caipNetworkId !== pending ? params.view.caipNetworkId : undefined
  client.batch(() => {
    client.controllers.router.dispatch({ type: 'reset', route })
    client.controllers.modal.setOpen(true)
    // The view shows the switch as waiting from the start, while the switch's code loads (a
    // network the site does not have is not marked: the flow reports it).
    const known = switchTo ? client.controllers.chains.findNetwork(switchTo) : undefined
    if (known) client.controllers.chains.setPendingSwitch(known.caipNetworkId)
  })
  if (switchTo) void askWallet(client, switchTo)
})

/**
 * Opened directly on SwitchNetwork: the wallet is asked by the switch flow, loaded here rather
 * than imported, so the switch is not part of a page's first load. The provisional pending mark
 * is lifted in the same batch in which the flow starts, so the view never shows an idle moment
 * (a switch that goes to the wallet marks it again; one that needs no wallet ends at once).
 * Code that fails to load is shown on the view like a failed switch, with its Retry.
 */
async function askWallet(client: PorticoClient, caipNetworkId: string): Promise<void> {
  const { chains } = client.controllers
  const liftMark = () => {
    if (chains.getSnapshot().pendingSwitch === caipNetworkId) chains.setPendingSwitch(undefined)
  }
  try {
    const { switchNetworkViewFlow } = await import('../../network/lazy.js')
    client.batch(() => {
      liftMark()
      void switchNetworkViewFlow(client, { caipNetworkId })
    })
  } catch (error) {
    client.batch(() => {
      liftMark()
      chains.setLastSwitch({ caipNetworkId, error: wrapError(error) })
    })
  }
}
