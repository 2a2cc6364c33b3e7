import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { SocialProvider } from '../../../kernel/options/porticoOptions.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'
import type { Route } from '../../../kernel/router/routes.js'

/** EmailLogin's social step when the browser blocked the provider's popup. */
export function socialBlockedRoute(provider: SocialProvider): Route {
  return { view: 'EmailLogin', step: 'social', provider, popup: 'blocked' }
}

/** Whether `route` is EmailLogin's social step saying the popup was blocked. */
export function isSocialBlockedRoute(route: Route): boolean {
  return route.view === 'EmailLogin' && route.step === 'social' && route.popup === 'blocked'
}

/**
 * The browser blocked the provider's popup: the modal shows EmailLogin's social step with
 * `popup: 'blocked'`, whose button opens the popup again from a fresh click (a new user gesture,
 * which the browser lets through). Shown again (a second block), the modal shakes instead.
 */
export function showSocialPopupBlocked(client: PorticoClient, provider: SocialProvider): void {
  const { controllers, logger } = client
  logger.warn(`The browser blocked the ${provider} login popup; the visitor is asked to open it from a fresh click`)
  if (!controllers.modal.getSnapshot().open) return
  const route = socialBlockedRoute(provider)
  const current = currentRoute(controllers.router.getSnapshot())
  if (routeEquals(current, route)) return controllers.modal.shake()
  controllers.router.dispatch({ type: isSocialBlockedRoute(current) ? 'replace' : 'push', route })
}
