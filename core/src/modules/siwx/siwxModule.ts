import { defineModule } from '../../kernel/plugins/porticoModule.js'
import { siwxReaction } from './reactions/siwxReaction.js'

/** Sign-in (SIWX): its two views, and the sign-in that follows a connection when the site asks for it. */
export const siwxModule = defineModule({
  id: 'siwx',
  views: ['SIWXSignMessage', 'DataCapture'],
  react: siwxReaction,
})
