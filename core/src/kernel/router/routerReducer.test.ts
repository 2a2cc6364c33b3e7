import { describe, expect, it } from 'vitest'
import { currentRoute, initialRouterState, routerReducer } from './routerReducer.js'
import { OFFLINE, ONLINE, stateOf, run, spies, views } from './router.testkit.js'

describe('initialRouterState / currentRoute', () => {
  it('starts on Connect with an empty transaction stack, fresh each call', () => {
    const a = initialRouterState()
    expect(a).toEqual({ history: [{ view: 'Connect' }], transactionStack: [] })
    expect(initialRouterState()).not.toBe(a)
  })

  it('reads the top of the history, falling back to Connect', () => {
    expect(currentRoute(stateOf([{ view: 'Connect' }, { view: 'Networks' }]))).toEqual({ view: 'Networks' })
    expect(currentRoute(stateOf([]))).toEqual({ view: 'Connect' })
  })
})

describe('push', () => {
  it('appends the route', () => {
    const { state, close, effects } = routerReducer(initialRouterState(), { type: 'push', route: { view: 'Networks' } }, OFFLINE)
    expect(views(state)).toEqual(['Connect', 'Networks'])
    expect(close).toBe(false)
    expect(effects).toEqual([])
  })

  it('is a no-op (same state object) for the current view with equal params', () => {
    const start = stateOf([{ view: 'Connect' }, { view: 'ConnectingExternal', connectorId: 'injected' }])
    const result = routerReducer(start, { type: 'push', route: { view: 'ConnectingExternal', connectorId: 'injected' } }, OFFLINE)
    expect(result.state).toBe(start)
  })

  it('compares WalletSend params by content', () => {
    const send = { amount: '1', to: '0xabc', caipNetworkId: 'eip155:1' }
    const start = stateOf([{ view: 'WalletSend', send }])
    expect(routerReducer(start, { type: 'push', route: { view: 'WalletSend', send: { ...send } } }, OFFLINE).state).toBe(start)
    const other = routerReducer(start, { type: 'push', route: { view: 'WalletSend', send: { ...send, amount: '2' } } }, OFFLINE)
    expect(other.state.history).toHaveLength(2)
  })

  it('pushes the same view with different params', () => {
    const start = stateOf([{ view: 'ConnectingExternal', connectorId: 'a' }])
    const { state } = routerReducer(start, { type: 'push', route: { view: 'ConnectingExternal', connectorId: 'b' } }, OFFLINE)
    expect(state.history).toEqual([
      { view: 'ConnectingExternal', connectorId: 'a' },
      { view: 'ConnectingExternal', connectorId: 'b' },
    ])
  })

  it('pushes a view equal to an entry below the top', () => {
    const { state } = run(initialRouterState(), [
      { type: 'push', route: { view: 'Networks' } },
      { type: 'push', route: { view: 'Connect' } },
    ])
    expect(views(state)).toEqual(['Connect', 'Networks', 'Connect'])
  })
})

describe('replace', () => {
  it('swaps the top and keeps the length', () => {
    const { state } = run(initialRouterState(), [
      { type: 'push', route: { view: 'Networks' } },
      { type: 'replace', route: { view: 'ProfileWallets' } },
    ])
    expect(views(state)).toEqual(['Connect', 'ProfileWallets'])
  })

  it('keeps a transaction record with the route that replaced its own', () => {
    const callbacks = spies()
    const { state, allEffects } = run(initialRouterState(), [
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks },
      { type: 'replace', route: { view: 'Account' } },
    ])
    expect(views(state)).toEqual(['Connect', 'Account'])
    expect(state.transactionStack).toEqual([{ ...callbacks, historyIndex: 1 }])
    expect(allEffects).toEqual([])
  })
})

describe('reset', () => {
  it('makes the history exactly [route] and empties the transaction stack', () => {
    const first = spies()
    const second = spies()
    const { state, effects } = run(initialRouterState(), [
      { type: 'push', route: { view: 'Networks' } },
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks: first },
      { type: 'pushTransaction', route: { view: 'SIWXSignMessage' }, callbacks: second },
      { type: 'reset', route: { view: 'Swap' } },
    ])
    expect(state).toEqual({ history: [{ view: 'Swap' }], transactionStack: [] })
    // The dropped transactions are cancelled, newest first; nothing is called by the reducer.
    expect(effects).toEqual([second.onCancel, first.onCancel])
    expect(first.onCancel).not.toHaveBeenCalled()
  })

  it('does not turn Connect into Account even when connected', () => {
    const start = stateOf([{ view: 'Account' }, { view: 'Networks' }])
    expect(routerReducer(start, { type: 'reset', route: { view: 'Connect' } }, ONLINE).state.history).toEqual([{ view: 'Connect' }])
  })

  it('keeps the same state object when already exactly there', () => {
    const start = initialRouterState()
    expect(routerReducer(start, { type: 'reset', route: { view: 'Connect' } }, OFFLINE).state).toBe(start)
  })
})

describe('goBack', () => {
  it('pops the history', () => {
    const { state, close } = run(initialRouterState(), [{ type: 'push', route: { view: 'Networks' } }, { type: 'goBack' }])
    expect(views(state)).toEqual(['Connect'])
    expect(close).toBe(false)
  })

  it('with a single entry signals close and leaves the history unchanged', () => {
    const start = stateOf([{ view: 'Networks' }])
    const result = routerReducer(start, { type: 'goBack' }, ONLINE)
    expect(result.close).toBe(true)
    expect(result.state).toBe(start)
  })

  it('shows Account instead of Connect when connected', () => {
    const start = stateOf([{ view: 'Connect' }, { view: 'Networks' }])
    expect(routerReducer(start, { type: 'goBack' }, ONLINE).state.history).toEqual([{ view: 'Account' }])
    expect(routerReducer(start, { type: 'goBack' }, OFFLINE).state.history).toEqual([{ view: 'Connect' }])
  })

  it('only rewrites the entry it lands on', () => {
    const start = stateOf([{ view: 'Connect' }, { view: 'Networks' }, { view: 'Swap' }])
    expect(views(routerReducer(start, { type: 'goBack' }, ONLINE).state)).toEqual(['Connect', 'Networks'])
  })

  it('cancels the transaction whose route it pops', () => {
    const callbacks = spies()
    const { state, effects } = run(initialRouterState(), [
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks },
      { type: 'goBack' },
    ])
    expect(state).toEqual(initialRouterState())
    expect(effects).toEqual([callbacks.onCancel])
  })

  it('keeps a transaction record when popping a route pushed above it', () => {
    const callbacks = spies()
    const { state, effects } = run(initialRouterState(), [
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks },
      { type: 'push', route: { view: 'Networks' } },
      { type: 'goBack' },
    ])
    expect(state.transactionStack).toHaveLength(1)
    expect(effects).toEqual([])
  })
})

describe('goBackToIndex', () => {
  const start = stateOf([{ view: 'Connect' }, { view: 'Networks' }, { view: 'Swap' }, { view: 'WalletSend' }])

  it('keeps the entries up to the index', () => {
    expect(views(routerReducer(start, { type: 'goBackToIndex', index: 1 }, OFFLINE).state)).toEqual(['Connect', 'Networks'])
  })

  it('shows Account instead of Connect when landing there connected', () => {
    expect(routerReducer(start, { type: 'goBackToIndex', index: 0 }, ONLINE).state.history).toEqual([{ view: 'Account' }])
  })

  it.each([-1, 3, 4, 1.5, Number.NaN])('does nothing for index %s', (index) => {
    const result = routerReducer(start, { type: 'goBackToIndex', index }, ONLINE)
    expect(result.state).toBe(start)
    expect(result.close).toBe(false)
  })

  it('cancels the transactions above the index, newest first', () => {
    const low = spies()
    const high = spies()
    const { state, effects } = run(initialRouterState(), [
      { type: 'push', route: { view: 'Networks' } },
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks: low },
      { type: 'pushTransaction', route: { view: 'SIWXSignMessage' }, callbacks: high },
      { type: 'goBackToIndex', index: 1 },
    ])
    expect(views(state)).toEqual(['Connect', 'Networks'])
    expect(state.transactionStack).toEqual([])
    expect(effects).toEqual([high.onCancel, low.onCancel])
  })
})
