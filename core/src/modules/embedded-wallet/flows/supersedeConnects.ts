import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ConnectSupersededError } from '../../../kernel/errors/ConnectSupersededError.js'

/**
 * The visitor chose the embedded wallet (a social, Farcaster or e-mail login) while a wallet's
 * connect was still pending (overdue, or left behind with Back): that connect is superseded, as
 * picking another wallet would. Its wallet's late approval is then dropped and the wallet told to
 * end it, never connected over the visitor's newer choice.
 */
export function supersedeConnects(client: PorticoClient): void {
  client.controllers.connection.abortConnects(new ConnectSupersededError())
}
