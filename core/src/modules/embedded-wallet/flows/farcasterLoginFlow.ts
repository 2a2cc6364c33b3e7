import { connect, type ConnectReturnType } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ConnectionRejectedError, ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { AuthConnectorNotFoundError, FarcasterConnectionFailedError } from '../embeddedLoginErrors.js'
import { wrapError } from '../../../kernel/errors/wrapError.js'
import { embeddedLoginOf } from '../../../kernel/plugins/embeddedLoginSource.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import { createAbortController } from '../../../kernel/utils/abort.js'
import { parseWhatwgUrl } from '../../../kernel/utils/whatwgUrl.js'
import { finishEmbeddedLogin } from './emailLoginFlow.js'
import { supersedeConnects } from './supersedeConnects.js'

/** Longest sign-in address put in the QR code. */
const MAX_FARCASTER_URI_LENGTH = 2048

/** The sign-in address the frame gave, when it is an https (or loopback http) web address of sane length. */
function farcasterUriFrom(value: string): string | undefined {
  if (value.length > MAX_FARCASTER_URI_LENGTH) return undefined
  const url = parseWhatwgUrl(value)
  if (!url || url.username !== '' || url.password !== '') return undefined
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]'
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : undefined
}

/**
 * What a visitor does with the Farcaster button (SPEC.md sections 1 and 2, ConnectingFarcaster):
 * ConnectingFarcaster shows while the login frame gives the sign-in address (GET_FARCASTER_URI),
 * then shows it as a QR code (the route's `uri`) while the frame waits for the visitor's approval
 * on a phone (CONNECT_FARCASTER); approved, the embedded wallet's session opens on every namespace
 * it serves and the modal closes. Closing the modal rejects with 'Modal closed', going back with
 * 'Connection rejected', and the frame stops waiting either way. A wallet connect still pending
 * is superseded (the visitor chose again). A failure of the frame (or a
 * sign-in address that is not a web address) rejects with 'Failed to connect to farcaster'; while
 * the view still shows, it goes back to where the visitor chose Farcaster with that toast.
 */
export const farcasterLoginFlow = publicAction('farcasterLoginFlow', async function farcasterLoginFlow(client: PorticoClient): Promise<ConnectReturnType> {
  const found = embeddedLoginOf(client)
  if (!found) throw new AuthConnectorNotFoundError()
  const { controllers } = client
  supersedeConnects(client)
  controllers.router.dispatch({ type: 'push', route: { view: 'ConnectingFarcaster' } })
  const onView = () => controllers.modal.getSnapshot().open && currentRoute(controllers.router.getSnapshot()).view === 'ConnectingFarcaster'
  const abort = createAbortController()
  const stop = () => {
    stopModal()
    stopRouter()
  }
  const leave = () => {
    if (abort.signal.aborted || onView()) return
    abort.abort(controllers.modal.getSnapshot().open ? new ConnectionRejectedError() : new ModalClosedError())
  }
  const stopModal = controllers.modal.subscribe(leave)
  const stopRouter = controllers.router.subscribe(leave)
  try {
    const session = await found.source.session()
    const given = await session.getFarcasterUri()
    if (abort.signal.aborted) throw abort.signal.reason
    const uri = farcasterUriFrom(given)
    if (!uri) throw new FarcasterConnectionFailedError()
    controllers.router.dispatch({ type: 'replace', route: { view: 'ConnectingFarcaster', uri } })
    await session.connectFarcaster({ signal: abort.signal })
    if (abort.signal.aborted) throw abort.signal.reason
    stop()
    const result = await connect(client, { connectorId: found.connector.id })
    finishEmbeddedLogin(client)
    return result
  } catch (caught) {
    stop()
    const error = abort.signal.aborted ? abort.signal.reason : caught instanceof FarcasterConnectionFailedError ? caught : new FarcasterConnectionFailedError({ cause: caught })
    if (onView()) {
      const failure = wrapError(error)
      client.batch(() => {
        controllers.router.dispatch({ type: 'goBack' })
        controllers.snackbar.show(failure.shortMessage, 'error', failure.code)
      })
    }
    throw error
  }
})
