import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { isSiwxSessionActive } from '../../siwx/index.js'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { isCloseDisabled } from '../../../kernel/router/closeGuard.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'

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
 * Closes the modal: the view resets to Connect, loading clears, the toast of the view that was
 * showing goes with it, and a pending connect is aborted with 'Modal closed' (its source hears
 * the abort). Returns false (and shakes the modal) when closing is disabled.
 */
export const closeModal = publicAction('closeModal', function closeModal(client: PorticoClient, params: CloseModalParams = {}): boolean {
  const { modal, router, connection, snackbar } = client.controllers
  if (!params.force && !canCloseModal(client)) {
    modal.shake()
    return false
  }
  client.batch(() => {
    modal.setOpen(false)
    modal.setLoading(false)
    snackbar.hide()
    router.dispatch({ type: 'reset', route: { view: 'Connect' } })
  })
  connection.abortConnects(new ModalClosedError())
  return true
})
