// Rough edges a visitor or a new site owner meets first (issue 25), each seen where a person sees it:
// in headless Chromium on the production build (the devnet page), at a desktop and a phone size, in
// both themes. Pictures land in docs/screenshots/rough-edges-*.png.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { modalOn, openDevnetPage } from './devnetPage.js'

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
const devnet = inject('devnet')
const SIZES = [
  { name: 'desktop', viewport: { width: 1024, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const
const THEMES = ['light', 'dark'] as const

let browser: Browser

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** The box of the first element `selector` matches, read in the page. */
async function boxOf(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} has no box`)
  return box
}

describe.each(SIZES)('at $name size', ({ name: size, viewport }) => {
  describe.each(THEMES)('in the %s theme', (theme) => {
    test('while a pairing link is prepared, the spinner ring stays in its slot above the buttons', async () => {
      if (!devnet.relayUrl) return
      const session = await openDevnetPage(browser, new URL(`?walletconnect=1&theme=${theme}`, inject('baseUrl')).href)
      const { page } = session
      try {
        await page.setViewportSize(viewport)
        // The relay never answers: the pairing link stays in preparation.
        await page.routeWebSocket(/^ws:\/\/127\.0\.0\.1:\d+/, () => undefined)
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        const connect = await modalOn(page, 'Connect')
        await connect.getByRole('button', { name: 'WalletConnect QR code' }).click()
        const pairing = await modalOn(page, 'ConnectingWalletConnect')
        const spinner = pairing.locator('[data-scope="pairing"][data-part="spinner"]')
        await spinner.waitFor()
        const ring = await boxOf(page, '[data-scope="pairing"][data-part="spinner"]')
        const dialog = await boxOf(page, '[role="dialog"]')
        const actions = await boxOf(page, '[data-scope="pairing"][data-part="actions"]')
        // A ring, in its slot: round and small, well inside the modal, ending above the buttons.
        expect(ring.width, `the ring is ${Math.round(ring.width)} px wide in a ${Math.round(dialog.width)} px modal`).toBeLessThanOrEqual(96)
        expect(Math.abs(ring.width - ring.height)).toBeLessThan(1)
        expect(ring.y + ring.height).toBeLessThanOrEqual(actions.y)
        expect(Math.abs(ring.x + ring.width / 2 - (dialog.x + dialog.width / 2))).toBeLessThan(2)
        await page.screenshot({ path: `${SCREENSHOTS}rough-edges-pairing-spinner-${size}-${theme}.png` })
      } finally {
        await session.context.close()
      }
    })
  })
})
