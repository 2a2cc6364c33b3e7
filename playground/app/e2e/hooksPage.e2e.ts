// hooks.html: the modal a design-system team builds from @portico/react alone, on the devnet. It
// connects (declined once, then retried), follows a network switch, and disconnects, with the
// focus on each view's title as the prop getters promise.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { walletControl } from './devnetPage.js'

const MAIN_WALLET = 'Portico Test Wallet'
// This file's own accounts (funded in beforeAll): the Portico Test Wallet holds `main`.
const accounts = fileAccounts(import.meta.url)
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

test('the hooks-only modal connects after a declined try, switches network and disconnects', async () => {
  const session = await openPage(browser)
  const { page } = session
  try {
    await page.goto(accounts.page(new URL('hooks.html', inject('baseUrl')).href))
    await page.getByRole('heading', { level: 1, name: 'A modal from hooks alone' }).waitFor()
    await walletControl(page, MAIN_WALLET, 'reject')

    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()

    // Declined: the same view says so and offers another try; the title has the focus.
    const waiting = page.getByRole('dialog', { name: 'Waiting for your wallet' })
    await waiting.getByText('You declined the connection.').waitFor()
    await expect.poll(() => page.evaluate('document.activeElement?.textContent')).toBe('Waiting for your wallet')
    await walletControl(page, MAIN_WALLET, 'approve')
    await waiting.getByRole('button', { name: 'Try again' }).click()
    await waiting.waitFor({ state: 'detached' })
    await page.getByTestId('hooks-account').filter({ hasText: accounts.evm.main.address }).waitFor()

    // Account, then Networks: the second chain, switched in the wallet.
    await page.getByRole('button', { name: 'Account' }).click()
    const account = page.getByRole('dialog', { name: 'Your account' })
    await account.getByText(/ETH$/).waitFor()
    await account.getByRole('button', { name: 'Networks' }).click()
    await page.getByRole('dialog', { name: 'Networks' }).getByRole('button', { name: 'Portico Devnet 2' }).click()
    await page.getByRole('dialog', { name: 'Your account' }).waitFor()
    const current = page.getByRole('dialog', { name: 'Your account' })
    await current.getByRole('button', { name: 'Networks' }).click()
    await expect(page.getByRole('dialog', { name: 'Networks' }).getByRole('button', { name: 'Portico Devnet 2' }).getAttribute('aria-current')).resolves.toBe('true')
    await page.getByRole('button', { name: 'Back' }).click()

    await page.getByRole('dialog', { name: 'Your account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByTestId('hooks-account').filter({ hasText: 'Not connected' }).waitFor()
  } finally {
    await session.close()
  }
})
