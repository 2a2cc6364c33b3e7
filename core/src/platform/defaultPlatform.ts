import type { BrowserConsole, BrowserGlobals } from './browserGlobals.js'
import { createBrowserPlatform } from './browserPlatform.js'
import { createCryptoRandom, type RandomValuesSource } from './cryptoRandom.js'
import { createMemoryEnvironment } from './memoryEnvironment.js'
import { createMemoryMessaging } from './memoryMessaging.js'
import { createMemoryPopup } from './memoryPopup.js'
import { createMemoryStorage } from './memoryStorage.js'
import { NO_FETCH_HANDLER_MESSAGE } from './memoryPlatform.js'
import { createRecordingConsole } from './recordingConsole.js'
import type { Platform } from './ports.js'
import { createSystemClock } from './systemClock.js'

/**
 * The platform for where the code runs:
 * - in a page (`document` and `localStorage` present): the browser platform;
 * - elsewhere (Node, workers, server rendering): the memory platform with the real clock and,
 *   when there is one, the real console (so errors are not lost). Nothing is persisted and fetch
 *   rejects until the site passes `platform: { fetch }`.
 */
export function detectPlatform(globals: object = globalThis): Platform {
  if (isBrowser(globals)) return createBrowserPlatform(globals as BrowserGlobals)
  // Built from the memory pieces directly (not createMemoryPlatform) so a browser bundle does
  // not carry the fake clock and the seeded random of the test kit.
  const hostConsole = (globals as { console?: Partial<BrowserConsole> }).console
  const { crypto } = globals as { crypto?: RandomValuesSource }
  return {
    storage: createMemoryStorage(),
    clock: createSystemClock(),
    fetch: (url) => Promise.reject(new Error(`${NO_FETCH_HANDLER_MESSAGE} (request to ${url}); pass a fetch option`)),
    random: createCryptoRandom(crypto),
    environment: createMemoryEnvironment(),
    messaging: createMemoryMessaging(),
    popup: createMemoryPopup({ blocked: false }),
    beacon: () => false,
    console: hasConsole(hostConsole) ? forwardTo(hostConsole) : createRecordingConsole(),
  }
}

/** A page: a document object and a localStorage slot. `in` avoids reading localStorage, which can throw. */
function isBrowser(globals: object): boolean {
  const { document } = globals as { document?: unknown }
  return typeof document === 'object' && document !== null && 'localStorage' in globals
}

function hasConsole(value: Partial<BrowserConsole> | undefined): value is BrowserConsole {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.debug === 'function' &&
    typeof value.info === 'function' &&
    typeof value.warn === 'function' &&
    typeof value.error === 'function'
  )
}

function forwardTo(target: BrowserConsole): Platform['console'] {
  return {
    debug: (...args) => target.debug(...args),
    info: (...args) => target.info(...args),
    warn: (...args) => target.warn(...args),
    error: (...args) => target.error(...args),
  }
}
