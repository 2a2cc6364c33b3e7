import type { BrowserUrlConstructor } from './browserGlobals.js'
import type { EnvironmentPort } from './ports.js'

/** The page facts the memory platform reports. */
export interface MemoryEnvironmentOptions {
  /** The page origin. @default the origin of `url`, else 'http://127.0.0.1' */
  origin: string
  /** The page address; query parameters are read from and removed from it. @default `${origin}/` */
  url: string
  /** @default 'Portico' */
  title: string
  /** @default '' */
  description: string
  /** @default undefined */
  icon: string | undefined
  /** @default false */
  isMobile: boolean
  /** @default false */
  isIos: boolean
  /** @default false */
  isSafari: boolean
  /** @default false */
  isMiniApp: boolean
  /** @default false */
  isAndroid: boolean
  /** @default false */
  isMac: boolean
}

export const DEFAULT_MEMORY_ORIGIN = 'http://127.0.0.1'

/** The memory environment, plus what tests need to look at or change it. */
export interface MemoryEnvironment extends EnvironmentPort {
  /** The current page address (after any `removeQueryParam`). */
  href(): string
  /** Changes some facts, as if the page had changed. */
  update(changes: Partial<MemoryEnvironmentOptions>): void
  /** Hides the page (another tab): every `onHidden` listener runs. */
  hide(): void
}

/** The WHATWG URL parser, present in Node and browsers (core declares no DOM or Node types). */
function urlConstructor(): BrowserUrlConstructor {
  const { URL } = globalThis as unknown as { URL?: BrowserUrlConstructor }
  if (typeof URL !== 'function') throw new Error('The memory platform needs the global URL parser')
  return URL
}

function parseUrl(url: string) {
  const URL = urlConstructor()
  try {
    return new URL(url)
  } catch {
    throw new TypeError(`The memory environment's url is not a valid absolute URL: '${url}'`)
  }
}

export function createMemoryEnvironment(options: Partial<MemoryEnvironmentOptions> = {}): MemoryEnvironment {
  const resolve = (given: Partial<MemoryEnvironmentOptions>): MemoryEnvironmentOptions => {
    const origin = given.origin ?? (given.url === undefined ? DEFAULT_MEMORY_ORIGIN : parseUrl(given.url).origin)
    const url = parseUrl(given.url ?? `${origin}/`).href
    return {
      origin,
      url,
      title: given.title ?? 'Portico',
      description: given.description ?? '',
      icon: given.icon,
      isMobile: given.isMobile ?? false,
      isIos: given.isIos ?? false,
      isSafari: given.isSafari ?? false,
      isMiniApp: given.isMiniApp ?? false,
      isAndroid: given.isAndroid ?? false,
      isMac: given.isMac ?? false,
    }
  }
  let facts = resolve(options)
  const hiddenListeners = new Set<() => void>()
  return {
    origin: () => facts.origin,
    title: () => facts.title,
    description: () => facts.description,
    icon: () => facts.icon,
    isMobile: () => facts.isMobile,
    isIos: () => facts.isIos,
    isSafari: () => facts.isSafari,
    isMiniApp: () => facts.isMiniApp,
    isAndroid: () => facts.isAndroid,
    isMac: () => facts.isMac,
    readQueryParam: (name) => parseUrl(facts.url).searchParams.get(name),
    removeQueryParam(name) {
      const url = parseUrl(facts.url)
      if (!url.searchParams.has(name)) return
      url.searchParams.delete(name)
      facts = { ...facts, url: url.href }
    },
    onHidden(listener) {
      const entry = () => listener()
      hiddenListeners.add(entry)
      return () => hiddenListeners.delete(entry)
    },
    hide() {
      for (const listener of [...hiddenListeners]) listener()
    },
    href: () => facts.url,
    update(changes) {
      const merged = { ...facts, ...changes }
      // A new origin without a new url moves the page to that origin.
      if (changes.origin !== undefined && changes.url === undefined) merged.url = `${changes.origin}/`
      facts = resolve(merged)
    },
  }
}
