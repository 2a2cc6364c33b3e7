import { activeConnection } from '../../connection/index.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'

import { siwxAccountChanged } from '../flows/siwxFlow.js'

/** The account sign-in is about: the active namespace's account on its network. */
export interface SiwxAccountKey {
  namespace: ChainNamespace
  caipNetworkId: string
  address: string
}

function accountKey(client: PorticoClient): SiwxAccountKey | undefined {
  const namespace = client.controllers.chains.getSnapshot().activeNamespace
  const current = activeConnection(client, namespace)
  if (!namespace || !current) return undefined
  return { namespace, caipNetworkId: current.entry.caipNetworkId, address: current.entry.address }
}

const sameKey = (a: SiwxAccountKey | undefined, b: SiwxAccountKey | undefined) =>
  a?.caipNetworkId === b?.caipNetworkId && a?.address === b?.address

/**
 * Sign-in after connect (SPEC.md section 4), registered once at the root when `siwx` is set:
 * whenever the active account or its network changes (a connect, a reconnect after reload, a
 * network switch, the wallet's own account change), the flow looks up that account's sessions and
 * asks for a signature when there is none. A lookup that settles after the account changed again
 * is ignored.
 */
export function siwxAccountReaction(client: PorticoClient): () => void {
  const siwx = client.options.siwx
  if (!siwx) return () => undefined
  const { connection, chains } = client.controllers
  const teardowns: (() => void)[] = []
  let current: SiwxAccountKey | undefined
  let stopped = false
  const check = () => {
    const next = accountKey(client)
    if (sameKey(next, current)) return
    current = next
    const isCurrent = () => !stopped && sameKey(accountKey(client), next) && sameKey(current, next)
    siwxAccountChanged(client, next, isCurrent).catch((error: unknown) => client.logger.error('The sign-in flow failed', error))
  }
  teardowns.push(connection.subscribe(check), chains.subscribe(check))
  check()
  return () => {
    stopped = true
    for (const teardown of teardowns.splice(0)) teardown()
  }
}
