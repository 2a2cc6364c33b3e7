import type { PorticoClient } from '../client/porticoClient.js'
import type { ChainNamespace } from '../types/namespace.js'
import { syncBalance } from './internal/syncBalance.js'
import { publicAction } from './internal/publicAction.js'

/**
 * Reads the native balance of a namespace's account again (after a send, say). Failures are
 * logged and keep the previous balance. Resolves when the read settled.
 */
export const refreshBalance = publicAction('refreshBalance', async function refreshBalance(client: PorticoClient, params: { namespace?: ChainNamespace } = {}): Promise<void> {
  const namespace = params.namespace ?? client.controllers.chains.getSnapshot().activeNamespace
  if (namespace) await syncBalance(client, namespace)
})
