import { defineModule } from '../../kernel/plugins/porticoModule.js'
import { persistReaction } from './internal/persistence.js'
import { connectedReactions } from './reactions/connectedReactions.js'
import { crossTabReaction } from './reactions/crossTabReaction.js'

/**
 * Connect, disconnect and reconnect: the Connect views and what follows a connection change (the
 * stored connection, other tabs, what a new connection sets off). Persisting and the tab sync start
 * only after start-up's reconnect, so the restore itself is neither stored again nor broadcast.
 */
export const connectionModule = defineModule({
  id: 'connection',
  views: ['Connect', 'ConnectWallets', 'ConnectingExternal'],
  react(client) {
    const persist = persistReaction(client)
    const tabs = crossTabReaction(client)
    const stopConnected = connectedReactions(client)
    return {
      stop() {
        persist.stop()
        tabs.stop()
        stopConnected()
      },
      start() {
        persist.start()
        tabs.start()
      },
    }
  },
})
