import type { PorticoClient } from '../client/porticoClient.js'

/** Forgets how the last connect ended (for a Retry button); a pending connect keeps going. */
export function resetConnectState(client: PorticoClient): void {
  client.controllers.connection.setLastConnect(undefined)
}
