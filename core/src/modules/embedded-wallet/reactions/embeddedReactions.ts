import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { EmbeddedWalletUi } from '../../../kernel/plugins/embeddedLoginSource.js'
import { embeddedApprovalReaction } from './embeddedApprovalReaction.js'
import { emailUpdatePollReaction } from './emailUpdatePollReaction.js'

/**
 * The reactions of a site with an embedded wallet, registered once by `createPortico` (loaded by
 * import() only on such a site, so no other site's entry carries them): the login frame's approvals
 * shown over the modal (their `ui` goes to the connector sources) and the e-mail update's poll.
 */
export function embeddedReactions(client: PorticoClient): { ui: EmbeddedWalletUi; stop(): void } {
  const approvals = embeddedApprovalReaction(client)
  const stopPoll = emailUpdatePollReaction(client)
  return {
    ui: approvals.ui,
    stop() {
      approvals.stop()
      stopPoll()
    },
  }
}
