import { isConnectedAnywhere } from '../actions/internal/connections.js'
import { publicAction } from '../actions/internal/publicAction.js'
import type { PorticoClient } from '../client/porticoClient.js'
import { resolveOpenRoute } from '../router/resolveOpenRoute.js'
import type { Route } from '../router/routes.js'
import { switchNetworkViewFlow } from './switchNetworkViewFlow.js'

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
  client.batch(() => {
    client.controllers.router.dispatch({ type: 'reset', route })
    client.controllers.modal.setOpen(true)
  })
  if (params.view?.view === 'SwitchNetwork' && params.view.caipNetworkId !== pending) {
    void switchNetworkViewFlow(client, { caipNetworkId: params.view.caipNetworkId })
  }
})
