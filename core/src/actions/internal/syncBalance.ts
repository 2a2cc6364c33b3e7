import type { PorticoClient } from '../../client/porticoClient.js'
import { isUnsupportedNetwork } from '../../network/unsupportedNetwork.js'
import type { ChainNamespace } from '../../types/namespace.js'

/**
 * Reads the native balance of a namespace's account through its adapter. Failures are logged and
 * leave the previous balance in place; a newer sync supersedes an older one still in flight.
 */
export async function syncBalance(client: PorticoClient, namespace: ChainNamespace): Promise<void> {
  const adapter = client.adapters.get(namespace)
  const account = client.controllers.accounts.getSnapshot()[namespace]
  const network = client.controllers.chains.getSnapshot().namespaces[namespace]?.caipNetwork
  if (!adapter?.getBalance || !account.address || !network || isUnsupportedNetwork(network)) return
  const { address } = account
  const caipNetworkId = network.caipNetworkId
  client.controllers.accounts.patch(namespace, { balanceLoading: true })
  try {
    const result = await adapter.getBalance({ address, network })
    const current = client.controllers.accounts.getSnapshot()[namespace]
    const currentNetwork = client.controllers.chains.getSnapshot().namespaces[namespace]?.caipNetwork
    if (current.address !== address || currentNetwork?.caipNetworkId !== caipNetworkId) return
    client.controllers.accounts.patch(namespace, {
      balance: result.balance,
      balanceSymbol: result.symbol,
      balanceLoading: false,
    })
  } catch (error) {
    client.logger.warn(`Balance of ${namespace} account could not be read`, error)
    client.controllers.accounts.patch(namespace, { balanceLoading: false })
  }
}
