// hooks.html with the keyboard (issue 25): the modal built from @portico/react alone gets its focus
// from the dialog's prop getter (useModalParts().getDialogProps, which carries useViewFocus). Focus
// goes into the dialog when it opens, Tab and Shift+Tab stay inside, each new view's title takes
// it, Escape closes and focus is back on the opener, and at no point does it fall to <body>.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { walletControl } from './devnetPage.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const MAIN_WALLET = 'Portico Test Wallet'
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

interface Focused {
  /** The focused element's accessible label (aria-label, or its text), or BODY. */
  label: string
  insideDialog: boolean
}

/** What has the focus now. (Page code as text: the e2e files type-check without the DOM library.) */
function focused(page: Page): Promise<Focused> {
  return page.evaluate<Focused>(`(() => {
    const element = document.activeElement
    return {
      label: (element.getAttribute('aria-label') || element.textContent || element.tagName).trim(),
      insideDialog: Boolean(element.closest('[role="dialog"]')),
    }
  })()`)
}

/**
 * Runs before the page's scripts: after every focus change settles (two frames), notes when focus
 * sits on <body> while a dialog is on the page.
 */
const WATCH_BODY_FOCUS = `(() => {
  window.__focusOnBody = []
  document.addEventListener('focusout', () => {
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const dialog = document.querySelector('[role="dialog"]')
      if (dialog && (document.activeElement === document.body || !document.activeElement)) {
        window.__focusOnBody.push(dialog.getAttribute('data-view'))
      }
    }))
  }, true)
})()`

/** Presses Tab until `label` has the focus (at most `limit` times). */
async function tabTo(page: Page, label: string, limit = 10): Promise<void> {
  for (let count = 0; count < limit; count++) {
    await page.keyboard.press('Tab')
    if ((await focused(page)).label === label) return
  }
  throw new Error(`Tab never reached “${label}”`)
}

test('hooks.html: focus enters the dialog, stays in it, follows the views, and returns to the opener', async () => {
  const session = await openPage(browser)
  const { page } = session
  try {
    await page.setViewportSize({ width: 1024, height: 720 })
    await page.addInitScript(WATCH_BODY_FOCUS)
    await page.goto(accounts.page(new URL('hooks.html', inject('baseUrl')).href))
    await page.getByRole('heading', { level: 1, name: 'A modal from hooks alone' }).waitFor()
    await walletControl(page, MAIN_WALLET, 'reject')

    // The keyboard opens the dialog: focus is on its title, not left on the button behind it.
    await tabTo(page, 'Connect wallet', 30)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
    await expect.poll(() => focused(page)).toEqual({ label: 'Connect a wallet', insideDialog: true })

    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    const stops = new Set<string>()
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      const now = await focused(page)
      expect(now.insideDialog, `${key} left the dialog for “${now.label}”`).toBe(true)
      stops.add(now.label)
    }
    expect(stops).toContain('Close')
    expect(stops).toContain(`Connect with ${MAIN_WALLET}`)

    // Escape closes; focus is back on the button that opened the dialog.
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toEqual({ label: 'Connect wallet', insideDialog: false })

    // Again, and a wallet with Enter: its button leaves with the view, the new title takes the focus.
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
    await tabTo(page, `Connect with ${MAIN_WALLET}`)
    await page.keyboard.press('Enter')
    const waiting = page.getByRole('dialog', { name: 'Waiting for your wallet' })
    await waiting.getByText('You declined the connection.').waitFor()
    await expect.poll(() => focused(page)).toEqual({ label: 'Waiting for your wallet', insideDialog: true })

    // Try again with the wallet holding the request: the pressed button goes away with the view
    // still there, and the title takes the focus. Released (declined), Try again is back.
    await walletControl(page, MAIN_WALLET, 'hang')
    await waiting.getByRole('button', { name: 'Try again' }).focus()
    await page.keyboard.press('Enter')
    await waiting.getByText(`Approve the connection in ${MAIN_WALLET}.`).waitFor()
    await expect.poll(() => focused(page)).toEqual({ label: 'Waiting for your wallet', insideDialog: true })
    await walletControl(page, MAIN_WALLET, 'release')
    await waiting.getByText('You declined the connection.').waitFor()

    // Approved this time: the dialog closes on its own, and focus lands on the opener (now Account).
    await walletControl(page, MAIN_WALLET, 'approve')
    await waiting.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toEqual({ label: 'Account', insideDialog: false })

    // Account, then Networks by keyboard; Back leaves with Networks' view: the title again.
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Your account' }).waitFor()
    await expect.poll(() => focused(page)).toEqual({ label: 'Your account', insideDialog: true })
    await tabTo(page, 'Networks')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Networks' }).waitFor()
    // The title, not the Account view's Networks button (gone with its view).
    await expect.poll(() => page.evaluate('document.activeElement?.tagName')).toBe('H2')
    await expect.poll(() => focused(page)).toEqual({ label: 'Networks', insideDialog: true })
    await page.screenshot({ path: new URL('../../../docs/screenshots/hooks-focus-desktop.png', import.meta.url).pathname })
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toEqual({ label: 'Account', insideDialog: false })

    expect(await page.evaluate('window.__focusOnBody')).toEqual([])
    await page.getByRole('button', { name: 'Account' }).click()
    await page.getByRole('dialog', { name: 'Your account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('hooks-account').filter({ hasText: 'Not connected' }).waitFor()
  } finally {
    await session.close()
  }
})
