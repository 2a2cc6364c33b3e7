import type { PorticoClient } from '../client/porticoClient.js'
import {
  ChainAdapterNotFoundError,
  ConnectionFailedError,
  ConnectorNotFoundError,
  ModalClosedError,
} from '../errors/connectionErrors.js'
import { PorticoError } from '../errors/PorticoError.js'
import { isUserRejection, UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import type { AccountStatus } from '../types/account.js'
import type { CaipAddress, ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import { applyConnection } from './internal/applyConnection.js'
import { closeModal } from './closeModal.js'
import { track } from './internal/track.js'
import { publicAction } from './internal/publicAction.js'

export interface ConnectParams {
  connectorId: string
  /** The namespace of the connector, when the same id exists in several. */
  namespace?: ChainNamespace
  /** Close the modal after a successful connection. @default true */
  closeModalOnSuccess?: boolean
}

export interface ConnectReturnType {
  namespace: ChainNamespace
  address: string
  caipAddress: CaipAddress
  caipNetwork: Network
}

/** What `connect` may throw. */
export type ConnectErrorType =
  | ConnectorNotFoundError
  | ChainAdapterNotFoundError
  | ModalClosedError
  | UserRejectedRequestError
  | ConnectionFailedError
  | PorticoError

/**
 * Connects a wallet through one connector (SPEC.md section 4, Connect). While it waits, closing
 * the modal rejects it with 'Modal closed'. A failure leaves the previous state as it was.
 */
export const connect = publicAction('connect', async function connect(client: PorticoClient, params: ConnectParams): Promise<ConnectReturnType> {
  const { accounts, connectors, connection, modal } = client.controllers
  const connector = connectors.find(params.connectorId, params.namespace)
  if (!connector) throw new ConnectorNotFoundError()
  const namespace = connector.chain
  const adapter = client.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError()

  const previousStatus: AccountStatus = accounts.getSnapshot()[namespace].status
  const previousConnectionStatus = connection.getSnapshot().status
  const namespaceState = client.controllers.chains.getSnapshot().namespaces[namespace]
  const network = namespaceState?.requestedCaipNetworks.find(
    (entry) => entry.caipNetworkId === namespaceState.caipNetwork?.caipNetworkId,
  ) ?? namespaceState?.requestedCaipNetworks[0]

  let endPending: () => void = () => undefined
  const cancelled = new Promise<never>((_, reject) => {
    endPending = connection.beginPending(connector.id, reject)
  })
  accounts.patch(namespace, { status: 'connecting' })
  connection.setStatus('connecting')

  try {
    const attempt = (async () => adapter.connect({ connectorId: connector.id, network }))()
    // A wallet that answers after the modal closed is ignored; its late failure must not go unhandled.
    attempt.catch(() => undefined)
    const result = await Promise.race([attempt, cancelled])
    applyConnection(client, { namespace, connector, result })
  } catch (error) {
    accounts.patch(namespace, { status: previousStatus === 'connected' ? 'connected' : 'disconnected' })
    connection.setStatus(previousConnectionStatus === 'connected' ? 'connected' : 'disconnected')
    const typed = toConnectError(error)
    const rejected = typed instanceof UserRejectedRequestError
    connection.setLastConnect({ connectorId: connector.id, status: 'error', error: typed, rejected })
    if (!(typed instanceof ModalClosedError)) {
      modal.shake()
      track(client, 'CONNECT_ERROR', { message: typed.shortMessage })
    }
    client.logger.warn(`Connection through ${connector.name} failed`, error)
    throw typed
  } finally {
    endPending()
  }

  connection.setLastConnect({ connectorId: connector.id, status: 'success', error: undefined, rejected: false })
  const account = accounts.getSnapshot()[namespace]
  const caipNetwork = client.controllers.chains.getSnapshot().namespaces[namespace]?.caipNetwork
  if (!account.address || !account.caipAddress || !caipNetwork) throw new ConnectionFailedError()
  track(
    client,
    'CONNECT_SUCCESS',
    { method: 'browser', name: connector.name, caipNetworkId: caipNetwork.caipNetworkId },
    account.address,
  )
  const showsUnsupported = client.controllers.router.getSnapshot().history.at(-1)?.view === 'UnsupportedChain'
  if (params.closeModalOnSuccess !== false && modal.getSnapshot().open && !showsUnsupported) {
    closeModal(client, { force: true })
  }
  return { namespace, address: account.address, caipAddress: account.caipAddress, caipNetwork }
})

function toConnectError(error: unknown): PorticoError {
  if (error instanceof ModalClosedError || error instanceof UserRejectedRequestError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  if (error instanceof PorticoError) return error
  return new ConnectionFailedError({ cause: error })
}
