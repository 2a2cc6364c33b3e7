import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { Route } from '../../../kernel/router/routes.js'

export interface NavigateParams {
  route: Route
  /** @default 'push' */
  mode?: 'push' | 'replace' | 'reset'
}

/** Moves the modal to a view. */
export const navigate = publicAction('navigate', function navigate(client: PorticoClient, params: NavigateParams): void {
  client.controllers.router.dispatch({ type: params.mode ?? 'push', route: params.route })
})
