import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { routeEquals } from './routeEquals.js'
import { currentRoute, initialRouterState, routerReducer, type RouterAction, type RouterContext } from './routerReducer.js'
import { VIEWS, type Route, type RouterState, type View } from './routes.js'

const DATA_VIEWS = new Set<View>([
  'ConnectingExternal',
  'SwitchNetwork',
  'SwitchActiveChain',
  'WalletSend',
  'ConnectingWalletConnect',
  'RegisterAccountNameSuccess',
])
const PLAIN_VIEWS = VIEWS.filter((view) => !DATA_VIEWS.has(view))

/** Small value domains, so equal routes (push no-ops) happen often. */
const id = fc.constantFrom('a', 'b')
const route: fc.Arbitrary<Route> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Route>({ view: 'Connect' }, { view: 'Account' }) },
  { weight: 3, arbitrary: fc.constantFrom(...PLAIN_VIEWS).map((view) => ({ view }) as Route) },
  id.map((connectorId): Route => ({ view: 'ConnectingExternal', connectorId })),
  id.map((caipNetworkId): Route => ({ view: 'SwitchNetwork', caipNetworkId })),
  fc.option(id, { nil: undefined }).map((walletId): Route =>
    walletId === undefined ? { view: 'ConnectingWalletConnect' } : { view: 'ConnectingWalletConnect', walletId },
  ),
  fc
    .option(fc.record({ amount: id, to: id, caipNetworkId: id }), { nil: undefined })
    .map((send): Route => (send ? { view: 'WalletSend', send } : { view: 'WalletSend' })),
)

/** A pushTransaction whose callbacks count their calls in `counts[tag]`. */
type Counts = Map<number, number>
let nextTag = 0
function transactionAction(r: Route, counts: Counts): RouterAction {
  const tag = nextTag++
  const bump = () => counts.set(tag, (counts.get(tag) ?? 0) + 1)
  counts.set(tag, 0)
  return { type: 'pushTransaction', route: r, callbacks: { onSuccess: bump, onError: bump, onCancel: bump } }
}

type ActionSpec = { kind: 'tx'; route: Route } | { kind: 'plain'; action: RouterAction }
const actionSpec: fc.Arbitrary<ActionSpec> = fc.oneof(
  route.map((r): ActionSpec => ({ kind: 'plain', action: { type: 'push', route: r } })),
  route.map((r): ActionSpec => ({ kind: 'plain', action: { type: 'replace', route: r } })),
  route.map((r): ActionSpec => ({ kind: 'plain', action: { type: 'reset', route: r } })),
  fc.constant<ActionSpec>({ kind: 'plain', action: { type: 'goBack' } }),
  fc.integer({ min: -2, max: 8 }).map((index): ActionSpec => ({ kind: 'plain', action: { type: 'goBackToIndex', index } })),
  route.map((r): ActionSpec => ({ kind: 'tx', route: r })),
  fc.constantFrom<ActionSpec>(
    { kind: 'plain', action: { type: 'transactionSuccess' } },
    { kind: 'plain', action: { type: 'transactionError' } },
    { kind: 'plain', action: { type: 'transactionCancel' } },
  ),
)
const scenario = fc.record({
  specs: fc.array(actionSpec, { maxLength: 40 }),
  connected: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
})

function toActions(specs: readonly ActionSpec[], counts: Counts): RouterAction[] {
  return specs.map((spec) => (spec.kind === 'tx' ? transactionAction(spec.route, counts) : spec.action))
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const member of Object.values(value)) deepFreeze(member)
  }
  return value
}

/** A structural copy (functions kept by reference) to compare inputs before and after. */
function copy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map(copy) as T
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, copy(member)])) as T
}

function checkInvariants(state: RouterState): void {
  expect(state.history.length).toBeGreaterThanOrEqual(1)
  expect(state.transactionStack.length).toBeLessThanOrEqual(state.history.length - 1)
  let previous = 0
  for (const entry of state.transactionStack) {
    // Index 0 is never a transaction entry: pushTransaction always has something below it.
    expect(entry.historyIndex).toBeGreaterThan(previous)
    expect(entry.historyIndex).toBeLessThan(state.history.length)
    previous = entry.historyIndex
  }
}

describe('routerReducer properties', () => {
  it('keeps its invariants over random action sequences', () => {
    fc.assert(
      fc.property(scenario, ({ specs, connected }) => {
        const counts: Counts = new Map()
        let state = initialRouterState()
        toActions(specs, counts).forEach((action, step) => {
          const context: RouterContext = { isConnected: connected[step] ?? false }
          const before = state
          const result = routerReducer(state, action, context)
          state = result.state
          checkInvariants(state)
          // Closing is only ever asked for by going back from the only entry, which changes nothing.
          expect(result.close).toBe(action.type === 'goBack' && before.history.length === 1)
          if (result.close) expect(state).toBe(before)
          if (action.type === 'reset') {
            expect(state.history).toEqual([action.route])
            expect(state.transactionStack).toEqual([])
          }
          if (action.type === 'push' || action.type === 'replace' || action.type === 'pushTransaction') {
            expect(routeEquals(currentRoute(state), action.route)).toBe(true)
          }
          if (action.type === 'pushTransaction') {
            expect(state.transactionStack.at(-1)?.historyIndex).toBe(state.history.length - 1)
          }
          // Success on the transaction stack runs its callback and stays where it is.
          if (action.type === 'transactionSuccess') expect(state.history).toBe(before.history)
          if (action.type === 'goBack' && !result.close) {
            expect(state.history.length).toBe(before.history.length - 1)
          }
          const wentBack = action.type === 'goBack' || action.type === 'goBackToIndex' || action.type.startsWith('transaction')
          if (wentBack && context.isConnected && state.history.length < before.history.length) {
            // Going back never lands on Connect while connected.
            expect(currentRoute(state).view).not.toBe('Connect')
          }
        })
      }),
    )
  })

  it('settles every transaction exactly once (at the latest when the history is reset)', () => {
    fc.assert(
      fc.property(scenario, ({ specs, connected }) => {
        const counts: Counts = new Map()
        const actions = [...toActions(specs, counts), { type: 'reset', route: { view: 'Connect' } } as const]
        let state = initialRouterState()
        actions.forEach((action, step) => {
          const result = routerReducer(state, action, { isConnected: connected[step] ?? false })
          state = result.state
          for (const effect of result.effects) effect()
          for (const count of counts.values()) expect(count).toBeLessThanOrEqual(1)
        })
        for (const count of counts.values()) expect(count).toBe(1)
      }),
    )
  })

  it('is pure: frozen inputs are left as they were and equal inputs give equal outputs', () => {
    fc.assert(
      fc.property(scenario, actionSpec, fc.boolean(), ({ specs, connected }, last, isConnected) => {
        const counts: Counts = new Map()
        let state = initialRouterState()
        toActions(specs, counts).forEach((action, step) => {
          state = routerReducer(state, action, { isConnected: connected[step] ?? false }).state
        })
        const [action] = toActions([last], counts)
        if (!action) throw new Error('no action')
        const context = deepFreeze({ isConnected })
        deepFreeze(state)
        deepFreeze(action)
        const stateCopy = copy(state)
        const actionCopy = copy(action)
        const first = routerReducer(state, action, context)
        const second = routerReducer(state, action, context)
        expect(second).toEqual(first)
        expect(state).toEqual(stateCopy)
        expect(action).toEqual(actionCopy)
        expect(routerReducer(stateCopy, actionCopy, { isConnected })).toEqual(first)
        expect(counts.size === 0 || [...counts.values()].every((count) => count === 0)).toBe(true)
      }),
    )
  })

  it('undoes a push with goBack when not connected', () => {
    fc.assert(
      fc.property(scenario, route, ({ specs }, pushed) => {
        let state = initialRouterState()
        for (const action of toActions(specs, new Map())) state = routerReducer(state, action, { isConnected: false }).state
        fc.pre(!routeEquals(currentRoute(state), pushed))
        const pushedState = routerReducer(state, { type: 'push', route: pushed }, { isConnected: false }).state
        const back = routerReducer(pushedState, { type: 'goBack' }, { isConnected: false })
        expect(back.state).toEqual(state)
        expect(back.effects).toEqual([])
      }),
    )
  })
})
