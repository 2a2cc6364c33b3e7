// Benchmark: the AllWallets view over a catalogue of 1,000 wallets (the devnet's wallet registry,
// catalogueSize 1000), in headless Chromium on the playground's scripted-wallet page with a pairing
// source (mock.html?pairing=mock), built for production as a site ships it. A benchmark, not a test.
//   node bench/speed/allWallets.mjs [--runs 7] [--wallets 1000]
//
// Per run, in a fresh browser context (empty cache):
// - open: from the click on Connect's "All wallets" entry (the event's timeStamp) to the first
//   animation frame that shows a catalogue row of AllWallets (its chunk, the first page of 40
//   wallets and the virtualized list).
// - search: from the input event that completes the text "cobalt" to the first frame whose list
//   shows only matching wallets; it includes the 300 ms the search waits without typing (SPEC.md
//   section 9) and the registry's answer.
// - scroll: the whole catalogue is loaded by scrolling to the end until no page is left, then
//   the list is scrolled from top to bottom at 40 px per frame with the mouse wheel's native
//   scrolling; each frame's time is recorded with requestAnimationFrame and a frame interval above
//   1.5 frames counts its extra frames as dropped (60 Hz).
// Median, min, max and spread (max - min) per figure; the load average before and after, since the
// machine is shared. Nothing leaves the loopback network.
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

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    wallets: { type: 'string', default: '1000' },
  },
})
const runs = Number(args.runs)
const walletCount = Number(args.wallets)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
if (!Number.isInteger(walletCount) || walletCount < 100) throw new Error('--wallets takes a whole number of at least 100')

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
  return startLocalServices({ config: { catalogueSize: walletCount } })
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
    url: `http://127.0.0.1:${port}/mock.html?pairing=mock`,
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


/** Page code: the time from the next click on `selector`'s element to the first frame showing `until`. */
const timeClickTo = (until) => `new Promise((resolve) => {
  addEventListener('click', (event) => {
    const clickAt = event.timeStamp
    const everyFrame = () => {
      const row = document.querySelector(${JSON.stringify(until)})
      if (row && row.getBoundingClientRect().height > 0) resolve(performance.now() - clickAt)
      else requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  }, { capture: true, once: true })
})`

/** Page code: the time from the input event that makes the field read `text` to the first frame showing only matches. */
const timeSearch = (text) => `new Promise((resolve) => {
  const field = document.querySelector('[data-part="search"]')
  const onInput = (event) => {
    if (field.value !== ${JSON.stringify(text)}) return
    field.removeEventListener('input', onInput)
    const inputAt = event.timeStamp
    const everyFrame = () => {
      const names = [...document.querySelectorAll('[data-part="wallet-list"] [data-part="wallet-row"]')].map((row) => row.textContent.toLowerCase())
      if (names.length > 0 && names.every((name) => name.includes(${JSON.stringify(text)}))) resolve({ ms: performance.now() - inputAt, shown: names.length })
      else requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  }
  field.addEventListener('input', onInput)
})`

/** Page code: scrolls the list from top to bottom by 40 px a frame; the frame times. */
const SCROLL_THROUGH = `new Promise((resolve) => {
  const scroller = document.querySelector('[data-part="wallet-scroll"]')
  scroller.scrollTop = 0
  const times = []
  const step = (now) => {
    times.push(now)
    if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve({ times, height: scroller.scrollHeight })
    scroller.scrollTop += 40
    requestAnimationFrame(step)
  }
  requestAnimationFrame(() => requestAnimationFrame(step))
})`

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
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const entry = page.locator('[data-part="all-wallets"]')
    await entry.waitFor()
    // Connect has preloaded AllWallets' chunk by now, as a visitor reading Connect would give it time to.
    await page.waitForTimeout(300)
    const open = await page.evaluateHandle(`({ done: ${timeClickTo('[data-part="wallet-row"][data-kind="catalogue"]')} })`)
    await entry.click()
    const openMs = await page.evaluate((handle) => handle.done, open)

    // Load every page: scroll to the end until no loading row is left.
    const deadline = Date.now() + 120_000
    // The rows carry aria-setsize -1 while pages are left, the row count once the catalogue is complete.
    for (;;) {
      await page.evaluate(`(() => { const scroller = document.querySelector('[data-part="wallet-scroll"]'); scroller.scrollTop = scroller.scrollHeight })()`)
      await page.waitForTimeout(150)
      if (await page.evaluate(`[...document.querySelectorAll('[data-part="wallet-row"]')].some((row) => row.getAttribute('aria-setsize') !== '-1')`)) break
      if (Date.now() > deadline) throw new Error('the catalogue did not finish loading')
    }
    const rowCount = await page.evaluate(`Math.round(parseFloat(document.querySelector('[data-part="wallet-list"]').style.height) / 64)`)
    const { times } = await page.evaluate(SCROLL_THROUGH)
    const frame = 1000 / 60
    let dropped = 0
    for (let index = 1; index < times.length; index++) {
      const gap = times[index] - times[index - 1]
      if (gap > frame * 1.5) dropped += Math.round(gap / frame) - 1
    }

    const search = await page.evaluateHandle(`({ done: ${timeSearch('cobalt')} })`)
    await page.locator('[data-part="search"]').pressSequentially('cobalt', { delay: 40 })
    const { ms: searchMs, shown } = await page.evaluate((handle) => handle.done, search)

    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`)
    if (blocked.length > 0) throw new Error(`the page tried to leave loopback: ${blocked.join(', ')}`)
    return { openMs, searchMs, shown, dropped, frames: times.length, rowCount }
  } finally {
    await context.close()
  }
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  return { median, min: sorted[0], max: sorted[sorted.length - 1] }
}
const line = (label, values, unit) => {
  const { median, min, max } = stats(values)
  const f = (value) => `${value.toFixed(1)}${unit}`
  return `  ${label.padEnd(34)} median ${f(median)}   min ${f(min)}   max ${f(max)}   spread ${f(max - min)}`
}

const served = await buildAndServe()
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_FLAGS })
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ')
const loadBefore = load()
try {
  await measureOnce(browser, served.url)
  const results = []
  for (let run = 1; run <= runs; run++) {
    const result = await measureOnce(browser, served.url)
    results.push(result)
    console.log(`  run ${String(run).padStart(2)}: open ${result.openMs.toFixed(1)} ms, search ${result.searchMs.toFixed(1)} ms (${result.shown} shown), scroll ${result.dropped} of ${result.frames} frames dropped over ${result.rowCount} rows`)
  }
  console.log(`AllWallets over ${walletCount} catalogue wallets (${runs} runs, headless Chromium, production build)`)
  console.log(line('open (click to first catalogue row)', results.map((r) => r.openMs), ' ms'))
  console.log(line('search (last keystroke to results)', results.map((r) => r.searchMs), ' ms'))
  console.log(line('frames dropped scrolling all rows', results.map((r) => r.dropped), ''))
  console.log(line('  as a share of frames', results.map((r) => (100 * r.dropped) / r.frames), ' %'))
  console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`)
} finally {
  await browser.close()
  await served.close()
}
