import { balanceQuery } from '../actions/getBalance.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'

/**
 * Reads the native balance of each namespace's active account when that account or its network
 * changes, once per change, whoever caused it (a connect, a switch, the wallet's own event, a
 * reconnect), and once for the accounts connected when it starts. The query cache's lifetime and
 * retry block decide whether it goes to the chain.
 */
export function balanceReaction(client: PorticoClient): () => void {
  const { connection } = client.controllers
  let last = new Map<ChainNamespace, string>()
  const check = () => {
    const next = new Map<ChainNamespace, string>()
    for (const namespace of Object.keys(connection.getSnapshot().active) as ChainNamespace[]) {
      const query = balanceQuery(client, namespace)
      if (!query) continue
      const key = String(query.key[1])
      next.set(namespace, key)
      if (last.get(namespace) !== key) void client.queries.fetch(query)
    }
    last = next
  }
  const unsubscribe = connection.subscribe(check)
  check()
  return unsubscribe
}
