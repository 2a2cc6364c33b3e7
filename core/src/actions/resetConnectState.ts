import type { PorticoClient } from '../client/porticoClient.js'
import { publicAction } from './internal/publicAction.js'

/** Forgets how the last connect ended (for a Retry button); a pending connect keeps going. */
export const resetConnectState = publicAction('resetConnectState', function resetConnectState(client: PorticoClient): void {
  client.controllers.connection.setLastConnect(undefined)
})
