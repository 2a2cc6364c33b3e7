import type { AdapterConnectResult } from '../../adapter/createAdapter.js'
import type { PorticoClient } from '../../client/porticoClient.js'
import { InvalidWalletResponseError } from '../../errors/InvalidWalletResponseError.js'
import type { Connector } from '../../types/connector.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { formatCaipAddress } from '../../utils/caip.js'
import { isAddressForNamespace } from '../../utils/isAddressForNamespace.js'
import { sanitizeImageUrl } from '../../utils/urlSafety.js'
import { saveActiveNetwork, saveConnection } from './persistence.js'
import { resolveWalletNetwork } from './resolveWalletNetwork.js'
import { showUnsupportedChainIfNeeded } from './showUnsupportedChainIfNeeded.js'
import { syncBalance } from './syncBalance.js'

/**
 * Records a connection the adapter established (SPEC.md section 4, Connect): the namespace is
 * marked connected, the network and account are synced, wallet info is set, and the connector
 * leaves the disconnected list. The wallet's answer is validated before anything is stored.
 * @throws InvalidWalletResponseError when the wallet returned an address or chain id that is not valid.
 */
export function applyConnection(
  client: PorticoClient,
  params: { namespace: ChainNamespace; connector: Pick<Connector, 'id' | 'name' | 'imageUrl'>; result: AdapterConnectResult },
): void {
  const { namespace, connector, result } = params
  if (typeof result?.address !== 'string' || !isAddressForNamespace(namespace, result.address)) {
    throw new InvalidWalletResponseError(`address ${JSON.stringify(String(result?.address).slice(0, 80))}`)
  }
  let resolved: ReturnType<typeof resolveWalletNetwork>
  try {
    resolved = resolveWalletNetwork(client, namespace, result.chainId)
  } catch (cause) {
    throw new InvalidWalletResponseError(`chain id ${JSON.stringify(String(result.chainId).slice(0, 40))}`, cause)
  }
  const { network, supported } = resolved
  const { accounts, chains, connectors, connection } = client.controllers
  const wallet = {
    id: connector.id,
    name: result.walletInfo?.name ?? connector.name,
    ...(sanitizeImageUrl(result.walletInfo?.icon ?? connector.imageUrl)
      ? { imageUrl: sanitizeImageUrl(result.walletInfo?.icon ?? connector.imageUrl) }
      : {}),
  }

  chains.setActiveNetwork(network)
  accounts.patch(namespace, {
    status: 'connected',
    address: result.address,
    caipAddress: formatCaipAddress(network.caipNetworkId, result.address),
    allAccounts: result.accounts ?? [{ address: result.address, type: accounts.getSnapshot()[namespace].preferredAccountType }],
    connectedWalletInfo: { name: wallet.name, ...(wallet.imageUrl ? { icon: wallet.imageUrl } : {}) },
    addressExplorerUrl: network.blockExplorers
      ? `${network.blockExplorers.default.url.replace(/\/+$/, '')}/address/${result.address}`
      : undefined,
  })
  connectors.setActiveConnector(namespace, connector.id)
  connectors.removeDisconnected(connector.id)
  connection.setConnections(namespace, [
    { connectorId: connector.id, accounts: [{ address: result.address }], caipNetworkId: network.caipNetworkId },
  ])
  connection.setStatus('connected')
  connection.setRecentWallet(wallet)

  saveConnection(client, { namespace, connectorId: connector.id, wallet })
  if (supported) saveActiveNetwork(client, namespace, network.caipNetworkId)
  else showUnsupportedChainIfNeeded(client)
  void syncBalance(client, namespace)
}
