import { activeConnection } from '../actions/internal/connections.js'
import type { PorticoClient } from '../client/porticoClient.js'
import type { ChainNamespace } from '../types/namespace.js'

/** The sign-in flow's code: loaded only when a site turns sign-in on. */
export function loadSiwxFlow(): Promise<typeof import('../flows/siwxFlow.js')> {
  return import('../flows/siwxFlow.js')
}

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
 * is ignored. A disconnect clears the sessions when `signOutOnDisconnect` is on.
 */
export function siwxReaction(client: PorticoClient): () => void {
  const siwx = client.options.siwx
  if (!siwx) return () => undefined
  const { connection, chains } = client.controllers
  const teardowns: (() => void)[] = []
  const setupTeardown = siwx.config.setup?.({
    storage: client.storage,
    clock: client.platform.clock,
    random: client.platform.random,
    origin: client.platform.environment.origin(),
    verifier: (namespace) => client.chainAdapters.get(namespace)?.signatureVerifier,
    logger: client.logger,
  })
  if (typeof setupTeardown === 'function') teardowns.push(setupTeardown)

  let current: SiwxAccountKey | undefined
  let stopped = false
  const check = () => {
    const next = accountKey(client)
    if (sameKey(next, current)) return
    current = next
    const isCurrent = () => !stopped && sameKey(accountKey(client), next) && sameKey(current, next)
    void loadSiwxFlow()
      .then((flow) => (isCurrent() ? flow.siwxAccountChanged(client, next, isCurrent) : undefined))
      .catch((error: unknown) => client.logger.error('The sign-in flow failed to load', error))
  }
  teardowns.push(connection.subscribe(check), chains.subscribe(check))
  teardowns.push(
    client.bus.on('DISCONNECT_SUCCESS', () => {
      if (!siwx.signOutOnDisconnect) return
      void siwx.config.setSessions([]).catch((error: unknown) => client.logger.warn('Clearing the sign-in sessions failed', error))
    }),
  )
  check()
  return () => {
    stopped = true
    for (const teardown of teardowns.splice(0)) teardown()
  }
}
