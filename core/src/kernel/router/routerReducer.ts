import { routeEquals } from './routeEquals.js'
import type { Route, RouterState, TransactionCallbacks, TransactionEntry } from './routes.js'

/** Everything the router can be asked to do. */
export type RouterAction =
  | { type: 'push'; route: Route }
  | { type: 'replace'; route: Route }
  | { type: 'reset'; route: Route }
  | { type: 'goBack' }
  | { type: 'goBackToIndex'; index: number }
  | { type: 'pushTransaction'; route: Route; callbacks: TransactionCallbacks }
  | { type: 'transactionSuccess' }
  | { type: 'transactionError' }
  | { type: 'transactionCancel' }

/** What the reducer needs to know about the rest of the client. */
export interface RouterContext {
  /** Whether an account is connected: going back to Connect then shows Account instead. */
  isConnected: boolean
}

/** The outcome of one router action. */
export interface RouterResult {
  /** The next state. It is the very same object as the input when nothing changed. */
  state: RouterState
  /** True when the action asks the modal to close (going back from the only entry). */
  close: boolean
  /**
   * Transaction callbacks the caller must run, in order, after storing `state`. The reducer
   * never calls them itself, so it stays pure.
   */
  effects: readonly (() => void)[]
}

const CONNECT: Route = { view: 'Connect' }
const ACCOUNT: Route = { view: 'Account' }

/** The router's starting state: history `[Connect]` and an empty transaction stack. */
export function initialRouterState(): RouterState {
  return { history: [CONNECT], transactionStack: [] }
}

/** The route on top of the history (Connect if the history is somehow empty). */
export function currentRoute(state: RouterState): Route {
  return state.history[state.history.length - 1] ?? CONNECT
}

/**
 * The router as a pure function (SPEC.md sections 2 and 4). It neither mutates its inputs nor
 * calls anything: callbacks come back as `effects`, closing comes back as `close`.
 *
 * - `push` appends, unless the route equals the current one.
 * - `replace` swaps the top; a transaction record on the top stays with the new route.
 * - `reset` makes the history exactly `[route]`.
 * - `goBack` pops; with a single entry it returns `close: true` and leaves the history alone.
 * - `goBackToIndex` keeps the entries up to `index` (an out-of-range index does nothing).
 * - `pushTransaction` always appends the route and records its callbacks.
 * - `transactionSuccess` takes the newest record and returns its `onSuccess` as an effect; the
 *   history stays as it is (the callback decides where to go next).
 * - `transactionError` / `transactionCancel` take the newest record, return its `onError` /
 *   `onCancel` as an effect and then go back to the entry below the record's route (dropping
 *   anything pushed above it); with nothing below it they return `close: true` and leave the
 *   history alone.
 * - With no record the three transaction outcomes do nothing.
 *
 * Whenever going back lands on Connect while connected, that entry becomes Account. Records
 * whose routes leave the history by goBack, goBackToIndex or reset are dropped and their
 * `onCancel` returned as an effect, so every recorded transaction settles at most once.
 */
export function routerReducer(state: RouterState, action: RouterAction, context: RouterContext): RouterResult {
  switch (action.type) {
    case 'push':
      return push(state, action.route)
    case 'replace':
      return replace(state, action.route)
    case 'reset':
      return reset(state, action.route)
    case 'goBack':
      return goBack(state, context)
    case 'goBackToIndex':
      return goBackToIndex(state, action.index, context)
    case 'pushTransaction':
      return pushTransaction(state, action.route, action.callbacks)
    case 'transactionSuccess':
      return settleTransaction(state, 'onSuccess', context)
    case 'transactionError':
      return settleTransaction(state, 'onError', context)
    case 'transactionCancel':
      return settleTransaction(state, 'onCancel', context)
  }
}

function unchanged(state: RouterState): RouterResult {
  return { state, close: false, effects: [] }
}

function closing(state: RouterState, effects: readonly (() => void)[] = []): RouterResult {
  return { state, close: true, effects }
}

function push(state: RouterState, route: Route): RouterResult {
  if (routeEquals(currentRoute(state), route)) return unchanged(state)
  return { state: { ...state, history: [...state.history, route] }, close: false, effects: [] }
}

function replace(state: RouterState, route: Route): RouterResult {
  if (state.history.length === 0) return push(state, route)
  if (routeEquals(currentRoute(state), route)) return unchanged(state)
  return { state: { ...state, history: [...state.history.slice(0, -1), route] }, close: false, effects: [] }
}

function reset(state: RouterState, route: Route): RouterResult {
  const alreadyThere =
    state.history.length === 1 && state.transactionStack.length === 0 && routeEquals(currentRoute(state), route)
  if (alreadyThere) return unchanged(state)
  return {
    state: { history: [route], transactionStack: [] },
    close: false,
    effects: cancelEffects(state.transactionStack),
  }
}

function goBack(state: RouterState, context: RouterContext): RouterResult {
  if (state.history.length <= 1) return closing(state)
  return truncate(state, state.history.length - 1, context, [])
}

function goBackToIndex(state: RouterState, index: number, context: RouterContext): RouterResult {
  if (!Number.isInteger(index) || index < 0 || index >= state.history.length - 1) return unchanged(state)
  return truncate(state, index + 1, context, [])
}

function pushTransaction(state: RouterState, route: Route, callbacks: TransactionCallbacks): RouterResult {
  const entry = transactionEntry(callbacks, state.history.length)
  return {
    state: { history: [...state.history, route], transactionStack: [...state.transactionStack, entry] },
    close: false,
    effects: [],
  }
}

function settleTransaction(
  state: RouterState,
  outcome: keyof TransactionCallbacks,
  context: RouterContext,
): RouterResult {
  const entry = state.transactionStack[state.transactionStack.length - 1]
  if (!entry) return unchanged(state)
  const callback = entry[outcome]
  const effects = callback ? [callback] : []
  const transactionStack = state.transactionStack.slice(0, -1)
  // SPEC.md section 4: on the transaction stack, success runs the success callback and stays.
  if (outcome === 'onSuccess') return { state: { ...state, transactionStack }, close: false, effects }
  // Error or cancel run their callback and then go back.
  // Nothing below the transaction's route: going back from the only entry closes the modal.
  if (entry.historyIndex <= 0) return closing({ ...state, transactionStack }, effects)
  // A record whose route is already gone (a hand-made state) only settles.
  if (entry.historyIndex >= state.history.length) return { state: { ...state, transactionStack }, close: false, effects }
  return truncate({ ...state, transactionStack }, entry.historyIndex, context, effects)
}

/**
 * Keeps the first `length` history entries (`1 <= length < history.length`), drops the records
 * of removed routes (returning their `onCancel`, newest first, after `effects`), and turns a
 * Connect landing into Account when connected.
 */
function truncate(
  state: RouterState,
  length: number,
  context: RouterContext,
  effects: readonly (() => void)[],
): RouterResult {
  const history = state.history.slice(0, length)
  const last = history[history.length - 1]
  if (context.isConnected && last?.view === 'Connect') history[history.length - 1] = ACCOUNT
  const kept = state.transactionStack.filter((entry) => entry.historyIndex < length)
  const dropped = state.transactionStack.filter((entry) => entry.historyIndex >= length)
  return {
    state: { history, transactionStack: kept },
    close: false,
    effects: [...effects, ...cancelEffects(dropped)],
  }
}

/** The `onCancel` callbacks of records being dropped, newest first. */
function cancelEffects(entries: readonly TransactionEntry[]): (() => void)[] {
  const effects: (() => void)[] = []
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const onCancel = entries[index]?.onCancel
    if (onCancel) effects.push(onCancel)
  }
  return effects
}

/** A record holding only the callbacks that were given, so records stay plain and comparable. */
function transactionEntry(callbacks: TransactionCallbacks, historyIndex: number): TransactionEntry {
  return {
    ...(callbacks.onSuccess ? { onSuccess: callbacks.onSuccess } : {}),
    ...(callbacks.onError ? { onError: callbacks.onError } : {}),
    ...(callbacks.onCancel ? { onCancel: callbacks.onCancel } : {}),
    historyIndex,
  }
}
