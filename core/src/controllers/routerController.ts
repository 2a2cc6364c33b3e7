import { initialRouterState, routerReducer, type RouterAction, type RouterContext } from '../router/routerReducer.js'
import type { RouterState } from '../router/routes.js'
import { createStore, type ReadableStore } from '../store/createStore.js'

export interface RouterController extends ReadableStore<RouterState> {
  /** Applies a router action, runs the callbacks it produced, and says whether the modal should close. */
  dispatch(action: RouterAction, context: RouterContext): { close: boolean }
}

/** Holds the view history; all the rules live in the pure {@link routerReducer}. */
export function createRouterController(): RouterController {
  const store = createStore<RouterState>(initialRouterState())
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispatch(action, context) {
      const result = routerReducer(store.getSnapshot(), action, context)
      store.set(result.state)
      for (const effect of result.effects) effect()
      return { close: result.close }
    },
  }
}
