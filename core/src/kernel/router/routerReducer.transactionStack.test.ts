import { describe, expect, it } from 'vitest'
import { initialRouterState, routerReducer } from './routerReducer.js'
import { OFFLINE, ONLINE, stateOf, run, spies, views } from './router.testkit.js'

describe('transaction stack', () => {
  it('pushTransaction appends the route (even an equal one) and records the callbacks without calling them', () => {
    const callbacks = spies()
    const start = stateOf([{ view: 'ApproveTransaction' }])
    const { state, effects } = routerReducer(start, { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks }, OFFLINE)
    expect(views(state)).toEqual(['ApproveTransaction', 'ApproveTransaction'])
    expect(state.transactionStack).toEqual([{ ...callbacks, historyIndex: 1 }])
    expect(effects).toEqual([])
    expect(callbacks.onSuccess).not.toHaveBeenCalled()
  })

  it('success returns onSuccess only, pops the transaction record and does not go back', () => {
    const callbacks = spies()
    const { state, close, allEffects } = run(initialRouterState(), [
      { type: 'push', route: { view: 'Networks' } },
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks },
      { type: 'transactionSuccess' },
    ])
    expect(views(state)).toEqual(['Connect', 'Networks', 'ApproveTransaction'])
    expect(state.transactionStack).toEqual([])
    expect(close).toBe(false)
    expect(allEffects).toEqual([callbacks.onSuccess])
  })

  it('success keeps routes pushed above the transaction entry', () => {
    const callbacks = spies()
    const { state } = run(initialRouterState(), [
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks },
      { type: 'push', route: { view: 'Networks' } },
      { type: 'transactionSuccess' },
    ])
    expect(views(state)).toEqual(['Connect', 'ApproveTransaction', 'Networks'])
    expect(state.transactionStack).toEqual([])
  })

  it('settles the newest transaction first', () => {
    const outer = spies()
    const inner = spies()
    const { state, allEffects } = run(initialRouterState(), [
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks: outer },
      { type: 'pushTransaction', route: { view: 'SIWXSignMessage' }, callbacks: inner },
      { type: 'transactionSuccess' },
    ])
    expect(views(state)).toEqual(['Connect', 'ApproveTransaction', 'SIWXSignMessage'])
    expect(state.transactionStack).toEqual([{ ...outer, historyIndex: 1 }])
    expect(allEffects).toEqual([inner.onSuccess])
  })

  it('a settled transaction is not cancelled when its route leaves the history later', () => {
    const callbacks = spies()
    const { state, allEffects } = run(initialRouterState(), [
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks },
      { type: 'transactionSuccess' },
      { type: 'goBack' },
    ])
    expect(views(state)).toEqual(['Connect'])
    expect(allEffects).toEqual([callbacks.onSuccess])
  })

  it.each([
    ['transactionError', 'onError'],
    ['transactionCancel', 'onCancel'],
  ] as const)('%s returns %s and goes back', (type, callback) => {
    const callbacks = spies()
    const { state, close, allEffects } = run(initialRouterState(), [
      { type: 'push', route: { view: 'Networks' } },
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks },
      { type },
    ])
    expect(views(state)).toEqual(['Connect', 'Networks'])
    expect(state.transactionStack).toEqual([])
    expect(close).toBe(false)
    expect(allEffects).toEqual([callbacks[callback]])
  })

  it.each(['transactionError', 'transactionCancel'] as const)(
    '%s going back to Connect while connected shows Account',
    (type) => {
      const { state } = run(initialRouterState(), [
        { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks: {} },
        { type },
      ], ONLINE)
      expect(state.history).toEqual([{ view: 'Account' }])
    },
  )

  it.each(['transactionError', 'transactionCancel'] as const)(
    '%s closes when the transaction entry is the only entry',
    (type) => {
      const callbacks = spies()
      const start = stateOf([{ view: 'ApproveTransaction' }], [{ ...callbacks, historyIndex: 0 }])
      const { state, close, effects } = routerReducer(start, { type }, ONLINE)
      expect(close).toBe(true)
      expect(state.history).toBe(start.history)
      expect(state.transactionStack).toEqual([])
      expect(effects).toHaveLength(1)
    },
  )

  it('success on the only entry neither closes nor changes the history', () => {
    const callbacks = spies()
    const start = stateOf([{ view: 'ApproveTransaction' }], [{ ...callbacks, historyIndex: 0 }])
    const { state, close, effects } = routerReducer(start, { type: 'transactionSuccess' }, ONLINE)
    expect(close).toBe(false)
    expect(state.history).toBe(start.history)
    expect(state.transactionStack).toEqual([])
    expect(effects).toEqual([callbacks.onSuccess])
  })

  it.each(['transactionSuccess', 'transactionError', 'transactionCancel'] as const)(
    '%s does nothing with an empty transaction stack',
    (type) => {
      const start = stateOf([{ view: 'Connect' }, { view: 'Networks' }])
      const result = routerReducer(start, { type }, OFFLINE)
      expect(result).toEqual({ state: start, close: false, effects: [] })
      expect(result.state).toBe(start)
    },
  )

  it('returns no effect for a missing callback', () => {
    const { allEffects, state } = run(initialRouterState(), [
      { type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks: {} },
      { type: 'transactionError' },
    ])
    expect(allEffects).toEqual([])
    expect(views(state)).toEqual(['Connect'])
  })

  it('a record whose route is already gone only settles', () => {
    const callbacks = spies()
    const start = stateOf([{ view: 'Connect' }], [{ ...callbacks, historyIndex: 3 }])
    const result = routerReducer(start, { type: 'transactionSuccess' }, ONLINE)
    expect(result.state).toEqual({ history: [{ view: 'Connect' }], transactionStack: [] })
    expect(result.close).toBe(false)
    expect(result.effects).toEqual([callbacks.onSuccess])
  })
})
