import type { PorticoClient } from '../client/porticoClient.js'
import { watchSelector } from '../store/watchSelector.js'
import type { AccountState } from '../types/account.js'
import type { ChainNamespace } from '../types/namespace.js'
import { publicAction } from './internal/publicAction.js'

export interface GetAccountParams {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export interface GetAccountReturnType extends AccountState {
  namespace: ChainNamespace | undefined
  isConnected: boolean
}

// eslint-disable-next-line portico/no-module-state -- removed by the v2 actions rewrite
const cache = new WeakMap<AccountState, Map<ChainNamespace | undefined, GetAccountReturnType>>()

/**
 * The account of a namespace (default: the active one). The same object is returned until the
 * account or the active namespace changes.
 */
export const getAccount = publicAction('getAccount', function getAccount(client: PorticoClient, params: GetAccountParams = {}): GetAccountReturnType {
  const namespace = params.namespace ?? client.controllers.chains.getSnapshot().activeNamespace
  const accounts = client.controllers.accounts.getSnapshot()
  const state = namespace ? accounts[namespace] : accounts.eip155
  let byNamespace = cache.get(state)
  if (!byNamespace) {
    byNamespace = new Map()
    cache.set(state, byNamespace)
  }
  let result = byNamespace.get(namespace)
  if (!result) {
    result = Object.freeze({ ...state, namespace, isConnected: namespace !== undefined && state.status === 'connected' })
    byNamespace.set(namespace, result)
  }
  return result
})

/** Calls `onChange` whenever {@link getAccount} would return something else. Returns the unsubscribe. */
export const watchAccount = publicAction('watchAccount', function watchAccount(
  client: PorticoClient,
  onChange: (account: GetAccountReturnType, previous: GetAccountReturnType) => void,
  params: GetAccountParams = {},
): () => void {
  return watchSelector(
    [client.controllers.accounts, client.controllers.chains],
    () => getAccount(client, params),
    onChange,
  )
})
