import { connect, type ConnectReturnType } from '../actions/connect.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ConnectSupersededError } from '../../../kernel/errors/ConnectSupersededError.js'
import { ConnectorNotFoundError, ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'
import type { Route } from '../../../kernel/router/routes.js'
import type { Connector } from '../../../kernel/types/connector.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { closeModal } from '../../modal/index.js'

/** Views a finished connect leaves open. */
const STAYING_VIEWS: readonly string[] = ['UnsupportedChain', 'SIWXSignMessage', 'DataCapture']

/** The view a connect through `connector` shows while it waits (SPEC.md section 2). */
export function connectingRouteFor(connector: Pick<Connector, 'id' | 'type'>): Route {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return { view: 'ConnectingWalletConnect', walletId: connector.id }
    case 'AUTH':
    case 'ID_AUTH':
      return { view: 'EmailLogin' }
    default:
      return { view: 'ConnectingExternal', connectorId: connector.id }
  }
}

/**
 * What a visitor does when they pick a wallet in the modal: the connecting view of the
 * connector's kind, then the connect. Success closes the modal (unless the wallet is on a chain
 * the site does not list: UnsupportedChain then stays); a failure stays on the connecting view,
 * which reads the outcome (`lastConnect`), and shakes. Closing the modal aborts it. Resolves with
 * the connection; rejects with connect's typed error (also kept in `lastConnect`).
 */
export const connectFlow = publicAction('connectFlow', async function connectFlow(
  client: PorticoClient,
  params: { connectorId: string; namespace?: ChainNamespace },
): Promise<ConnectReturnType> {
  const { connectors, modal, router } = client.controllers
  const connector = connectors.find(params.connectorId, params.namespace)
  if (!connector) throw new ConnectorNotFoundError()
  const route = connectingRouteFor(connector)
  router.dispatch({ type: 'push', route })
  try {
    const result = await connect(client, { connectorId: connector.id, ...(params.namespace ? { namespace: params.namespace } : {}) })
    const view = currentRoute(router.getSnapshot()).view
    // UnsupportedChain and the sign-in views (the sign-in reaction opened them) stay.
    if (modal.getSnapshot().open && !STAYING_VIEWS.includes(view)) closeModal(client, { force: true })
    return result
  } catch (error) {
    const givenUp = error instanceof ModalClosedError || error instanceof ConnectSupersededError
    if (!givenUp && modal.getSnapshot().open && routeEquals(currentRoute(router.getSnapshot()), route)) modal.shake()
    throw error
  }
})
