// What the speed benchmarks share: the playground built for production and served on 127.0.0.1 by
// a process of its own (with the devnet's local services behind `/__services`, as the dev server's
// proxy has them),
// headless Chromium with the e2e suite's flags, browser contexts that never leave loopback, and
// the figures (median, min, max, spread) and load average they print.
import { fork } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
const appDir = resolve(here, '../../playground/app')

// The e2e suite's flags (playground/app/e2e/browser.ts): quiet on a machine with no outside network.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every request to another host goes to a proxy that is not there (port 9 on loopback, where
  // nothing listens) and fails; Chromium never sends loopback through a proxy. Nothing is
  // intercepted on the way, as in a visitor's browser (a route on every request, Playwright's
  // `context.route`, sent each one to this process and back).
  '--proxy-server=http://127.0.0.1:9',
]

/** Headless Chromium at CHROMIUM_PATH (default /usr/bin/chromium), with the e2e suite's flags. */
export async function launchChromium() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}; set CHROMIUM_PATH`)
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS })
}

/**
 * The devnet's local services (configuration, origins, analytics, registry), which the page calls:
 * started from their TypeScript source through tsx, so the page never leaves loopback.
 */
async function startServices(config) {
  const { register } = await import('tsx/esm/api')
  register()
  const { startLocalServices } = await import('@portico/devnet')
  return startLocalServices(config ? { config } : {})
}

/**
 * Builds the playground for production into a temporary folder and serves it on 127.0.0.1 from a
 * child process (staticServer.mjs), with `/__services` passed on to the local services (started with `services`, their config). Returns
 * the page's URL (`page`: a path with its query, e.g. 'mock.html') and `close()`. `build` adds
 * Vite build options (`{ minify: false }` keeps names readable in a profile).
 */
export async function serveBuiltPlayground({ page, services: config, build: buildOptions = {} }) {
  const services = await startServices(config)
  process.env.DEVNET_SERVICES_URL = services.url
  const { build } = await import('vite')
  const outDir = mkdtempSync(join(tmpdir(), 'portico-speed-'))
  await build({
    root: appDir,
    configFile: resolve(appDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { ...buildOptions, outDir, emptyOutDir: true },
  })
  // The site is served by a process of its own (see staticServer.mjs).
  const server = fork(join(here, 'staticServer.mjs'), [outDir, services.url], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const { port } = await new Promise((ready, fail) => {
    server.once('message', ready)
    server.once('exit', (code) => fail(new Error(`the benchmark's web server stopped (exit ${code})`)))
  })
  return {
    url: `http://127.0.0.1:${port}/${page}`,
    async close() {
      if (server.exitCode === null) await new Promise((done) => server.once('exit', done).kill())
      await services.stop()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}

/** True for the loopback range, and for URLs that never leave the page. */
function isLoopback(url) {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/**
 * A fresh browser context (empty cache, 1280 x 800) whose requests to any other host fail
 * and are listed in `blocked`, and a page in it whose uncaught errors are listed in `errors`.
 * `check()` throws when either list is not empty.
 */
export async function openLoopbackPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // The page's requests to other hosts fail at the proxy (see CHROMIUM_FLAGS); they are listed
  // here, by a listener that holds nothing up.
  const blocked = []
  context.on('request', (request) => {
    if (!isLoopback(request.url())) blocked.push(request.url())
  })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  return {
    context,
    page,
    check() {
      if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`)
      if (blocked.length > 0) throw new Error(`the page tried to leave loopback: ${blocked.join(', ')}`)
    },
  }
}

/** Median, min, max and spread (max - min) of some figures. */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  const min = sorted[0]
  const max = sorted[sorted.length - 1]
  return { median, min, max, spread: max - min }
}

/** One line of figures: label, median, min, max and spread, each with `unit`. */
export function summaryLine(label, values, unit) {
  const { median, min, max, spread } = summarize(values)
  const f = (value) => `${value.toFixed(1)}${unit}`
  return `  ${label.padEnd(34)} median ${f(median)}   min ${f(min)}   max ${f(max)}   spread ${f(spread)}`
}

/** The machine's load average (1, 5, 15 min), as text. */
export function loadAverage() {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
}
