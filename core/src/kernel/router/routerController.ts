import { initialRouterState, routerReducer, type RouterAction, type RouterContext } from './routerReducer.js'
import type { RouterState } from './routes.js'
import type { Batcher } from '../store/createBatcher.js'
import { createStore, type ReadableStore } from '../store/createStore.js'

export interface RouterController extends ReadableStore<RouterState> {
  /**
   * Applies a router action and runs the callbacks it produced. When the action asks the modal to
   * close (going back from the only entry), the root's `onClose` runs. Returns whether it did.
   */
  dispatch(action: RouterAction): { close: boolean }
}

/**
 * Holds the view history; all the rules live in the pure {@link routerReducer}. Built once at the
 * root with what the rules need to know (`context`, read at each dispatch) and what closing does.
 */
export function createRouterController(params: {
  context: () => RouterContext
  onClose: () => void
  batcher?: Batcher
}): RouterController {
  const store = createStore<RouterState>(initialRouterState(), params.batcher)
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispatch(action) {
      const result = routerReducer(store.getSnapshot(), action, params.context())
      store.set(result.state)
      for (const effect of result.effects) effect()
      if (result.close) params.onClose()
      return { close: result.close }
    },
  }
}
