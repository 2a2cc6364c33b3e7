// Benchmark: how long a visitor waits from clicking the site's "Connect wallet" button to seeing
// the first wallet row of the default skin's modal, in headless Chromium. A benchmark, not a test:
// it prints figures and fails only when the page does not work. Budget: 50 ms.
//   node bench/speed/clickToFirstWallet.mjs [--runs 15] [--delay 500] [--url http://127.0.0.1:5173/mock.html]
//
// What it measures, and how
// - The page is the playground's scripted-wallet page (playground/app/mock.html), built by Vite for
//   production (minified, React's production build, the dialog in its own lazy chunk, as a site
//   ships it) and served from this process on 127.0.0.1. That page needs no chain: its wallets are
//   scripted and listed from the start, so the time measured is the skin's alone (loading and
//   rendering the dialog), not wallet discovery or an RPC round trip. The devnet page (index.html)
//   opens the same skin code but needs the anvil chains and adds the devnet's control strip.
//   `--url` points the benchmark at a page that is already served instead (a dev server, say).
// - Each run opens the page in a fresh browser context (empty cache, nothing shared with the
//   previous run), waits for the button and the page's load event, then waits `--delay` ms (500 by
//   default: a visitor's click never comes the instant the button appears) and clicks it with
//   Playwright (real input events through the DevTools protocol).
// - In the page, a capture-phase click listener takes the click event's `timeStamp` (the
//   performance.now() clock) and starts a requestAnimationFrame loop. In each frame it looks for
//   the first `[data-part="connector-row"]` that is visible as Playwright defines it (a non-empty
//   box, not `visibility: hidden`). The first frame that finds one is the first frame that draws
//   the row: the time reported is performance.now() in that frame's callback minus the click's
//   timeStamp. (Only frames are checked: a MutationObserver that asked for boxes between the
//   modal's own DOM changes would force layouts of its own and slow down what it measures. The
//   modal's 150 ms fade-in then runs in the frames after; that is motion, not waiting.)
// - One warm-up run (Chromium's first page pays for its own start-up) is not counted. It prints
//   every run, then median, min, max and spread (max - min).
// - The machine's load average is printed before and after: on a shared machine the figures are
//   only comparable between runs made under a similar load.
// Nothing leaves the loopback network: every request to another host is aborted and fails the run.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')
const appDir = resolve(root, 'playground/app')
const BUDGET_MS = 50

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    delay: { type: 'string', default: '500' },
    url: { type: 'string' },
  },
})
const runs = Number(args.runs)
const delay = Number(args.delay)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
if (!Number.isFinite(delay) || delay < 0) throw new Error('--delay takes a number of milliseconds')

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}; set CHROMIUM_PATH`)
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
]

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/**
 * The devnet's local services (configuration, origins, analytics), which the page calls at start-up:
 * started from their TypeScript source through tsx, so the page never leaves loopback.
 */
async function startServices() {
  const { register } = await import('tsx/esm/api')
  register()
  const { startLocalServices } = await import('@portico/devnet')
  return startLocalServices({})
}

/**
 * Builds the playground for production into a temporary folder and serves it on 127.0.0.1, with
 * `/__services` passed on to the local services as the dev server's proxy does.
 */
async function buildAndServe() {
  const services = await startServices()
  process.env.DEVNET_SERVICES_URL = services.url
  const { build } = await import('vite')
  const outDir = mkdtempSync(join(tmpdir(), 'portico-speed-'))
  await build({
    root: appDir,
    configFile: resolve(appDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  })
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/__services/')) {
      const target = new URL(request.url.slice('/__services'.length), services.url)
      const chunks = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
        fetch(target, { method: request.method, body, headers: { 'content-type': request.headers['content-type'] ?? 'text/plain' } })
          .then(async (answer) => {
            response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
            response.end(Buffer.from(await answer.arrayBuffer()))
          })
          .catch(() => response.writeHead(502).end())
      })
      return
    }
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname))
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}/mock.html`,
    async close() {
      await new Promise((done) => server.close(done))
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
 * Page code (as text, run in the page before the click): resolves with the click's timeStamp and
 * the time, in the first animation frame that has a visible wallet row, at which that frame's
 * callbacks ran. The check runs in animation frames only: a frame computes its layout right after
 * them anyway, so asking for a box there costs nothing extra, where asking between the modal's own
 * DOM changes would force extra layouts and slow down what is measured.
 */
const WATCH_FOR_FIRST_ROW = `new Promise((resolve) => {
  const visible = (element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
  }
  addEventListener('click', (event) => {
    const clickAt = event.timeStamp
    const everyFrame = () => {
      const row = document.querySelector('[data-part="connector-row"]')
      if (row && visible(row)) resolve({ clickAt, frameAt: performance.now() })
      else requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  }, { capture: true, once: true })
})`

/** One run in a fresh context: the ms from the click to the first frame with a wallet row. */
async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const blocked = []
  await context.route('**/*', (route) => {
    if (isLoopback(route.request().url())) return route.continue()
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  try {
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(url, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: 'Connect wallet' })
    await button.waitFor()
    await page.waitForTimeout(delay)
    const result = await page.evaluateHandle(`({ done: ${WATCH_FOR_FIRST_ROW} })`)
    await button.click()
    const { clickAt, frameAt } = await page.evaluate((handle) => handle.done, result)
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`)
    if (blocked.length > 0) throw new Error(`the page tried to leave loopback: ${blocked.join(', ')}`)
    return frameAt - clickAt
  } finally {
    await context.close()
  }
}

const served = args.url ? { url: args.url, close: async () => {} } : await buildAndServe()
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_FLAGS })
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ')
const loadBefore = load()
try {
  await measureOnce(browser, served.url)
  const totals = []
  for (let run = 1; run <= runs; run++) {
    const total = await measureOnce(browser, served.url)
    totals.push(total)
    console.log(`  run ${String(run).padStart(2)}: ${total.toFixed(1).padStart(6)} ms`)
  }
  const sorted = [...totals].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  const min = sorted[0]
  const max = sorted[sorted.length - 1]
  const ms = (value) => `${value.toFixed(1)} ms`
  console.log(`click to first wallet row visible (${served.url.replace(/^http:\/\/127\.0\.0\.1:\d+\//, '')}, ${runs} runs, click ${delay} ms after load, headless Chromium)`)
  console.log(`  median ${ms(median)}   min ${ms(min)}   max ${ms(max)}   spread ${ms(max - min)}   (budget ${BUDGET_MS} ms)`)
  console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`)
} finally {
  await browser.close()
  await served.close()
}
