import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { AlertPorticoError } from '../../../kernel/alerts/AlertPorticoError.js'
import { PorticoError } from '../../../kernel/errors/PorticoError.js'
import { isUserRejection, UserRejectedRequestError } from '../../../kernel/errors/UserRejectedRequestError.js'
import { wrapError } from '../../../kernel/errors/wrapError.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import type { Network } from '../../../kernel/types/network.js'
import { activeConnection } from '../../connection/index.js'
import { followWalletNetwork } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { track } from '../../../kernel/events/track.js'

export interface SwitchNetworkParams {
  /** The CAIP-2 id of one of the site's networks. */
  caipNetworkId: string
  signal?: AbortSignalLike
}

export interface SwitchNetworkReturnType {
  caipNetwork: Network
  /** How it switched: the wallet did, the site recorded it ('local'), or nothing was to do ('unchanged'). */
  mode: 'wallet' | 'local' | 'unchanged'
}

export type SwitchNetworkErrorType = AlertPorticoError | UserRejectedRequestError | PorticoError

/**
 * Switches network (SPEC.md section 4, Network switch). When the namespace has an active
 * connection, its capability decides: the wallet switches, or (a namespace whose wallets sign for
 * any network, like solana) the site records it. A namespace without a connection only records
 * the network as active. Switching to another namespace makes it the active one. While the
 * wallet is asked, the pending switch is visible in the chains state. Headless: throws typed
 * errors and never moves a view.
 * @throws AlertPorticoError APKT001 'Network Not Found' when the id is not one of the site's networks.
 * @throws UserRejectedRequestError when the visitor declines in the wallet.
 */
export const switchNetwork = publicAction('switchNetwork', async function switchNetwork(
  client: PorticoClient,
  params: SwitchNetworkParams,
): Promise<SwitchNetworkReturnType> {
  const { chains } = client.controllers
  const network = chains.findNetwork(params.caipNetworkId)
  if (!network) throw new AlertPorticoError('INVALID_NETWORK', { details: params.caipNetworkId })
  const namespace = network.chainNamespace
  const state = chains.getSnapshot()
  const current = activeConnection(client, namespace)
  const switching = current?.entry.capabilities.switchNetwork

  if (state.activeNamespace === namespace && state.activeCaipNetwork?.caipNetworkId === network.caipNetworkId) {
    if (!current || current.entry.caipNetworkId === network.caipNetworkId) return { caipNetwork: network, mode: 'unchanged' }
  }
  if (!current || switching?.mode !== 'wallet') {
    client.batch(() => {
      if (current) followWalletNetwork(client, current.connection.connectorId, namespace, network)
      chains.setActiveNetwork(network)
    })
    track(client, 'SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
    return { caipNetwork: network, mode: 'local' }
  }

  const otherNamespace = state.activeNamespace !== namespace
  client.batch(() => {
    chains.setPendingSwitch(network.caipNetworkId)
    if (otherNamespace) chains.setSwitchingNamespace(true)
  })
  try {
    await switching.switchNetwork({ network, ...(params.signal ? { signal: params.signal } : {}) })
    // The wallet may also report chainChanged; recording the same network twice changes nothing.
    client.batch(() => {
      followWalletNetwork(client, current.connection.connectorId, namespace, network)
      chains.setActiveNetwork(network)
    })
    track(client, 'SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
    return { caipNetwork: network, mode: 'wallet' }
  } catch (error) {
    client.logger.warn(`Switching to ${network.caipNetworkId} failed`, error)
    throw toSwitchError(error)
  } finally {
    client.batch(() => {
      if (chains.getSnapshot().pendingSwitch === network.caipNetworkId) chains.setPendingSwitch(undefined)
      chains.setSwitchingNamespace(false)
    })
  }
})

function toSwitchError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  return wrapError(error, 'WALLET_ERROR')
}
