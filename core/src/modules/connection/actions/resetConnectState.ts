import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/** Forgets how the last connect ended (for a Retry button); a pending connect keeps going. */
export const resetConnectState = publicAction('resetConnectState', function resetConnectState(client: PorticoClient): void {
  client.controllers.connection.setLastConnect(undefined)
})
