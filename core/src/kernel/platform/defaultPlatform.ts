import type { BrowserGlobals } from './browserGlobals.js'
import { createBrowserPlatform } from './browserPlatform.js'
import type { Platform } from './ports.js'
import { createServerPlatform } from './serverPlatform.js'

/**
 * The platform for where the code runs:
 * - in a page (`document` and `localStorage` present): the browser platform;
 * - elsewhere (Node, workers, server rendering): the small server platform (serverPlatform.ts):
 *   the real clock and, when there is one, the real console (so errors are not lost). Nothing is
 *   persisted and fetch rejects until the site passes `platform: { fetch }`.
 */
export function detectPlatform(globals: object = globalThis): Platform {
  if (isBrowser(globals)) return createBrowserPlatform(globals as BrowserGlobals)
  return createServerPlatform(globals as Parameters<typeof createServerPlatform>[0])
}

/** A page: a document object and a localStorage slot. `in` avoids reading localStorage, which can throw. */
function isBrowser(globals: object): boolean {
  const { document } = globals as { document?: unknown }
  return typeof document === 'object' && document !== null && 'localStorage' in globals
}
