import { describe, expect, it } from 'vitest'
import type { BrowserElement, BrowserGlobals, BrowserMessageListener, BrowserStorageListener, BrowserUrlConstructor, BrowserWindowHandle } from './browserGlobals.js'
import { createBrowserPlatform } from './browserPlatform.js'
import { createMemoryStorage } from './memoryStorage.js'

const NodeUrl = (globalThis as unknown as { URL: BrowserUrlConstructor }).URL

interface FakePage {
  globals: BrowserGlobals
  listeners: Set<BrowserMessageListener>
  storageListeners: Set<BrowserStorageListener>
  replaced: { state: unknown; url: string | undefined }[]
  opened: { url: string; target: string; features: string; window: BrowserWindowHandle }[]
  beacons: { url: string; data: string | undefined }[]
  consoleCalls: { level: string; args: unknown[] }[]
  filledBytes: number[]
  timers: { ms: number | undefined }[]
}

/** A fake browser page: just the members the platform may touch. */
function fakePage(overrides: { href?: string; userAgent?: string; elements?: Record<string, Record<string, string>>; sendBeacon?: boolean; localStorageThrows?: boolean; telegram?: BrowserGlobals['Telegram'] } = {}): FakePage {
  let href = overrides.href ?? 'https://shop.example/cart?a=1'
  const listeners = new Set<BrowserMessageListener>()
  const page: FakePage = { globals: undefined as never, listeners, storageListeners: new Set(), replaced: [], opened: [], beacons: [], consoleCalls: [], filledBytes: [], timers: [] }
  const storage = createMemoryStorage()
  const log = (level: string) => (...args: unknown[]) => page.consoleCalls.push({ level, args })
  const elements = overrides.elements ?? {}
  const globals: BrowserGlobals = {
    get localStorage() {
      if (overrides.localStorageThrows) throw new Error('SecurityError: access denied')
      return storage
    },
    setTimeout: (callback, ms) => (page.timers.push({ ms }), { callback }),
    clearTimeout: () => undefined,
    setInterval: (callback, ms) => (page.timers.push({ ms }), { callback }),
    clearInterval: () => undefined,
    crypto: {
      getRandomValues(array) {
        page.filledBytes.push(array.length)
        for (let index = 0; index < array.length; index++) array[index] = (index * 7 + 3) & 0xff
        return array
      },
    },
    fetch: async (url) => ({ ok: true, status: 200, json: async () => ({ url }), text: async () => url }),
    get location() {
      return { href, origin: new NodeUrl(href).origin }
    },
    document: {
      title: 'Shop',
      querySelector(selector): BrowserElement | null {
        const attributes = elements[selector]
        return attributes ? { getAttribute: (name) => attributes[name] ?? null } : null
      },
    },
    navigator: {
      userAgent: overrides.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      maxTouchPoints: 0,
      ...(overrides.sendBeacon === false ? {} : { sendBeacon: (url: string, data?: string) => (page.beacons.push({ url, data }), true) }),
    },
    history: {
      state: { page: 1 },
      replaceState(state, _unused, url) {
        page.replaced.push({ state, url })
        if (url !== undefined) href = new NodeUrl(url, href).href
      },
    },
    addEventListener(type: 'message' | 'storage', listener: BrowserMessageListener | BrowserStorageListener) {
      if (type === 'message') listeners.add(listener as BrowserMessageListener)
      else page.storageListeners.add(listener as BrowserStorageListener)
    },
    removeEventListener(type: 'message' | 'storage', listener: BrowserMessageListener | BrowserStorageListener) {
      if (type === 'message') listeners.delete(listener as BrowserMessageListener)
      else page.storageListeners.delete(listener as BrowserStorageListener)
    },
    open(url, target, features) {
      const popupWindow = { closed: false, close: () => undefined, location: { href: url } }
      page.opened.push({ url, target, features, window: popupWindow })
      return popupWindow
    },
    console: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') },
    URL: NodeUrl,
    ...(overrides.telegram ? { Telegram: overrides.telegram } : {}),
  }
  page.globals = globals
  return page
}

describe('createBrowserPlatform', () => {
  it('creates without touching the page, even where localStorage throws', () => {
    const page = fakePage({ localStorageThrows: true })
    const platform = createBrowserPlatform(page.globals)
    expect(() => platform.storage.getItem('@portico/x')).toThrow(/SecurityError/)
  })

  it('stores through localStorage', () => {
    const platform = createBrowserPlatform(fakePage().globals)
    platform.storage.setItem('@portico/x', '"y"')
    expect(platform.storage.getItem('@portico/x')).toBe('"y"')
    platform.storage.removeItem('@portico/x')
    expect(platform.storage.getItem('@portico/x')).toBeNull()
  })

  it('makes ids of 16 crypto bytes as hex', () => {
    const page = fakePage()
    const id = createBrowserPlatform(page.globals).random.id()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(id.slice(0, 6)).toBe('030a11') // bytes 3, 10, 17 from the fake getRandomValues
    expect(page.filledBytes).toEqual([16])
  })

  it('reads title, description and icon from the document, resolving the icon address', () => {
    const page = fakePage({
      href: 'https://shop.example/deep/page',
      elements: {
        'meta[name="description"]': { content: 'A shop' },
        'link[rel~="icon"]': { href: '/favicon.png' },
      },
    })
    const { environment } = createBrowserPlatform(page.globals)
    expect(environment.origin()).toBe('https://shop.example')
    expect(environment.title()).toBe('Shop')
    expect(environment.description()).toBe('A shop')
    expect(environment.icon()).toBe('https://shop.example/favicon.png')
  })

  it('reports no icon or description when absent, and no icon for a script address', () => {
    expect(createBrowserPlatform(fakePage().globals).environment.icon()).toBeUndefined()
    expect(createBrowserPlatform(fakePage().globals).environment.description()).toBe('')
    const page = fakePage({ elements: { 'link[rel~="icon"]': { href: 'javascript:alert(1)' } } })
    expect(createBrowserPlatform(page.globals).environment.icon()).toBeUndefined()
  })

  it('reads a query parameter and removes it through history.replaceState, keeping the state', () => {
    const page = fakePage({ href: 'https://shop.example/cart?result=ok&keep=1#x' })
    const { environment } = createBrowserPlatform(page.globals)
    expect(environment.readQueryParam('result')).toBe('ok')
    environment.removeQueryParam('result')
    expect(page.replaced).toEqual([{ state: { page: 1 }, url: 'https://shop.example/cart?keep=1#x' }])
    expect(environment.readQueryParam('result')).toBeNull()
    environment.removeQueryParam('absent')
    expect(page.replaced).toHaveLength(1)
  })

  it('keeps going, with a console warning, when the page refuses history changes', () => {
    const page = fakePage({ href: 'https://shop.example/?code=1' })
    const globals: BrowserGlobals = {
      ...page.globals,
      location: page.globals.location,
      history: {
        state: null,
        replaceState: () => {
          throw new Error('SecurityError')
        },
      },
    }
    expect(() => createBrowserPlatform(globals).environment.removeQueryParam('code')).not.toThrow()
    expect(page.consoleCalls[0]?.level).toBe('warn')
  })

  it('detects a Telegram mini-app from launch data or the user agent, not from the bare script', () => {
    const withData = fakePage({ telegram: { WebApp: { initData: 'query_id=1' } } })
    expect(createBrowserPlatform(withData.globals).environment.isMiniApp()).toBe(true)
    const scriptOnly = fakePage({ telegram: { WebApp: { initData: '' } } })
    expect(createBrowserPlatform(scriptOnly.globals).environment.isMiniApp()).toBe(false)
    const byAgent = fakePage({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Telegram-Android/10.0' })
    expect(createBrowserPlatform(byAgent.globals).environment.isMiniApp()).toBe(true)
    expect(createBrowserPlatform(fakePage().globals).environment.isMiniApp()).toBe(false)
  })

  it("posts only to an exact origin: '*' throws and nothing is sent", () => {
    const platform = createBrowserPlatform(fakePage().globals)
    const sent: unknown[] = []
    const frame = { postMessage: (data: unknown, origin: string) => sent.push({ data, origin }) }
    platform.messaging.post(frame, { id: 1 }, 'https://secure.example')
    expect(sent).toEqual([{ data: { id: 1 }, origin: 'https://secure.example' }])
    expect(() => platform.messaging.post(frame, { id: 2 }, '*')).toThrow(TypeError)
    expect(() => platform.messaging.post(frame, { id: 3 }, '')).toThrow(TypeError)
    expect(() => platform.messaging.post({}, { id: 4 }, 'https://secure.example')).toThrow(/not a window/)
    expect(sent).toHaveLength(1)
  })

  it('listens to message events, passing origin and source, and unsubscribes', () => {
    const page = fakePage()
    const platform = createBrowserPlatform(page.globals)
    const received: unknown[] = []
    const stop = platform.messaging.listen((message) => received.push(message))
    const source = {}
    for (const listener of page.listeners) listener({ data: 'hi', origin: 'https://secure.example', source })
    expect(received).toEqual([{ data: 'hi', origin: 'https://secure.example', source }])
    stop()
    expect(page.listeners.size).toBe(0)
  })

  it("hears other tabs' changes of localStorage (not sessionStorage), and unsubscribes", () => {
    const page = fakePage()
    const platform = createBrowserPlatform(page.globals)
    const heard: unknown[] = []
    const stop = platform.storage.subscribe?.((change) => heard.push(change))
    for (const listener of page.storageListeners) {
      listener({ key: '@portico/connection_status', storageArea: page.globals.localStorage })
      listener({ key: '@portico/other', storageArea: {} })
      listener({ key: null, storageArea: page.globals.localStorage })
    }
    expect(heard).toEqual([{ key: '@portico/connection_status' }, { key: null }])
    stop?.()
    expect(page.storageListeners.size).toBe(0)
  })

  it('ignores storage events when localStorage cannot be read', () => {
    const page = fakePage({ localStorageThrows: true })
    const heard: unknown[] = []
    createBrowserPlatform(page.globals).storage.subscribe?.((change) => heard.push(change))
    for (const listener of page.storageListeners) listener({ key: '@portico/x', storageArea: {} })
    expect(heard).toEqual([])
  })

  it('opens popups with the size as features, and navigates them', () => {
    const page = fakePage()
    const popup = createBrowserPlatform(page.globals).popup.open('about:blank', { width: 600, height: 800 })
    expect(page.opened[0]?.features).toMatch(/width=600,height=800/)
    // Its window is the one `open()` returned: the source of every message the popup posts.
    expect(popup?.window).toBe(page.opened[0]?.window)
    popup?.navigate('https://accounts.example/oauth')
    expect(page.opened[0]?.window.location.href).toBe('https://accounts.example/oauth')
    expect(() => popup?.navigate('javascript:alert(1)')).toThrow(TypeError)
    expect(popup?.closed).toBe(false)
  })

  it('sends beacons through navigator.sendBeacon, false where it is missing', () => {
    const page = fakePage()
    expect(createBrowserPlatform(page.globals).beacon('https://pulse.example/e', '{}')).toBe(true)
    expect(page.beacons).toEqual([{ url: 'https://pulse.example/e', data: '{}' }])
    expect(createBrowserPlatform(fakePage({ sendBeacon: false }).globals).beacon('https://pulse.example/e', '{}')).toBe(false)
  })

  it('uses the page timers and console', () => {
    const page = fakePage()
    const platform = createBrowserPlatform(page.globals)
    platform.clock.setTimeout(() => undefined, 1_000)
    platform.console.warn('w', 1)
    expect(page.timers).toEqual([{ ms: 1_000 }])
    expect(page.consoleCalls).toEqual([{ level: 'warn', args: ['w', 1] }])
    expect(Math.abs(platform.clock.now() - Date.now())).toBeLessThan(1_000)
  })

  it('fetches through the page fetch', async () => {
    const response = await createBrowserPlatform(fakePage().globals).fetch('https://api.example/x')
    await expect(response.json()).resolves.toEqual({ url: 'https://api.example/x' })
  })
})
