// The modal with the keyboard alone, in Chromium: Tab to the page's connect button, Enter opens
// the dialog with focus inside it, Tab and Shift+Tab stay inside (the focus trap), every stop shows
// a visible focus indicator, Escape closes and focus returns to the opener; and a wallet connects
// with Enter. Then, connected: Account, its Tokens and Activity tabs with the arrow keys (Ark UI
// tabs), Networks (type a search, pick a network), the Back button, and Escape.
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
  /** The focused element's accessible label (aria-label, its <label>, or its text). */
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
      label: (element.getAttribute('aria-label') || element.labels?.[0]?.textContent || element.textContent || element.tagName).trim(),
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
    // Ark UI hands focus back to the opener a frame after the dialog leaves the page: wait for it.
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Connect wallet', insideDialog: false })

    // Again, and connect with the keyboard.
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Connect"]').waitFor({ state: 'visible' })
    await expect.poll(async () => (await focused(page)).insideDialog).toBe(true)
    await tabTo(page, 'Connect with Alpha Wallet')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByTestId('connection-status').filter({ hasText: 'Connected' }).waitFor()
    // The opener is the account button now, and focus came back to it.
    await expect.poll(async () => (await focused(page)).label).toBe('Open account')
  } finally {
    await session.close()
  }
})

/** The dialog's current view. */
function currentView(page: Page): Promise<string | null> {
  return page.locator('[role="dialog"]').getAttribute('data-view')
}

/** The selected tab's text and what the visible tab panel holds (its content's data-part: tokens / activity). */
function tabs(page: Page): Promise<{ selected: string; panel: string; focused: string }> {
  return page.evaluate(`(() => ({
    selected: document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '',
    panel: [...document.querySelectorAll('[role="tabpanel"]')].find((panel) => !panel.hidden)?.firstElementChild?.getAttribute('data-part') ?? '',
    focused: document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : '',
  }))()`)
}

test('keyboard only, connected: Account, its tabs with the arrow keys, Networks (search, pick), Back, Escape', async () => {
  const session = await openPage(browser)
  const { page } = session
  try {
    await page.setViewportSize({ width: 1024, height: 720 })
    await page.goto(`${inject('baseUrl')}mock.html`)
    await page.getByRole('heading', { level: 1, name: 'Portico playground' }).waitFor()

    // Connect with the keyboard (as above), which leaves focus on the page's account button.
    await tabTo(page, 'Connect wallet')
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Connect"]').waitFor({ state: 'visible' })
    await expect.poll(async () => (await focused(page)).insideDialog).toBe(true)
    await tabTo(page, 'Connect with Alpha Wallet')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(async () => (await focused(page)).label).toBe('Open account')

    // Account.
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Account"]').waitFor({ state: 'visible' })
    await expect.poll(async () => (await focused(page)).insideDialog).toBe(true)

    // The tabs: Tab reaches the selected one; the arrow keys move and select (Ark's automatic activation).
    await tabTo(page, 'Tokens')
    expect(await tabs(page)).toEqual({ selected: 'Tokens', panel: 'tokens', focused: 'Tokens' })
    expect((await focused(page)).visibleFocus).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => tabs(page)).toEqual({
      selected: 'Activity',
      panel: 'activity',
      focused: 'Activity',
    })
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => tabs(page)).toEqual({ selected: 'Tokens', panel: 'tokens', focused: 'Tokens' })
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => tabs(page)).toEqual({
      selected: 'Activity',
      panel: 'activity',
      focused: 'Activity',
    })
    // Only the selected tab is a Tab stop: the next Tab goes on into its panel (the panel itself, or
    // the first control inside it when it has one, such as a transaction's explorer link).
    await page.keyboard.press('Tab')
    expect(await focused(page)).toMatchObject({ insideDialog: true, visibleFocus: true })
    expect(await page.evaluate(`document.activeElement?.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby') ?? null`)).not.toBeNull()

    // Networks: the button that led here is gone, so focus moves to the new view's title (shown).
    // Tab to the search field, type, Tab to the network, Enter picks it.
    await tabTo(page, 'Networks')
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Networks"]').waitFor({ state: 'visible' })
    await expect.poll(() => focused(page)).toEqual({ label: 'Choose network', insideDialog: true, visibleFocus: true })
    await tabTo(page, 'Search networks')
    expect((await focused(page)).visibleFocus).toBe(true)
    await page.keyboard.type('devnet 2')
    await page.locator('[data-scope="networks"][data-part="item"]').filter({ hasText: 'Portico Devnet' }).first().waitFor()
    await expect.poll(() => page.locator('[data-scope="networks"][data-part="item"]').count()).toBe(1)
    await tabTo(page, 'Portico Devnet 2')
    expect((await focused(page)).visibleFocus).toBe(true)
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Account"]').waitFor({ state: 'visible' })
    await page.locator('[data-part="network"]').filter({ hasText: 'Portico Devnet 2' }).waitFor()
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Account', insideDialog: true })

    // Networks again, and the header's Back button with Enter.
    await tabTo(page, 'Networks')
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Networks"]').waitFor({ state: 'visible' })
    expect(await page.locator('[data-scope="networks"][aria-current="true"]').getAttribute('data-value')).toBe('eip155:31338')
    await tabTo(page, 'Back')
    expect((await focused(page)).visibleFocus).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => currentView(page)).toBe('Account')
    // Back is gone on Account (nothing to go back to): focus is on Account's title.
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Account', insideDialog: true })

    // Escape closes, and focus returns to the opener.
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Open account', insideDialog: false })
  } finally {
    await session.close()
  }
})
