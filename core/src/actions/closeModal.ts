import type { PorticoClient } from '../client/porticoClient.js'
import { isSiwxSessionActive } from '../controllers/siwxController.js'
import { ModalClosedError } from '../errors/connectionErrors.js'
import { isCloseDisabled } from '../router/closeGuard.js'
import { currentRoute } from '../router/routerReducer.js'
import { isConnected } from './internal/isConnected.js'
import { publicAction } from './internal/publicAction.js'

export interface CloseModalParams {
  /** Close even where closing is disabled (sign-in required and no session). */
  force?: boolean
}

/** Whether the modal may close now (SPEC.md section 2: sign-in required and no session). */
export const canCloseModal = publicAction('canCloseModal', function canCloseModal(client: PorticoClient): boolean {
  const view = currentRoute(client.controllers.router.getSnapshot()).view
  const hasSession = isSiwxSessionActive(client.controllers.siwx.getSnapshot().session, client.platform.clock.now())
  return !isCloseDisabled({ view, siwxRequired: client.options.siwx?.required === true, hasSession })
})

/**
 * Closes the modal: the view resets to Connect, loading clears, and a pending connection is
 * rejected with 'Modal closed'. Returns false (and shakes the modal) when closing is disabled.
 */
export const closeModal = publicAction('closeModal', function closeModal(client: PorticoClient, params: CloseModalParams = {}): boolean {
  const { modal, router, connection } = client.controllers
  if (!params.force && !canCloseModal(client)) {
    modal.shake()
    return false
  }
  modal.setOpen(false)
  modal.setLoading(false)
  router.dispatch({ type: 'reset', route: { view: 'Connect' } }, { isConnected: isConnected(client) })
  connection.rejectPending(new ModalClosedError())
  return true
})
