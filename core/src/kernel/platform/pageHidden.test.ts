// The page-hidden hook of the environment port (EnvironmentPort.onHidden), browser and memory.
import { describe, expect, it } from 'vitest'
import { createBrowserEnvironment } from './browserEnvironment.js'
import type { BrowserGlobals } from './browserGlobals.js'
import { createMemoryEnvironment } from './memoryEnvironment.js'

/** A document whose visibility a test sets, with its visibilitychange listeners. */
function fakeDocument() {
  const listeners = new Set<() => void>()
  const document = {
    title: 'Shop',
    visibilityState: 'visible',
    querySelector: () => null,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.delete(listener),
  }
  const set = (state: 'visible' | 'hidden') => {
    document.visibilityState = state
    for (const listener of [...listeners]) listener()
  }
  return { document, listeners, set }
}

describe('onHidden', () => {
  it('in a browser, calls back when the document becomes hidden, not when it becomes visible, until unsubscribed', () => {
    const { document, listeners, set } = fakeDocument()
    const environment = createBrowserEnvironment({ document } as unknown as BrowserGlobals)
    let hidden = 0
    const stop = environment.onHidden?.(() => hidden++)
    set('hidden')
    set('visible')
    set('hidden')
    expect(hidden).toBe(2)
    stop?.()
    expect(listeners.size).toBe(0)
    set('hidden')
    expect(hidden).toBe(2)
  })

  it('in a browser without the Page Visibility API, never calls back and unsubscribes harmlessly', () => {
    const environment = createBrowserEnvironment({ document: { title: '', querySelector: () => null } } as unknown as BrowserGlobals)
    const stop = environment.onHidden?.(() => {
      throw new Error('never')
    })
    expect(() => stop?.()).not.toThrow()
  })

  it('in memory, `hide()` calls every listener still subscribed', () => {
    const environment = createMemoryEnvironment()
    const calls: string[] = []
    const stopA = environment.onHidden?.(() => calls.push('a'))
    environment.onHidden?.(() => calls.push('b'))
    environment.hide()
    stopA?.()
    environment.hide()
    expect(calls).toEqual(['a', 'b', 'b'])
  })
})
