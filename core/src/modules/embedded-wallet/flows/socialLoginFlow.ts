import { size, string, type } from 'superstruct'
import { connectSocialResult } from '../actions/embeddedLogin.js'
import type { ConnectReturnType } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ConnectionRejectedError, ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { AuthConnectorNotFoundError, PopupClosedError, SocialConnectionFailedError, SocialRedirectFailedError } from '../embeddedLoginErrors.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../kernel/options/porticoOptions.js'
import type { PopupHandle } from '../../../kernel/platform/ports.js'
import { embeddedLoginOf } from '../../../kernel/plugins/embeddedLoginSource.js'
import { hiddenSocialProviders } from '../actions/getSocialProviders.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'
import type { Route } from '../../../kernel/router/routes.js'
import { validateSafely } from '../../../kernel/utils/validateSafely.js'
import { parseWhatwgUrl } from '../../../kernel/utils/whatwgUrl.js'
import { finishEmbeddedLogin } from './emailLoginFlow.js'
import { miniAppSocialLogin } from './miniAppSocialLogin.js'
import { showSocialFailure } from './showSocialFailure.js'
import { isSocialBlockedRoute, showSocialPopupBlocked } from './socialPopupBlocked.js'
import { supersedeConnects } from './supersedeConnects.js'

/** The social-login popup's size and its closed check (SPEC.md section 9). */
export const SOCIAL_POPUP = Object.freeze({ width: 600, height: 800, closedCheckMs: 1000 })

/** What the secure site posts to the page when the provider returned: the address it returned to. */
const socialResultSchema = type({ resultUri: size(string(), 1, 4096) })

/** Only web addresses become the popup's page or the result. */
function isWebUrl(value: string): boolean {
  const url = parseWhatwgUrl(value)
  return url?.protocol === 'https:' || url?.protocol === 'http:'
}

/**
 * What a visitor does with a social button (SPEC.md section 4, social login): a popup of 600 by
 * 800 opened in the click itself (call this from the click handler, before anything else awaits),
 * under a unique window name; EmailLogin's social step while it is open; the provider's page from
 * the frame (GET_SOCIAL_REDIRECT_URI); then the result, accepted only from that popup's window and
 * the login frame's secure origin, completes the login (CONNECT_SOCIAL) and connects, and the
 * modal closes. The popup is
 * checked every second: closed before the result, the flow rejects with 'Popup closed'; blocked,
 * with 'Failed to initiate social connection', and the modal shows the social step with
 * `popup: 'blocked'`, whose button calls this flow again from a fresh click (the wait then takes
 * the blocked step's place); closing the modal rejects with 'Modal closed', leaving the social
 * step otherwise (Back) with 'Connection rejected', and a late result is not taken. A wallet
 * connect still pending when the popup opens is superseded (the visitor chose again). A
 * failure while the social step shows goes back to the view before it and says why in a toast.
 *
 * In a messaging-app mini-app there is no popup: the page itself leaves for the provider and
 * comes back with `result_uri` (see miniAppSocialLogin). A provider the mini-app hides on this
 * system (google on iOS, x on a Mac, facebook and x on Android) is refused with 'Failed to
 * initiate social connection' (SocialRedirectFailedError: no popup is involved there).
 */
export const socialLoginFlow = publicAction('socialLoginFlow', async function socialLoginFlow(
  client: PorticoClient,
  params: { provider: SocialProvider },
): Promise<ConnectReturnType> {
  const { provider } = params
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) throw new SocialConnectionFailedError()
  const { platform, controllers } = client
  if (hiddenSocialProviders(platform.environment).includes(provider)) throw new SocialRedirectFailedError()
  const found = embeddedLoginOf(client)
  if (!found) throw new AuthConnectorNotFoundError()
  if (platform.environment.isMiniApp()) return miniAppSocialLogin(client, { provider, source: found.source })
  const popup = platform.popup.open('about:blank', { width: SOCIAL_POPUP.width, height: SOCIAL_POPUP.height, name: `portico-social-${platform.random.id()}` })
  if (!popup) {
    showSocialPopupBlocked(client, provider)
    throw new SocialConnectionFailedError()
  }
  supersedeConnects(client)
  const route: Route = { view: 'EmailLogin', step: 'social', provider }
  // Opened from the blocked step's button: the wait takes its place (Back leads where the provider was chosen).
  const fromBlocked = isSocialBlockedRoute(currentRoute(controllers.router.getSnapshot()))
  controllers.router.dispatch({ type: fromBlocked ? 'replace' : 'push', route })
  try {
    const session = await found.source.session()
    const redirect = await session.getSocialRedirectUri(provider)
    throwIfLeft(client, route)
    if (!isWebUrl(redirect)) throw new SocialConnectionFailedError()
    if (popup.closed) throw new PopupClosedError()
    popup.navigate(redirect)
    const resultUri = await socialResult(client, popup, session.client.origin, route)
    popup.close()
    const result = await connectSocialResult(client, { uri: resultUri })
    finishEmbeddedLogin(client)
    return result
  } catch (error) {
    if (!popup.closed) popup.close()
    // Back to where the visitor chose the provider, with the reason as a toast.
    showSocialFailure(client, route, error)
    throw error
  }
})

/**
 * The visitor left the social step (closed the modal: 'Modal closed'; went back or elsewhere:
 * 'Connection rejected'): the login is given up, so a late result never logs the visitor in over
 * what they chose since.
 */
function leftError(client: PorticoClient, route: Route): Error | undefined {
  const { modal, router } = client.controllers
  if (!modal.getSnapshot().open) return new ModalClosedError()
  return routeEquals(currentRoute(router.getSnapshot()), route) ? undefined : new ConnectionRejectedError()
}

function throwIfLeft(client: PorticoClient, route: Route): void {
  const error = leftError(client, route)
  if (error) throw error
}

/**
 * Waits for the secure site's result message, taken only from the popup this flow opened and
 * only on the secure origin: another page of that origin (another tab, a frame) could otherwise
 * log the visitor in to an account of its choosing. Rejects when the popup closes, or the visitor
 * leaves the social step (`route`), first.
 */
function socialResult(client: PorticoClient, popup: PopupHandle, origin: string, route: Route): Promise<string> {
  const { platform, controllers, logger } = client
  const popupWindow = popup.window
  return new Promise<string>((resolve, reject) => {
    const finish = (settle: () => void) => {
      unlisten()
      platform.clock.clearInterval(timer)
      stopModal()
      stopRouter()
      settle()
    }
    const unlisten = platform.messaging.listen((message) => {
      if (message.origin !== origin) return
      const checked = validateSafely(message.data, socialResultSchema)
      if (!checked.ok) return
      const data = checked.value
      // A popup port that names no window cannot vouch for any message: none is taken.
      if (popupWindow === undefined || popupWindow === null || message.source !== popupWindow) {
        logger.warn('A social-login result from a window other than the login popup was ignored')
        return
      }
      if (!isWebUrl(data.resultUri)) {
        logger.warn('A social-login result that is not a web address was ignored')
        return
      }
      finish(() => resolve(data.resultUri))
    })
    const timer = platform.clock.setInterval(() => {
      if (popup.closed) finish(() => reject(new PopupClosedError()))
    }, SOCIAL_POPUP.closedCheckMs)
    const leave = () => {
      const error = leftError(client, route)
      if (error) finish(() => reject(error))
    }
    const stopModal = controllers.modal.subscribe(leave)
    const stopRouter = controllers.router.subscribe(leave)
  })
}
