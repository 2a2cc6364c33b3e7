import { initialRouterState, routerReducer, type RouterAction, type RouterContext } from './routerReducer.js'
import type { RouterState, View } from './routes.js'
import { ViewNotProvidedError } from './ViewNotProvidedError.js'
import type { Batcher } from '../store/createBatcher.js'
import { createStore, type ReadableStore } from '../store/createStore.js'

export interface RouterController extends ReadableStore<RouterState> {
  /**
   * Applies a router action and runs the callbacks it produced. When the action asks the modal to
   * close (going back from the only entry), the root's `onClose` runs. Returns whether it did.
   * @throws ViewNotProvidedError for a route to a view no registered module provides (nothing changes).
   */
  dispatch(action: RouterAction): { close: boolean }
  /** Whether some registered module provides `view`: the router offers only those. */
  offers(view: View): boolean
}

/**
 * Holds the view history; all the rules live in the pure {@link routerReducer}. Built once at the
 * root with what the rules need to know (`context`, read at each dispatch) and what closing does.
 */
export function createRouterController(params: {
  context: () => RouterContext
  onClose: () => void
  /** The views the registered modules provide. @default every view */
  offered?: ReadonlySet<View>
  batcher?: Batcher
}): RouterController {
  const store = createStore<RouterState>(initialRouterState(), params.batcher)
  const offers = (view: View) => params.offered?.has(view) ?? true
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    offers,
    dispatch(action) {
      if ('route' in action && !offers(action.route.view)) {
        throw new ViewNotProvidedError({ details: `No registered module provides the view ${JSON.stringify(String(action.route.view))}.` })
      }
      const result = routerReducer(store.getSnapshot(), action, params.context())
      store.set(result.state)
      for (const effect of result.effects) effect()
      if (result.close) params.onClose()
      return { close: result.close }
    },
  }
}
