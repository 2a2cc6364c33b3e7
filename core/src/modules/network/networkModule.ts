import { defineModule } from '../../kernel/plugins/porticoModule.js'
import { unsupportedChainReaction } from './reactions/unsupportedChainReaction.js'

/** Networks and switching: their views, and UnsupportedChain when a wallet moves off the site's networks. */
export const networkModule = defineModule({
  id: 'network',
  views: ['Networks', 'UnsupportedChain', 'SwitchNetwork', 'SwitchActiveChain'],
  react: unsupportedChainReaction,
})
