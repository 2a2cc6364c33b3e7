import { describe, expect, it } from 'vitest'
import type { BrowserGlobals, BrowserStorage, BrowserUrlConstructor } from './browserGlobals.js'
import { createBrowserPlatform } from './browserPlatform.js'
import { createMemoryNavigation } from './memoryNavigation.js'
import { createMemoryStorage } from './memoryStorage.js'

const NodeUrl = (globalThis as unknown as { URL: BrowserUrlConstructor }).URL

/** Just the members the navigation, session-storage and environment ports reach. */
function page(overrides: { assign?: (url: string) => void; sessionStorage?: BrowserStorage | 'throws'; userAgent?: string; telegramPlatform?: unknown } = {}) {
  const href = 'https://shop.example/cart?a=1'
  const globals = {
    location: { href, origin: 'https://shop.example', ...(overrides.assign ? { assign: overrides.assign } : {}) },
    get sessionStorage() {
      if (overrides.sessionStorage === 'throws') throw new Error('SecurityError')
      return overrides.sessionStorage
    },
    navigator: { userAgent: overrides.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36', maxTouchPoints: 0 },
    URL: NodeUrl,
    ...(overrides.telegramPlatform === undefined ? {} : { Telegram: { WebApp: { initData: 'query_id=1', platform: overrides.telegramPlatform } } }),
  }
  return createBrowserPlatform(globals as unknown as BrowserGlobals)
}

describe('the browser navigation and session-storage ports', () => {
  it('navigation: location.assign for http(s) addresses only', () => {
    const assigned: string[] = []
    const platform = page({ assign: (url) => assigned.push(url) })
    platform.navigation?.assign('https://secure.example/social?provider=github')
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'file:///etc/passwd', '']) {
      expect(() => platform.navigation?.assign(bad)).toThrow(TypeError)
    }
    expect(assigned).toEqual(['https://secure.example/social?provider=github'])
    expect(() => page().navigation?.assign('https://secure.example')).toThrow('no location.assign')
  })

  it('session storage: sessionStorage, reached on each call; missing or throwing, each call throws (core swallows it)', () => {
    const session = createMemoryStorage()
    const platform = page({ sessionStorage: session })
    platform.sessionStorage?.setItem('@portico/k', 'v')
    expect(session.getItem('@portico/k')).toBe('v')
    expect(platform.sessionStorage?.getItem('@portico/k')).toBe('v')
    platform.sessionStorage?.removeItem('@portico/k')
    expect(session.getItem('@portico/k')).toBeNull()
    expect(() => page().sessionStorage?.getItem('@portico/k')).toThrow(TypeError)
    expect(() => page({ sessionStorage: 'throws' }).sessionStorage?.setItem('@portico/k', 'v')).toThrow('SecurityError')
  })

  it("the environment: the page address; Android and Mac from Telegram's own platform inside the mini-app, else the user agent", () => {
    expect(page().environment.href?.()).toBe('https://shop.example/cart?a=1')
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
    expect([page({ userAgent: android }).environment.isAndroid?.(), page({ userAgent: android }).environment.isMac?.()]).toEqual([true, false])
    expect([page({ userAgent: mac }).environment.isAndroid?.(), page({ userAgent: mac }).environment.isMac?.()]).toEqual([false, true])
    expect(page({ telegramPlatform: 'android_x' }).environment.isAndroid?.()).toBe(true)
    expect(page({ telegramPlatform: 'macos' }).environment.isMac?.()).toBe(true)
    expect(page({ telegramPlatform: { toString: () => 'macos' } }).environment.isMac?.()).toBe(false)
    expect(page({ telegramPlatform: 'ios' }).environment.isMiniApp()).toBe(true)
  })
})

describe('createMemoryNavigation', () => {
  it('records where the page was sent and refuses what the browser port refuses', () => {
    const navigation = createMemoryNavigation()
    navigation.assign('http://127.0.0.1:4601/social')
    expect(() => navigation.assign('javascript:alert(1)')).toThrow(TypeError)
    expect(navigation.assigned).toEqual(['http://127.0.0.1:4601/social'])
  })
})
