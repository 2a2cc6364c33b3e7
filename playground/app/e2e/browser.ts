// Debian's Chromium driven by playwright-core, fenced to the loopback network: every request or
// WebSocket to another host is aborted and recorded, and `session.close()` fails the test if the
// page tried one or threw an uncaught error.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { inject } from 'vitest'

/** Where Chromium is: Debian's package by default, `CHROMIUM_PATH` to override. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Flags that keep Chromium quiet on a machine with no outside network. Playwright adds a fresh
 * temporary profile itself (it refuses `--user-data-dir` in `args`), so every launch starts clean.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The run's Chromium: a connection to the one browser e2e/globalSetup.ts started for the whole run
 * (closing it closes this file's contexts and the connection, not the browser), or a browser of
 * its own where no run-wide one exists (a script outside the e2e run).
 */
export async function launchChromium(): Promise<Browser> {
  let endpoint = ''
  try {
    endpoint = inject('browserWsEndpoint')
  } catch {
    // Not inside a vitest run: no run-wide browser.
  }
  if (endpoint) return chromium.connect(endpoint, { timeout: 60_000 })
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    )
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_FLAGS, timeout: 60_000 })
}

/** True for the loopback range: 127.0.0.0/8, localhost and [::1]. */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/**
 * The header that names a session's test on the requests its pages send the devnet's stand-in
 * services (`/__services/...`); the services record it, and servicesRecords.ts reads by it.
 */
const TEST_ID_HEADER = 'x-devnet-test'

export interface PageSession {
  context: BrowserContext
  /** This session's id, sent to the stand-in services with every request its pages make there (read their records with it). */
  testId: string
  page: Page
  /** URLs the page tried to reach outside loopback; each was aborted. */
  blockedRequests: string[]
  /** Uncaught errors thrown in the page. */
  pageErrors: Error[]
  /** Closes the context; rejects if any request was blocked or the page threw. */
  close(): Promise<void>
}

/**
 * A fresh browser context and page whose network is limited to loopback, its requests to the
 * stand-in services named with the session's {@link PageSession.testId}. Pages prefer reduced
 * motion unless `options` say otherwise (the journeys that test motion opt back in), so no journey
 * waits for an animation.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<PageSession> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options })
  const testId = randomUUID()
  const blockedRequests: string[] = []
  const pageErrors: Error[] = []

  await context.route('**/*', async (route) => {
    const url = route.request().url()
    if (isLoopback(url) && new URL(url).pathname.startsWith('/__services/')) {
      return route.continue({ headers: { ...route.request().headers(), [TEST_ID_HEADER]: testId } })
    }
    if (isLoopback(url)) return route.continue()
    blockedRequests.push(url)
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(/.*/, (ws) => {
    if (isLoopback(ws.url())) {
      ws.connectToServer()
      return
    }
    blockedRequests.push(ws.url())
    void ws.close({ code: 1008, reason: 'blocked: not loopback' })
  })

  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error))

  return {
    context,
    testId,
    page,
    blockedRequests,
    pageErrors,
    async close() {
      await context.close()
      const problems = [
        ...blockedRequests.map((url) => `blocked a request outside loopback: ${url}`),
        ...pageErrors.map((error) => `uncaught error in the page: ${error.message}`),
      ]
      if (problems.length > 0) throw new Error(problems.join('\n'))
    },
  }
}
