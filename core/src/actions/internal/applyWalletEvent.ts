import type { AdapterEvents } from '../../adapter/createAdapter.js'
import type { PorticoClient } from '../../client/porticoClient.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { formatCaipAddress } from '../../utils/caip.js'
import { isAddressForNamespace } from '../../utils/isAddressForNamespace.js'
import { saveActiveNetwork } from './persistence.js'
import { resetNamespace } from './resetNamespace.js'
import { resolveWalletNetwork } from './resolveWalletNetwork.js'
import { showUnsupportedChainIfNeeded } from './showUnsupportedChainIfNeeded.js'
import { syncBalance } from './syncBalance.js'

/**
 * Reflects a wallet-side event in core state. Events of connectors that are not the active one
 * of their namespace are ignored, and so are malformed payloads (with a warning): a wallet is
 * outside data.
 */
export function applyWalletEvent<K extends keyof AdapterEvents>(
  client: PorticoClient,
  namespace: ChainNamespace,
  type: K,
  payload: AdapterEvents[K],
): void {
  const { accounts, chains, connectors } = client.controllers
  const connectorId = (payload as { connectorId?: unknown } | undefined)?.connectorId
  if (typeof connectorId !== 'string' || connectors.getSnapshot().activeConnectorIds[namespace] !== connectorId) return

  if (type === 'disconnect') {
    resetNamespace(client, namespace)
    return
  }
  if (type === 'accountsChanged') {
    const list = (payload as AdapterEvents['accountsChanged']).accounts
    if (!Array.isArray(list)) return warn(client, type, payload)
    if (list.length === 0) {
      resetNamespace(client, namespace)
      return
    }
    const address = list[0]
    if (typeof address !== 'string' || !isAddressForNamespace(namespace, address)) return warn(client, type, payload)
    const network = chains.getSnapshot().namespaces[namespace]?.caipNetwork
    if (!network || accounts.getSnapshot()[namespace].address === address) return
    accounts.patch(namespace, {
      address,
      caipAddress: formatCaipAddress(network.caipNetworkId, address),
      balance: undefined,
      balanceSymbol: undefined,
    })
    void syncBalance(client, namespace)
    return
  }
  if (type === 'chainChanged') {
    let resolved: ReturnType<typeof resolveWalletNetwork>
    try {
      resolved = resolveWalletNetwork(client, namespace, (payload as AdapterEvents['chainChanged']).chainId)
    } catch {
      return warn(client, type, payload)
    }
    const isActiveNamespace = chains.getSnapshot().activeNamespace === namespace
    chains.setActiveNetwork(resolved.network, { keepNamespace: !isActiveNamespace })
    const address = accounts.getSnapshot()[namespace].address
    if (address) accounts.patch(namespace, { caipAddress: formatCaipAddress(resolved.network.caipNetworkId, address) })
    if (resolved.supported) {
      if (isActiveNamespace) saveActiveNetwork(client, namespace, resolved.network.caipNetworkId)
      void syncBalance(client, namespace)
    } else if (isActiveNamespace) {
      showUnsupportedChainIfNeeded(client)
    }
  }
}

function warn(client: PorticoClient, type: string, payload: unknown): void {
  client.logger.warn(`Ignored a malformed ${type} event from a wallet`, payload)
}
