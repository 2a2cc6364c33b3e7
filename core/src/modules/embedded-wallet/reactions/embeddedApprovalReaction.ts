import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { closeModal } from '../../modal/index.js'
import { openModal } from '../../modal/index.js'
import { embeddedLoginOf, type EmbeddedWalletUi } from '../../../kernel/plugins/embeddedLoginSource.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'

/**
 * What the modal does for the embedded wallet's login frame (SPEC.md section 4, embedded wallet
 * requests), handed to connector sources as `SourceContext.embeddedUi`:
 * - an unsafe request opens ApproveTransaction (the frame's approve screen shown over the modal),
 *   or pushes it on the transaction stack when the modal is open on another view;
 * - when the last waiting request settles, the modal closes, or the stack pops back to where it was;
 * - closing the modal while requests wait rejects them (the frame hears RPC_ABORT);
 * - a method that is not allowed opens the modal and shows its error as a toast.
 */
export function embeddedApprovalReaction(client: PorticoClient): { ui: EmbeddedWalletUi; stop(): void } {
  const { modal, router, snackbar } = client.controllers
  let waiting = 0
  const onApproveView = () => currentRoute(router.getSnapshot()).view === 'ApproveTransaction'

  const ui: EmbeddedWalletUi = {
    approvalRequested() {
      waiting += 1
      if (!modal.getSnapshot().open) openModal(client, { view: { view: 'ApproveTransaction' } })
      else if (!onApproveView()) router.dispatch({ type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks: {} })
    },
    approvalSettled() {
      waiting = Math.max(0, waiting - 1)
      if (waiting > 0 || !modal.getSnapshot().open || !onApproveView()) return
      if (router.getSnapshot().transactionStack.length > 0) {
        client.batch(() => {
          router.dispatch({ type: 'transactionSuccess' })
          router.dispatch({ type: 'goBack' })
        })
      } else closeModal(client, { force: true })
    },
    openModal() {
      if (!modal.getSnapshot().open) openModal(client)
    },
    showError(message) {
      snackbar.show(message, 'error')
    },
  }

  const stop = modal.subscribe(() => {
    if (modal.getSnapshot().open || waiting === 0) return
    waiting = 0
    const found = embeddedLoginOf(client)
    if (found) void found.source.session().then((session) => session.client.abortRpcRequests(), (error: unknown) => client.logger.warn('The login frame could not be told', error))
  })
  return { ui, stop }
}
