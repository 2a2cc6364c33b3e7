import type { BrowserConsole } from './browserGlobals.js'
import { createCryptoRandom, type RandomValuesSource } from './cryptoRandom.js'
import type { EnvironmentPort, Platform, StoragePort } from './ports.js'
import { createSystemClock } from './systemClock.js'

/** What `fetch` rejects with outside a page until the site passes its own. */
export const NO_SERVER_FETCH_MESSAGE = 'No fetch outside a page'

/**
 * The platform outside a page (server rendering, workers, Node): the real clock and randomness,
 * storage in a Map for this client's life, no popups or frames, fetch refused until the site
 * passes `platform: { fetch }`, and the host's console when it has one (errors are not lost).
 * Deliberately small and separate from the test kit's memory platform, which a page's bundle
 * would otherwise carry for nothing.
 */
export function createServerPlatform(globals: { console?: Partial<BrowserConsole>; crypto?: RandomValuesSource }): Platform {
  const items = new Map<string, string>()
  const storage: StoragePort = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
  const environment: EnvironmentPort = {
    origin: () => 'http://127.0.0.1',
    title: () => '',
    description: () => '',
    icon: () => undefined,
    isMobile: () => false,
    isIos: () => false,
    isSafari: () => false,
    isMiniApp: () => false,
    readQueryParam: () => null,
    removeQueryParam: () => undefined,
    isPage: () => false,
  }
  const host = globals.console
  const quiet = () => undefined
  const forward = (level: keyof BrowserConsole) => (...args: unknown[]) => (typeof host?.[level] === 'function' ? host[level](...args) : undefined)
  return {
    storage,
    clock: createSystemClock(),
    fetch: (url) => Promise.reject(new Error(`${NO_SERVER_FETCH_MESSAGE} (request to ${url}); pass a fetch option`)),
    random: createCryptoRandom(globals.crypto),
    environment,
    messaging: {
      post() {
        throw new TypeError('Cannot post a message outside a page')
      },
      listen: () => quiet,
    },
    popup: { open: () => null },
    beacon: () => false,
    console: { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') },
  }
}
