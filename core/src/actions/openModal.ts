import type { PorticoClient } from '../client/porticoClient.js'
import { resolveOpenRoute } from '../router/resolveOpenRoute.js'
import type { Route } from '../router/routes.js'
import { isConnected } from './internal/isConnected.js'
import { publicAction } from './internal/publicAction.js'

export interface OpenModalParams {
  /** Open on this view (the history is reset to it). */
  view?: Route
}

/**
 * Opens the modal (SPEC.md section 2): on the given view, otherwise on Account when connected and
 * Connect when not; with no adapters and not connected, on AllWallets (mobile) or
 * ConnectingWalletConnectBasic.
 */
export const openModal = publicAction('openModal', function openModal(client: PorticoClient, params: OpenModalParams = {}): void {
  const connected = isConnected(client)
  const route = resolveOpenRoute({
    ...(params.view ? { view: params.view } : {}),
    isConnected: connected,
    hasAdapters: client.adapters.size > 0,
    isMobile: client.platform.environment.isMobile(),
  })
  client.controllers.router.dispatch({ type: 'reset', route }, { isConnected: connected })
  client.controllers.modal.setOpen(true)
})
