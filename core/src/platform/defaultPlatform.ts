import type { BrowserConsole, BrowserGlobals } from './browserGlobals.js'
import { createBrowserPlatform } from './browserPlatform.js'
import { createMemoryPlatform } from './memoryPlatform.js'
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
  const memory = createMemoryPlatform()
  const hostConsole = (globals as { console?: Partial<BrowserConsole> }).console
  return {
    storage: memory.storage,
    clock: createSystemClock(),
    fetch: memory.fetch,
    random: memory.random,
    environment: memory.environment,
    messaging: memory.messaging,
    popup: memory.popup,
    beacon: memory.beacon,
    console: hasConsole(hostConsole) ? forwardTo(hostConsole) : memory.console,
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
