import { defineModule } from '../../kernel/plugins/porticoModule.js'

/**
 * The embedded wallet's views: e-mail and social login, the e-mail change, Farcaster, and the
 * approval of a request over the modal. (Its reactions load only on a site with an embedded
 * wallet: see createPortico.)
 */
export const embeddedWalletModule = defineModule({
  id: 'embedded-wallet',
  views: ['EmailLogin', 'UpdateEmailWallet', 'ConnectingFarcaster', 'ApproveTransaction'],
})
