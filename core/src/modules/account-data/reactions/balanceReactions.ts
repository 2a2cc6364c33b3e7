// Loaded lazily (import() in connectedReactions.ts), when the first account is connected.
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { balanceReaction } from './balanceReaction.js'
import { nativeBalanceSyncReaction } from './nativeBalanceSyncReaction.js'

/**
 * The reactions over server data that only matter once an account is connected: the native
 * balance read on each account or network change, and the header balance kept equal to the
 * Tokens tab's native row. Both look at the state they start in. Returns the teardown.
 */
export function startBalanceReactions(client: PorticoClient): () => void {
  const stops = [balanceReaction(client), nativeBalanceSyncReaction(client)]
  return () => {
    for (const stop of stops) stop()
  }
}
