// Test-only helpers shared by the router's test files (imported by *.test.ts only).
import { vi } from 'vitest'
import { routerReducer, type RouterAction, type RouterContext } from './routerReducer.js'
import type { Route, RouterState, TransactionCallbacks } from './routes.js'

export const OFFLINE: RouterContext = { isConnected: false }
export const ONLINE: RouterContext = { isConnected: true }

/** A frozen router state, so a reducer that mutates its input fails. */
export function stateOf(history: Route[], transactionStack: RouterState['transactionStack'] = []): RouterState {
  return Object.freeze({ history: Object.freeze(history), transactionStack: Object.freeze(transactionStack) })
}

/** Applies actions in order, collecting every effect; returns the last result too. */
export function run(state: RouterState, actions: RouterAction[], context: RouterContext = OFFLINE) {
  const effects: (() => void)[] = []
  let result = { state, close: false, effects: [] as readonly (() => void)[] }
  for (const action of actions) {
    result = routerReducer(result.state, action, context)
    effects.push(...result.effects)
  }
  return { ...result, allEffects: effects }
}

/** Spy callbacks for a transaction-stack entry. */
export function spies() {
  return { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() } satisfies TransactionCallbacks
}

/** The views of the history, oldest first. */
export const views = (state: RouterState) => state.history.map((route) => route.view)
