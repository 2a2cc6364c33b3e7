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
import { parseArgs } from 'node:util'
import { launchChromium, loadAverage, openLoopbackPage, serveBuiltPlayground, summaryLine } from './speedBench.mjs'

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
  const { context, page, check } = await openLoopbackPage(browser)
  try {
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

    check()
    return { openMs, searchMs, shown, dropped, frames: times.length, rowCount }
  } finally {
    await context.close()
  }
}

const served = await serveBuiltPlayground({ page: 'mock.html?pairing=mock', services: { catalogueSize: walletCount } })
const browser = await launchChromium()
const loadBefore = loadAverage()
try {
  await measureOnce(browser, served.url)
  const results = []
  for (let run = 1; run <= runs; run++) {
    const result = await measureOnce(browser, served.url)
    results.push(result)
    console.log(`  run ${String(run).padStart(2)}: open ${result.openMs.toFixed(1)} ms, search ${result.searchMs.toFixed(1)} ms (${result.shown} shown), scroll ${result.dropped} of ${result.frames} frames dropped over ${result.rowCount} rows`)
  }
  console.log(`AllWallets over ${walletCount} catalogue wallets (${runs} runs, headless Chromium, production build)`)
  console.log(summaryLine('open (click to first catalogue row)', results.map((r) => r.openMs), ' ms'))
  console.log(summaryLine('search (last keystroke to results)', results.map((r) => r.searchMs), ' ms'))
  console.log(summaryLine('frames dropped scrolling all rows', results.map((r) => r.dropped), ''))
  // Of the frames the scroll should have taken at 60 Hz: those drawn and those dropped.
  console.log(summaryLine('  as a share of 60 Hz frames', results.map((r) => (100 * r.dropped) / (r.frames + r.dropped)), ' %'))
  console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`)
} finally {
  await browser.close()
  await served.close()
}
