import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { createRouterController } from './routerController.js'
import type { View } from './routes.js'

const offered = new Set<View>(['Connect', 'Account', 'Networks'])

function router(views?: ReadonlySet<View>) {
  let closed = 0
  const controller = createRouterController({
    context: () => ({ isConnected: false }),
    onClose: () => void (closed += 1),
    ...(views ? { offered: views } : {}),
  })
  return { controller, closed: () => closed }
}

describe('the router offers only the views registered modules provide', () => {
  it('answers offers() from the set it was built with', () => {
    const { controller } = router(offered)
    expect(controller.offers('Networks')).toBe(true)
    expect(controller.offers('WalletSend')).toBe(false)
  })

  it.each(['push', 'replace', 'reset'] as const)('refuses to %s a view nothing provides, with a typed error, and keeps its history', (type) => {
    const { controller } = router(offered)
    controller.dispatch({ type: 'push', route: { view: 'Networks' } })
    const before = controller.getSnapshot()
    let caught: unknown
    try {
      controller.dispatch({ type, route: { view: 'Swap' } })
    } catch (error) {
      caught = error
    }
    expect(isPorticoError(caught) && caught.code).toBe('VIEW_NOT_PROVIDED')
    expect((caught as Error).message).toContain('"Swap"')
    expect(controller.getSnapshot()).toBe(before)
  })

  it('refuses a transaction-stack push to a view nothing provides, and runs no callback', () => {
    const { controller } = router(offered)
    let called = false
    expect(() =>
      controller.dispatch({ type: 'pushTransaction', route: { view: 'ApproveTransaction' }, callbacks: { onCancel: () => (called = true) } }),
    ).toThrow('View not available')
    expect(controller.getSnapshot().transactionStack).toEqual([])
    expect(called).toBe(false)
  })

  it('moves between offered views and goes back as before', () => {
    const { controller, closed } = router(offered)
    controller.dispatch({ type: 'push', route: { view: 'Networks' } })
    controller.dispatch({ type: 'goBack' })
    expect(controller.getSnapshot().history).toEqual([{ view: 'Connect' }])
    expect(controller.dispatch({ type: 'goBack' })).toEqual({ close: true })
    expect(closed()).toBe(1)
  })

  it('built without a set (a router on its own, in tests of its rules), offers every view', () => {
    const { controller } = router()
    expect(controller.offers('WalletSend')).toBe(true)
    controller.dispatch({ type: 'push', route: { view: 'WalletSend' } })
    expect(controller.getSnapshot().history.at(-1)).toEqual({ view: 'WalletSend' })
  })
})
