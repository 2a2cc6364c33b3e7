import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ConnectAttempt } from '../connectionController.js'
import { connectorNamespaces } from '../connectorsController.js'
import { ConnectSupersededError } from '../../../kernel/errors/ConnectSupersededError.js'
import { ConnectionFailedError, ConnectorNotFoundError, ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { PorticoError } from '../../../kernel/errors/PorticoError.js'
import { isUserRejection, UserRejectedRequestError } from '../../../kernel/errors/UserRejectedRequestError.js'
import type { ConnectorSource, SourceConnectParams, SourceSession, SourceSignInRequest } from '../../../kernel/plugins/connectorSource.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import type { Connector } from '../../../kernel/types/connector.js'
import type { CaipAddress, ChainNamespace } from '../../../kernel/types/namespace.js'
import type { Network } from '../../../kernel/types/network.js'
import { abortable } from '../../../kernel/utils/abort.js'
import { checkSession, storeSession } from '../internal/applySession.js'
import { connectNetworks } from '../internal/connectNetworks.js'
import { watchOverdue } from '../internal/watchOverdue.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { track } from '../../../kernel/events/track.js'
import { openPairingSession } from '../../pairing/index.js'
import { loadSiwxFlow } from '../../siwx/index.js'

export interface ConnectParams {
  connectorId: string
  /** The namespace of the connector, when the same id exists in several. */
  namespace?: ChainNamespace
  /** Abort to give up waiting; the source hears it (a pairing proposal is withdrawn). */
  signal?: AbortSignalLike
}

/** What one namespace of a new connection holds. */
export interface ConnectedNamespace {
  address: string
  caipAddress: CaipAddress
  caipNetwork: Network
}

export interface ConnectReturnType {
  connectorId: string
  /** The connector's first connected namespace, and its account. */
  namespace: ChainNamespace
  address: string
  caipAddress: CaipAddress
  caipNetwork: Network
  /** Every namespace the session covers. */
  namespaces: Readonly<Partial<Record<ChainNamespace, ConnectedNamespace>>>
}

/** What `connect` may throw. */
export type ConnectErrorType =
  | ConnectorNotFoundError
  | ModalClosedError
  | ConnectSupersededError
  | UserRejectedRequestError
  | ConnectionFailedError
  | PorticoError

/**
 * Connects a wallet through one connector (SPEC.md section 4, Connect), on every namespace the
 * connector serves. Headless: no view changes, no toasts (the connect flow does those).
 *
 * The newest connect wins: starting one aborts older ones (they reject with
 * ConnectSupersededError), and an answer that arrives for an abandoned attempt is never applied.
 * Closing the modal aborts it with 'Modal closed'; if the wallet approves after that and nobody
 * chose another wallet since, the connection is still recorded, so the page agrees with the
 * wallet. A failure leaves every existing connection as it was. A wallet that keeps its prompt
 * unanswered for 20 s marks the attempt `overdue` (the request still stands; APKT004 'Wallet
 * Request Timeout' is raised), so a connecting view can offer a retry and another wallet.
 */
export const connect = publicAction('connect', async function connect(client: PorticoClient, params: ConnectParams): Promise<ConnectReturnType> {
  const { connection, connectors } = client.controllers
  const connector = connectors.find(params.connectorId, params.namespace)
  const source = connector?.sourceId ? client.sources.get(connector.sourceId) : undefined
  if (!connector || !source) throw new ConnectorNotFoundError()

  const namespaces = connectorNamespaces(connector)
  const { attempt, signal } = connection.beginAttempt(
    { kind: 'connect', connectorId: connector.id, namespaces },
    { parent: params.signal, supersededReason: () => new ConnectSupersededError() },
  )
  connection.setPairing(undefined)
  const sourceParams: SourceConnectParams = { connectorId: connector.id, networks: connectNetworks(client, namespaces), signal }
  const pairing = connector.type === 'WALLET_CONNECT'
  // One-click sign-in rides on a pairing connect when sign-in is on (SPEC.md section 5).
  const signIn: { request?: SourceSignInRequest } = {}
  const opened =
    pairing && client.options.siwx
      ? loadSiwxFlow()
          .then((module) => module.pairingSignInRequest(client, sourceParams.networks))
          .then((request) => {
            signIn.request = request
            return openPairingSession(client, source, request ? { ...sourceParams, signIn: request } : sourceParams)
          })
      : pairing
        ? openPairingSession(client, source, sourceParams)
        : openSession(source, sourceParams)

  const stopOverdue = watchOverdue(client, connector, attempt)
  try {
    const session = await abortable(opened, signal)
    if (!connection.isLatest(attempt)) throw new ConnectSupersededError()
    if (signIn.request && session.signIns) {
      await abortable(keepSignIns(client, signIn.request, session), signal)
      if (!connection.isLatest(attempt)) throw new ConnectSupersededError()
    }
    const result = applyAnswer(client, connector, session)
    connection.setLastConnect({ connectorId: connector.id, status: 'success', error: undefined, rejected: false })
    const method = !pairing ? 'browser' : connection.getSnapshot().linking ? 'mobile' : 'qrcode'
    if (pairing) client.batch(() => (connection.setPairing(undefined), connection.setLinking(undefined)))
    track(client, 'CONNECT_SUCCESS', { method, name: connector.name, caipNetworkId: result.caipNetwork.caipNetworkId }, result.address)
    return result
  } catch (error) {
    const typed = toConnectError(error)
    if (typed instanceof ModalClosedError) reconcileLateAnswer(client, { connector, source, attempt, opened, signIn })
    else if (typed instanceof ConnectSupersededError) dropLateAnswer(client, { connector, source, opened })
    if (connection.isLatest(attempt)) {
      connection.setLastConnect({
        connectorId: connector.id,
        status: 'error',
        error: typed,
        rejected: typed instanceof UserRejectedRequestError,
      })
    }
    if (!(typed instanceof ModalClosedError || typed instanceof ConnectSupersededError)) {
      track(client, 'CONNECT_ERROR', { message: typed.shortMessage })
    }
    client.logger.warn(`Connection through ${connector.name} failed`, error)
    throw typed
  } finally {
    stopOverdue()
    connection.endAttempt(attempt.id)
  }
})

/**
 * Keeps a one-click sign-in before the connection is recorded, so that sign-in after connect finds
 * the session and asks for no second signature. Sign-in reads `authenticating` meanwhile.
 */
async function keepSignIns(client: PorticoClient, request: SourceSignInRequest, session: SourceSession): Promise<void> {
  const { siwx } = client.controllers
  const before = siwx.getSnapshot().status
  siwx.patch({ status: 'authenticating' })
  try {
    const kept = await (await loadSiwxFlow()).storePairingSignIns(client, request, session)
    if (kept.length === 0) client.logger.warn('The wallet signed in with its connect, but nothing it signed was kept; sign-in is asked for after connect')
  } finally {
    if (siwx.getSnapshot().status === 'authenticating') siwx.patch({ status: before })
  }
}

function openSession(source: ConnectorSource, params: Parameters<ConnectorSource['connect']>[0]): Promise<SourceSession> {
  try {
    return Promise.resolve(source.connect(params))
  } catch (error) {
    return Promise.reject(error)
  }
}

/** Checks and stores a session, and says what it connected. */
function applyAnswer(client: PorticoClient, connector: Connector, session: SourceSession): ConnectReturnType {
  const checked = checkSession(client, connector, session)
  storeSession(client, { connector, session, checked })
  const namespaces: Partial<Record<ChainNamespace, ConnectedNamespace>> = {}
  for (const part of checked) {
    namespaces[part.namespace] = {
      address: part.entry.address,
      caipAddress: `${part.network.caipNetworkId}:${part.entry.address}`,
      caipNetwork: part.network,
    }
  }
  const [first] = checked
  if (!first) throw new ConnectionFailedError()
  const primary = namespaces[first.namespace] as ConnectedNamespace
  return { connectorId: connector.id, namespace: first.namespace, ...primary, namespaces }
}

/**
 * The visitor closed the modal while the wallet was still asking. What cannot be withdrawn (an
 * injected wallet's prompt) may still be approved: then, unless the visitor has chosen another
 * wallet since, the connection is recorded so the page says what the wallet says.
 */
function reconcileLateAnswer(
  client: PorticoClient,
  late: { connector: Connector; source: ConnectorSource; attempt: ConnectAttempt; opened: Promise<SourceSession>; signIn: { request?: SourceSignInRequest } },
): void {
  const { connection } = client.controllers
  late.opened.then(
    async (session) => {
      if (!connection.isLatest(late.attempt)) return dropLateAnswer(client, { ...late, opened: late.opened })
      try {
        // A one-click sign-in that came with it is kept first, as in a connect that was waited for.
        if (late.signIn.request && session.signIns) await keepSignIns(client, late.signIn.request, session)
        if (!connection.isLatest(late.attempt)) return dropLateAnswer(client, { ...late, opened: late.opened })
        applyAnswer(client, late.connector, session)
        client.logger.info(`${late.connector.name} approved after the modal closed; the connection is recorded`)
      } catch (error) {
        client.logger.warn(`Ignored a late answer from ${late.connector.name}`, error)
      }
    },
    () => undefined,
  )
}

/**
 * An abandoned attempt's wallet answered after all: its session is not applied, and unless that
 * connector is in use again, the source is told to end it, so the wallet does not stay connected
 * to a page that shows nothing of it.
 */
function dropLateAnswer(
  client: PorticoClient,
  late: { connector: Connector; source: ConnectorSource; opened: Promise<SourceSession> },
): void {
  late.opened.then(
    () => {
      const state = client.controllers.connection.getSnapshot()
      const inUse =
        state.connections.some((entry) => entry.connectorId === late.connector.id) ||
        state.attempts.some((entry) => entry.connectorId === late.connector.id)
      if (inUse) return
      client.logger.warn(`Dropped a late answer from ${late.connector.name}: the visitor chose another wallet`)
      late.source.disconnect({ connectorId: late.connector.id }).catch(() => undefined)
    },
    () => undefined,
  )
}

function toConnectError(error: unknown): PorticoError {
  if (error instanceof ModalClosedError || error instanceof UserRejectedRequestError || error instanceof ConnectSupersededError) {
    return error
  }
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  if (error instanceof PorticoError) return error
  return new ConnectionFailedError({ cause: error })
}
