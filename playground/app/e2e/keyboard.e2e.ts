// The modal with the keyboard alone, in Chromium: Tab to the page's connect button, Enter opens
// the dialog with focus inside it, Tab and Shift+Tab stay inside (the focus trap), every stop shows
// a visible focus indicator, Escape closes and focus returns to the opener; and a wallet connects
// with Enter.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

interface Focused {
  /** The focused element's accessible label (aria-label, or its text). */
  label: string
  insideDialog: boolean
  /** A focus ring: an outline or a box-shadow. */
  visibleFocus: boolean
}

/** What has the focus now. (Page code as text: the e2e files type-check without the DOM library.) */
function focused(page: Page): Promise<Focused> {
  return page.evaluate<Focused>(`(() => {
    const element = document.activeElement
    const style = getComputedStyle(element)
    return {
      label: (element.getAttribute('aria-label') || element.textContent || element.tagName).trim(),
      insideDialog: Boolean(element.closest('[role="dialog"]')),
      visibleFocus: style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px'),
    }
  })()`)
}

/** Presses Tab until `label` has the focus (at most `limit` times). */
async function tabTo(page: Page, label: string, limit = 10): Promise<void> {
  for (let count = 0; count < limit; count++) {
    await page.keyboard.press('Tab')
    if ((await focused(page)).label === label) return
  }
  throw new Error(`Tab never reached “${label}”`)
}

test('keyboard only: open, trapped focus, Escape, focus back on the opener; connect with Enter', async () => {
  const session = await openPage(browser)
  const { page } = session
  try {
    await page.setViewportSize({ width: 1024, height: 720 })
    await page.goto(`${inject('baseUrl')}mock.html`)
    await page.getByRole('heading', { level: 1, name: 'Portico playground' }).waitFor()

    await tabTo(page, 'Connect wallet')
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Connect"]').waitFor({ state: 'visible' })
    await expect.poll(async () => (await focused(page)).insideDialog).toBe(true)

    // Tab goes round the dialog's controls and never leaves it; each stop shows its focus.
    const stops: string[] = []
    for (let count = 0; count < 12; count++) {
      await page.keyboard.press('Tab')
      const now = await focused(page)
      expect(now.insideDialog, `Tab ${count + 1} left the dialog for “${now.label}”`).toBe(true)
      expect(now.visibleFocus, `“${now.label}” shows no focus`).toBe(true)
      stops.push(now.label)
    }
    expect(new Set(stops)).toEqual(
      new Set(['Close', 'Connect with Alpha Wallet', 'Connect with Beta Wallet', 'Terms of Service', 'Privacy Policy']),
    )
    for (let count = 0; count < 6; count++) {
      await page.keyboard.press('Shift+Tab')
      expect((await focused(page)).insideDialog).toBe(true)
    }

    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await focused(page)).toMatchObject({ label: 'Connect wallet', insideDialog: false })

    // Again, and connect with the keyboard.
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Connect"]').waitFor({ state: 'visible' })
    await expect.poll(async () => (await focused(page)).insideDialog).toBe(true)
    await tabTo(page, 'Connect with Alpha Wallet')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByTestId('connection-status').filter({ hasText: 'Connected' }).waitFor()
    // The opener is the account button now, and focus came back to it.
    expect((await focused(page)).label).toBe('Open account')
  } finally {
    await session.close()
  }
})
