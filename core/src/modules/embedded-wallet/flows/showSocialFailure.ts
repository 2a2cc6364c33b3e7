import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { wrapError } from '../../../kernel/errors/wrapError.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import type { Route } from '../../../kernel/router/routes.js'

/**
 * A social login failed while EmailLogin's social step (`route`) shows: back to where the visitor
 * chose the provider, with the reason as a toast. Nothing moves when the visitor already left it.
 * (The e-mail login's device wait ends the same way.)
 */
export function showSocialFailure(client: PorticoClient, route: Route, error: unknown): void {
  const { controllers } = client
  if (!controllers.modal.getSnapshot().open || !routeEquals(currentRoute(controllers.router.getSnapshot()), route)) return
  const failure = wrapError(error)
  client.batch(() => {
    controllers.router.dispatch({ type: 'goBack' })
    controllers.snackbar.show(failure.shortMessage, 'error', failure.code)
  })
}
