// The first open of the modal in Chromium: the dialog's code is a lazy chunk, and the first click
// must not wait for it. The page gets the modal ready on its own, without a click (its theme root
// part appears, empty), and then a click shows the first wallet row in the very next frame: no
// chunk to fetch, no Suspense fallback held back by React. A click that comes before the chunk
// has arrived still opens the modal as soon as it does.
// (How long the click takes is measured by bench/speed/clickToFirstWallet.mjs, never here.)
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium } from './browser.js'
import { modalOn, openPlayground } from './viewShots.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Page code: clicks "Connect wallet" from a script, and reports whether the first wallet row is
 * visible (a box, not hidden) in the first animation frame after the click.
 */
const CLICK_AND_LOOK_NEXT_FRAME = `new Promise((resolve) => {
  const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Connect wallet')
  if (!button) throw new Error('no Connect wallet button')
  button.click()
  requestAnimationFrame(() => {
    const row = document.querySelector('[data-scope="modal"][data-part="connector-row"]')
    if (!row) return resolve('no wallet row')
    const box = row.getBoundingClientRect()
    const shown = box.width > 0 && box.height > 0 && row.checkVisibility({ visibilityProperty: true })
    resolve(shown ? 'visible' : 'hidden wallet row')
  })
})`

test('the page readies the modal without a click, and the first click shows the first wallet row in the next frame', async () => {
  const session = await openPlayground(browser, '')
  const { page } = session
  try {
    await page.locator('[data-scope="modal"][data-part="root"]').waitFor({ state: 'attached', timeout: 15_000 })
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.evaluate<string>(CLICK_AND_LOOK_NEXT_FRAME)).toBe('visible')
    const connect = await modalOn(page, 'Connect')
    expect(await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).isVisible()).toBe(true)
    // The page's scroll lock comes a frame after the modal showed (taking it forces a layout), and
    // goes with the modal.
    const scrollLocked = () => page.evaluate<boolean>(`document.body.hasAttribute('data-scroll-lock') && getComputedStyle(document.body).overflow === 'hidden'`)
    await expect.poll(scrollLocked).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await scrollLocked()).toBe(false)
  } finally {
    await session.close()
  }
})

test('a click before the dialog’s code has arrived opens the modal once it arrives', async () => {
  const session = await openPlayground(browser, '')
  const { page } = session
  try {
    // Hold back the dialog's code until after the click: its chunk in the production build (named
    // after the module it starts from), or the module itself from a dev server.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let requested = false
    await page.route(/\/(?:modal\/ModalDialog\.tsx|assets\/ModalDialog-[\w-]+\.js)(?:\?|$)/, async (route) => {
      requested = true
      await released
      await route.continue()
    })
    // The page is already open: load it again so that the held-back request is the first.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Portico playground' }).waitFor()
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    expect(await page.locator('[role="dialog"]').count()).toBe(0)
    await expect.poll(() => requested).toBe(true)
    release()
    const connect = await modalOn(page, 'Connect')
    await connect.locator('[data-part="connector-row"]').first().waitFor()
    expect(await page.evaluate<boolean>('window.__porticoPlayground.client.controllers.modal.getSnapshot().open')).toBe(true)
  } finally {
    await session.close()
  }
})
