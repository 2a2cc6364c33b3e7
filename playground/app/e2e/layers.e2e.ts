// The modal's layer as a site's production build ships it: the stylesheet is minified, and a
// minifier that keeps six significant digits once turned the modal's z-index 2147483000 into
// 2147480000, under the devnet's wallet strip (2147482999), which then covered the modal.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, openDevnetPage } from './devnetPage.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

test('the open modal is above everything the page put on top, the devnet wallet strip included', async () => {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  const { page } = session
  try {
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await modalOn(page, 'Connect')
    const layers = (await page.evaluate(`(() => {
      const z = (element) => Number(getComputedStyle(element).zIndex)
      const strip = document.querySelector('[aria-label="Devnet test wallets"]')
      const positioner = document.querySelector('[data-scope="modal"][data-part="positioner"]') ?? document.querySelector('[role="dialog"]').parentElement
      const box = strip.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return { modal: z(positioner), strip: z(strip), stripOnTop: strip.contains(top) }
    })()`)) as { modal: number; strip: number; stripOnTop: boolean }
    expect(layers.modal).toBe(2147480000)
    expect(layers.strip).toBeLessThan(layers.modal)
    // Where the strip is, the modal's backdrop is what the visitor meets.
    expect(layers.stripOnTop).toBe(false)
  } finally {
    await session.close()
  }
})
