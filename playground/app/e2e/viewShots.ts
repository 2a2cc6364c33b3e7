// Helpers of the view e2e tests (views.e2e.ts, viewStates.e2e.ts): open the scripted-wallet
// playground, wait for a view, run axe-core (WCAG A and AA, colour contrast included) over the
// modal and keep a screenshot of it in docs/screenshots/<name>-<theme>.png.
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { openPage, type PageSession } from './browser.js'
import { settled } from './modalOn.js'
export { modalOn, settled } from './modalOn.js'

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
// axe-core is a development dependency of the skin; its source is injected into the page.
const AXE_SOURCE = readFileSync(
  createRequire(new URL('../../../skins/default/package.json', import.meta.url)).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** Makes sure the screenshot folder exists. */
export function ensureScreenshotFolder(): void {
  mkdirSync(SCREENSHOTS, { recursive: true })
}

/** Loads axe-core into a page opened otherwise (the devnet page, say), for {@link check}. */
export async function loadAxe(page: Page): Promise<void> {
  await page.addScriptTag({ content: AXE_SOURCE })
}

/** Opens the scripted-wallet page with `query`, at 1024 by 720 unless told, with axe loaded. */
export async function openPlayground(
  browser: Browser,
  query: string,
  viewport: { width: number; height: number } = { width: 1024, height: 720 },
): Promise<PageSession> {
  const session = await openPage(browser)
  await session.page.setViewportSize(viewport)
  await session.page.goto(`${inject('baseUrl')}mock.html${query}`)
  await session.page.getByRole('heading', { level: 1, name: 'Portico playground' }).waitFor()
  await session.page.addScriptTag({ content: AXE_SOURCE })
  return session
}

/**
 * The Account header's balance on mock.html: the newest of two reads of the first devnet account, the mock
 * wallet's table (10,000.000 ETH) and the devnet's blockchain-data stand-in, which reads anvil, where other
 * journeys in the same run have spent gas and sends from that account.
 */
export const MOCK_HEADER_BALANCE = /^(10,000\.000|9,\d{3}\.\d{3}) ETH$/
/** {@link MOCK_HEADER_BALANCE} as the German modal writes it. */
export const MOCK_HEADER_BALANCE_DE = /^(10\.000,000|9\.\d{3},\d{3}) ETH$/

/** axe-core's WCAG 2.1 A and AA violations inside the modal, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`axe
    .run(document.querySelector('[data-scope="modal"][data-part="root"]'), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    .then((results) => results.violations.flatMap((violation) =>
      violation.nodes.map((node) => violation.id + ' ' + node.target.join(' ') + ': ' + node.failureSummary)))`)
}

/** Checks the settled view with axe, then keeps its picture as `<name>-<theme>.png`. */
export async function check(page: Page, dialog: Locator, name: string, theme: string): Promise<void> {
  await settled(page)
  expect(await page.locator('[data-scope="modal"][data-part="root"]').getAttribute('data-theme')).toBe(theme)
  expect(await axeViolations(page), `${name} in ${theme}`).toEqual([])
  const box = await dialog.boundingBox()
  if (!box) throw new Error('the modal has no box')
  const viewport = page.viewportSize() ?? { width: 1024, height: 720 }
  const margin = 32
  const x = Math.max(0, box.x - margin)
  const y = Math.max(0, box.y - margin)
  await page.screenshot({
    path: `${SCREENSHOTS}${name}-${theme}.png`,
    clip: {
      x,
      y,
      width: Math.min(viewport.width, box.x + box.width + margin) - x,
      height: Math.min(viewport.height, box.y + box.height + margin) - y,
    },
  })
}

/** Calls the playground's test hooks (main.tsx exposes them). */
export async function playground(page: Page, call: string): Promise<void> {
  await page.evaluate(`window.__porticoPlayground.${call}`)
}
