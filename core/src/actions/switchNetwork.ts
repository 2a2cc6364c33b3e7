import type { PorticoClient } from '../client/porticoClient.js'
import { AlertPorticoError } from '../errors/AlertPorticoError.js'
import { PorticoError } from '../errors/PorticoError.js'
import { SwitchChainNotSupportedError } from '../errors/providerErrors.js'
import { isUserRejection, UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { wrapError } from '../errors/wrapError.js'
import type { Network } from '../types/network.js'
import { formatCaipAddress } from '../utils/caip.js'
import { isConnected } from './internal/isConnected.js'
import { saveActiveNetwork } from './internal/persistence.js'
import { syncBalance } from './internal/syncBalance.js'
import { track } from './internal/track.js'
import { publicAction } from './internal/publicAction.js'

export interface SwitchNetworkParams {
  /** The CAIP-2 id of one of the site's networks. */
  caipNetworkId: string
  /** Throw on failure instead of going back one view. @default false */
  throwOnFailure?: boolean
}

export type SwitchNetworkErrorType = AlertPorticoError | UserRejectedRequestError | PorticoError

/**
 * Switches network (SPEC.md section 4). If the target namespace is connected, the wallet switches
 * through the adapter; otherwise the network is only recorded as active. A failed switch goes back
 * one view and resolves false, unless `throwOnFailure` is set.
 * @throws AlertPorticoError APKT001 'Network Not Found' when the id is not one of the site's networks.
 */
export const switchNetwork = publicAction('switchNetwork', async function switchNetwork(client: PorticoClient, params: SwitchNetworkParams): Promise<boolean> {
  const { chains, accounts, connectors, router, snackbar, modal } = client.controllers
  const network = chains.findNetwork(params.caipNetworkId)
  if (!network) throw new AlertPorticoError('INVALID_NETWORK', { details: params.caipNetworkId })
  const namespace = network.chainNamespace
  if (chains.getSnapshot().activeNamespace !== namespace) chains.setSwitchingNamespace(true)

  try {
    if (isConnected(client, namespace)) {
      const connectorId = connectors.getSnapshot().activeConnectorIds[namespace]
      const adapter = client.adapters.get(namespace)
      if (!adapter?.switchNetwork || !connectorId) throw new SwitchChainNotSupportedError()
      await adapter.switchNetwork({ connectorId, network })
      recordSwitch(client, network)
      const address = accounts.getSnapshot()[namespace].address
      if (address) accounts.patch(namespace, { caipAddress: formatCaipAddress(network.caipNetworkId, address) })
      void syncBalance(client, namespace)
    } else {
      recordSwitch(client, network)
    }
    track(client, 'SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
    return true
  } catch (error) {
    const typed =
      error instanceof PorticoError
        ? error
        : isUserRejection(error)
          ? new UserRejectedRequestError({ cause: error })
          : wrapError(error, 'WALLET_ERROR')
    client.logger.warn(`Switching to ${network.caipNetworkId} failed`, error)
    if (params.throwOnFailure) throw typed
    snackbar.show(typed.shortMessage, 'error', typed.code)
    modal.shake()
    router.dispatch({ type: 'goBack' }, { isConnected: isConnected(client) })
    return false
  } finally {
    chains.setSwitchingNamespace(false)
  }
})

function recordSwitch(client: PorticoClient, network: Network): void {
  client.controllers.chains.setActiveNetwork(network)
  saveActiveNetwork(client, network.chainNamespace, network.caipNetworkId)
}
