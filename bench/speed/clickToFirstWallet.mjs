// Benchmark: how long a visitor waits from clicking the site's "Connect wallet" button to seeing
// the first wallet row of the default skin's modal, in headless Chromium. A benchmark, not a test:
// it prints figures and fails only when the page does not work. Budget: 50 ms.
//   node bench/speed/clickToFirstWallet.mjs [--runs 15] [--delay 500] [--url http://127.0.0.1:5173/mock.html] [--phases]
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
// - `--phases` also prints, per run and summed up, where the time went: from the click to its first
//   listener (input delay: the page's main thread was busy), from the click to the first DOM change
//   (a MutationObserver: the modal's commit), the frames drawn until the row showed, and the long
//   tasks (over 50 ms) of the page meanwhile.
// - The machine's load average is printed before and after: on a shared machine the figures are
//   only comparable between runs made under a similar load.
// Nothing leaves the loopback network: every request to another host fails (Chromium sends it to a
// proxy that is not there; nothing is intercepted on the way) and fails the run.
import { parseArgs } from 'node:util'
import { launchChromium, loadAverage, openLoopbackPage, serveBuiltPlayground, summarize, summaryLine } from './speedBench.mjs'

const BUDGET_MS = 50

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    delay: { type: 'string', default: '500' },
    url: { type: 'string' },
    phases: { type: 'boolean', default: false },
  },
})
const runs = Number(args.runs)
const delay = Number(args.delay)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
if (!Number.isFinite(delay) || delay < 0) throw new Error('--delay takes a number of milliseconds')

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
    const handlerAt = performance.now()
    // For --phases: the time of the first DOM change after the click (the modal's commit; a
    // MutationObserver's callback asks for no layout) and the click's long tasks.
    const marks = { firstMutationAt: undefined, longTasks: 0 }
    new MutationObserver((_, observer) => {
      marks.firstMutationAt ??= performance.now()
      observer.disconnect()
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.longTasks += entry.duration
      }).observe({ type: 'longtask' })
    } catch {}
    let frames = 0
    const everyFrame = () => {
      frames++
      const row = document.querySelector('[data-part="connector-row"]')
      if (row && visible(row)) resolve({ clickAt, handlerAt, frameAt: performance.now(), frames, ...marks })
      else requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  }, { capture: true, once: true })
})`

/** One run in a fresh context: the ms from the click to the first frame with a wallet row, and its phases. */
async function measureOnce(browser, url) {
  const { context, page, check } = await openLoopbackPage(browser)
  try {
    await page.goto(url, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: 'Connect wallet' })
    await button.waitFor()
    await page.waitForTimeout(delay)
    const result = await page.evaluateHandle(`({ done: ${WATCH_FOR_FIRST_ROW} })`)
    await button.click()
    const marks = await page.evaluate((handle) => handle.done, result)
    check()
    return {
      total: marks.frameAt - marks.clickAt,
      inputDelay: marks.handlerAt - marks.clickAt,
      toCommit: (marks.firstMutationAt ?? marks.frameAt) - marks.clickAt,
      frames: marks.frames,
      longTasks: marks.longTasks,
    }
  } finally {
    await context.close()
  }
}

const served = args.url ? { url: args.url, close: async () => {} } : await serveBuiltPlayground({ page: 'mock.html' })
const browser = await launchChromium()
const loadBefore = loadAverage()
try {
  await measureOnce(browser, served.url)
  const results = []
  for (let run = 1; run <= runs; run++) {
    const result = await measureOnce(browser, served.url)
    results.push(result)
    const phases = args.phases
      ? `   (input ${result.inputDelay.toFixed(1)}, DOM change ${result.toCommit.toFixed(1)}, ${result.frames} frame(s), long tasks ${result.longTasks.toFixed(0)} ms)`
      : ''
    console.log(`  run ${String(run).padStart(2)}: ${result.total.toFixed(1).padStart(6)} ms${phases}`)
  }
  const { median, min, max, spread } = summarize(results.map((result) => result.total))
  const ms = (value) => `${value.toFixed(1)} ms`
  console.log(`click to first wallet row visible (${served.url.replace(/^http:\/\/127\.0\.0\.1:\d+\//, '')}, ${runs} runs, click ${delay} ms after load, headless Chromium)`)
  console.log(`  median ${ms(median)}   min ${ms(min)}   max ${ms(max)}   spread ${ms(spread)}   (budget ${BUDGET_MS} ms)`)
  if (args.phases) {
    console.log(summaryLine('click to its handler (input delay)', results.map((result) => result.inputDelay), ' ms'))
    console.log(summaryLine('click to the first DOM change', results.map((result) => result.toCommit), ' ms'))
    console.log(summaryLine('long tasks during the run', results.map((result) => result.longTasks), ' ms'))
  }
  console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`)
} finally {
  await browser.close()
  await served.close()
}
