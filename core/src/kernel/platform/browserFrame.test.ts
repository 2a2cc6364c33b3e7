import { describe, expect, it } from 'vitest'
import type { BrowserFrameElement } from './browserGlobals.js'
import { createBrowserFrame } from './browserFrame.js'
import { createMemoryFrame } from './memoryFrame.js'

function fakeDocument() {
  const appended: (BrowserFrameElement & { attributes: Record<string, string>; removed: boolean })[] = []
  const document = {
    title: '',
    querySelector: () => null,
    createElement(tagName: 'iframe') {
      expect(tagName).toBe('iframe')
      const element = {
        src: '',
        title: '',
        style: { cssText: '' },
        attributes: {} as Record<string, string>,
        removed: false,
        contentWindow: null as unknown,
        setAttribute(name: string, value: string) {
          element.attributes[name] = value
        },
        remove() {
          element.removed = true
        },
      }
      return element
    },
    body: {
      appendChild(node: (typeof appended)[number]) {
        ;(node as { contentWindow: unknown }).contentWindow = { frameWindow: true }
        appended.push(node)
      },
    },
  }
  return { document, appended }
}

describe('createBrowserFrame', () => {
  it('appends a hidden iframe on the address and hands out its window', () => {
    const { document, appended } = fakeDocument()
    const frame = createBrowserFrame({ document })
    const mounted = frame.mount('https://secure.example/sdk?projectId=p')
    expect(appended).toHaveLength(1)
    const element = appended[0]!
    expect(element.src).toBe('https://secure.example/sdk?projectId=p')
    expect(element.style.cssText).toContain('visibility:hidden')
    expect(mounted?.window).toEqual({ frameWindow: true })
    mounted?.show({ top: 10, left: 20, width: 360, height: Number.NaN })
    expect(element.style.cssText).toContain('top:10px;left:20px;width:360px;height:0px')
    mounted?.hide()
    expect(element.style.cssText).toContain('visibility:hidden')
    mounted?.remove()
    expect(element.removed).toBe(true)
  })

  it("hears the frame's load events (its first page, then each reload) until unsubscribed", () => {
    const listeners = new Set<() => void>()
    const element = {
      src: '',
      title: '',
      style: { cssText: '' },
      contentWindow: {},
      setAttribute: () => undefined,
      remove: () => undefined,
      addEventListener: (type: 'load', listener: () => void) => void (type === 'load' && listeners.add(listener)),
      removeEventListener: (type: 'load', listener: () => void) => void listeners.delete(listener),
    }
    const document = { title: '', querySelector: () => null, createElement: () => element, body: { appendChild: () => undefined } }
    const mounted = createBrowserFrame({ document }).mount('https://secure.example')!
    let loads = 0
    const stop = mounted.onLoad!(() => (loads += 1))
    for (const listener of [...listeners]) listener()
    for (const listener of [...listeners]) listener()
    expect(loads).toBe(2)
    stop()
    expect(listeners.size).toBe(0)
    // An element without events (an old fake) hears nothing, and says so by not failing.
    const { document: plain } = fakeDocument()
    expect(() => createBrowserFrame({ document: plain }).mount('https://secure.example')!.onLoad!(() => undefined)()).not.toThrow()
  })

  it('refuses addresses that are not http(s), and gives null without a page body', () => {
    const { document } = fakeDocument()
    expect(() => createBrowserFrame({ document }).mount('javascript:alert(1)')).toThrow(TypeError)
    expect(createBrowserFrame({ document: { ...document, body: null } }).mount('https://secure.example')).toBeNull()
    expect(createBrowserFrame({ document: { title: '', querySelector: () => null } }).mount('https://secure.example')).toBeNull()
  })
})

describe('createMemoryFrame', () => {
  it('gives each frame its own window and records where it is shown', () => {
    const port = createMemoryFrame()
    const heard: string[] = []
    port.onMount((frame) => heard.push(frame.url))
    const first = port.mount('https://a.example')!
    const second = port.mount('https://b.example')!
    expect(first.window).not.toBe(second.window)
    first.show({ top: 1, left: 2, width: 3, height: 4 })
    expect(port.mounted[0]?.shownAt).toEqual({ top: 1, left: 2, width: 3, height: 4 })
    let loads = 0
    first.onLoad?.(() => (loads += 1))
    port.mounted[0]!.load()
    port.mounted[1]!.load()
    expect(loads).toBe(1)
    first.remove()
    port.mounted[0]!.load()
    expect(loads).toBe(1)
    expect(port.mounted[0]).toMatchObject({ removed: true, shownAt: null })
    expect(heard).toEqual(['https://a.example', 'https://b.example'])
  })
})
