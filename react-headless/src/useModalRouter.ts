import { useCallback, useMemo } from 'react'
import { currentRoute, footerFor, goBack, navigate, type Route, type RouterState, type View } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** The footer a view shows: the legal notice, the default footer, or none. */
export type ModalFooter = ReturnType<typeof footerFor>

/** What {@link useModalRouter} returns. */
export interface UseModalRouterReturnType {
  /** The route on top of the history: the view shown, with its data. */
  route: Route
  /** `route.view`. */
  view: View
  /** Every route of the history, oldest first. */
  history: RouterState['history']
  /** True when going back shows another view (more than one entry); otherwise it closes the modal. */
  canGoBack: boolean
  /** The footer of the current view: 'legal' on Connect, ConnectWallets and onramp; 'default' on Networks. */
  footer: ModalFooter
  /** Shows `route` on top of the history (nothing happens if it is already the current one). */
  push: (route: Route) => void
  /** Swaps the current route for `route`. */
  replace: (route: Route) => void
  /** Makes `route` the only entry of the history. */
  reset: (route: Route) => void
  /**
   * Goes back one view. With a single entry it closes the modal; when connected, landing on
   * Connect shows Account instead.
   */
  goBack: () => void
}

/**
 * The modal's view history and navigation. All rules (Account instead of Connect, closing on the
 * last entry) are core's; this hook re-renders only when the router's state changes.
 *
 * @example
 * const { view, canGoBack, goBack } = useModalRouter()
 */
export function useModalRouter(): UseModalRouterReturnType {
  const client = usePorticoClient()
  const state = useStoreSelector(client.controllers.router, (router) => router)
  const push = useCallback((route: Route) => navigate(client, { route, mode: 'push' }), [client])
  const replace = useCallback((route: Route) => navigate(client, { route, mode: 'replace' }), [client])
  const reset = useCallback((route: Route) => navigate(client, { route, mode: 'reset' }), [client])
  const back = useCallback(() => goBack(client), [client])
  return useMemo(() => {
    const route = currentRoute(state)
    return {
      route,
      view: route.view,
      history: state.history,
      canGoBack: state.history.length > 1,
      footer: footerFor(route.view),
      push,
      replace,
      reset,
      goBack: back,
    }
  }, [state, push, replace, reset, back])
}
