import type { BrowserGlobals } from './browserGlobals.js'
import type { EnvironmentPort } from './ports.js'
import { userAgentFacts } from './userAgentFacts.js'

type EnvironmentGlobals = Pick<BrowserGlobals, 'location' | 'document' | 'navigator' | 'history' | 'URL' | 'console' | 'Telegram'>

/** Icon addresses worth reporting: the page's own web or inline image links. */
const ICON_PROTOCOLS: readonly string[] = ['https:', 'http:']

/**
 * The page facts, read when asked (the page may change), never cached.
 * - `description()`: the content of `meta[name="description"]`, or ''.
 * - `icon()`: the href of the first `link[rel~="icon"]`, resolved against the page address;
 *   undefined when absent or not an http(s) or `data:image/` address.
 * - `isMiniApp()`: Telegram's `WebApp` with launch data (the script alone, loaded outside
 *   Telegram, has empty `initData`), or a user agent naming Telegram.
 * - `isAndroid()`, `isMac()`: Telegram's own `WebApp.platform` inside the mini-app ('android',
 *   'android_x', 'macos'), else the user agent.
 */
export function createBrowserEnvironment(g: EnvironmentGlobals): EnvironmentPort {
  const agent = () => userAgentFacts(g.navigator.userAgent ?? '', g.navigator.maxTouchPoints ?? 0)
  const pageUrl = () => new g.URL(g.location.href)
  const telegramPlatform = () => {
    const platform = g.Telegram?.WebApp?.platform
    return typeof platform === 'string' ? platform : undefined
  }
  return {
    origin: () => g.location.origin,
    title: () => g.document.title ?? '',
    description: () => g.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    icon() {
      const href = g.document.querySelector('link[rel~="icon"]')?.getAttribute('href')
      if (!href) return undefined
      try {
        const url = new g.URL(href, g.location.href)
        if (ICON_PROTOCOLS.includes(url.protocol) || /^data:image\//i.test(url.href)) return url.href
      } catch {
        // An unparsable href is no icon.
      }
      return undefined
    },
    isMobile: () => agent().isMobile,
    isIos: () => agent().isIos,
    isSafari: () => agent().isSafari,
    isAndroid: () => telegramPlatform()?.startsWith('android') === true || agent().isAndroid,
    isMac: () => telegramPlatform() === 'macos' || agent().isMac,
    href: () => g.location.href,
    isMiniApp() {
      const initData = g.Telegram?.WebApp?.initData
      return (typeof initData === 'string' && initData.length > 0) || /Telegram/i.test(g.navigator.userAgent ?? '')
    },
    readQueryParam: (name) => pageUrl().searchParams.get(name),
    removeQueryParam(name) {
      const url = pageUrl()
      if (!url.searchParams.has(name)) return
      url.searchParams.delete(name)
      try {
        g.history.replaceState(g.history.state, '', url.toString())
      } catch (error) {
        // Sandboxed or opaque-origin documents refuse history changes; the parameter stays.
        g.console.warn('[Portico] Could not remove the query parameter from the page address', name, error)
      }
    },
    onHidden(listener) {
      const { document } = g
      const onChange = () => {
        if (document.visibilityState === 'hidden') listener()
      }
      document.addEventListener?.('visibilitychange', onChange)
      return () => document.removeEventListener?.('visibilitychange', onChange)
    },
  }
}
