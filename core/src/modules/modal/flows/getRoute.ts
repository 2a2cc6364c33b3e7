import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import type { Route } from '../../../kernel/router/routes.js'
import { watchSelector } from '../../../kernel/store/watchSelector.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

export interface GetRouteReturnType {
  /** The view the modal shows (or shows when it opens), with its parameters. */
  route: Route
  /** Every view the visitor went through to get there, oldest first; `goBack` returns along it. */
  history: readonly Route[]
}

/** The modal's current view and history. */
export const getRoute = publicAction('getRoute', function getRoute(client: PorticoClient): GetRouteReturnType {
  const state = client.controllers.router.getSnapshot()
  return { route: currentRoute(state), history: state.history }
})

/** Calls `onChange` when the view or the history changes. */
export const watchRoute = publicAction('watchRoute', function watchRoute(
  client: PorticoClient,
  onChange: (route: GetRouteReturnType, previous: GetRouteReturnType) => void,
): () => void {
  return watchSelector([client.controllers.router], () => getRoute(client), onChange, (a, b) => a.history === b.history)
})
