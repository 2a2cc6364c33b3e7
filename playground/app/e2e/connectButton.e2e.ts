// The skin's connect button on the devnet page (`?connectButton=1`), as a React component and as
// the <portico-connect-button> custom element, with the real test wallet: 'Connect wallet', then
// 'Connecting…' while the wallet holds the request, then the account (truncated address and
// balance) that opens the Account view; and the Account view in German (`?locale=de`).
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, openDevnetPage, settled, waitForText, walletControl } from './devnetPage.js'
import { check, ensureScreenshotFolder, loadAxe } from './viewShots.js'

const MAIN_WALLET = 'Portico Test Wallet'
// This file's own accounts (funded in beforeAll): the Portico Test Wallet holds `main`.
const accounts = fileAccounts(import.meta.url)
const MAIN_ADDRESS = accounts.evm.main.address
const TRUNCATED = `${MAIN_ADDRESS.slice(0, 4)}...${MAIN_ADDRESS.slice(-6)}`

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

/** The button inside one of the two mounts (the custom element's shadow root is pierced by the locator). */
const buttonIn = (page: Page, mount: 'react' | 'element'): Locator =>
  page.getByTestId(`${mount}-connect-button`).locator('[data-scope="connect-button"][data-part="button"]')

async function statesOf(page: Page): Promise<(string | null)[]> {
  return Promise.all((['react', 'element'] as const).map((mount) => buttonIn(page, mount).getAttribute('data-state')))
}

describe('the connect button', () => {
  test('React and custom element: connect, connecting while the wallet holds the request, then the account that opens Account', async () => {
    const session = await openDevnetPage(browser, accounts.page(`${inject('baseUrl')}?connectButton=1`))
    const { page } = session
    try {
      for (const mount of ['react', 'element'] as const) {
        await waitForText(buttonIn(page, mount), 'Connect wallet')
      }
      expect(await statesOf(page)).toEqual(['disconnected', 'disconnected'])

      // The wallet holds the connect request: both buttons say so.
      await walletControl(page, MAIN_WALLET, 'hang')
      await buttonIn(page, 'react').click()
      const connect = await modalOn(page, 'Connect')
      await connect.getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
      for (const mount of ['react', 'element'] as const) await waitForText(buttonIn(page, mount), 'Connecting…')
      expect(await statesOf(page)).toEqual(['connecting', 'connecting'])

      // The visitor closes the modal (the page's control strip sits under it), then the wallet
      // rejects the held request: back to connect.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await walletControl(page, MAIN_WALLET, 'release')
      await expect.poll(() => statesOf(page)).toEqual(['disconnected', 'disconnected'])

      // Connect from the custom element this time.
      await walletControl(page, MAIN_WALLET, 'approve')
      await buttonIn(page, 'element').click()
      const again = await modalOn(page, 'Connect')
      await again.getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await expect.poll(() => statesOf(page)).toEqual(['connected', 'connected'])
      for (const mount of ['react', 'element'] as const) {
        const button = buttonIn(page, mount)
        expect(await button.getAttribute('aria-label')).toBe(`Open account ${TRUNCATED}`)
        await button.locator('[data-part="balance"]').filter({ hasText: /^[\d,]+\.\d{3} ETH$/ }).waitFor()
      }
      await buttonIn(page, 'element').click()
      await modalOn(page, 'Account')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await buttonIn(page, 'react').click()
      await modalOn(page, 'Account')
    } finally {
      await session.close()
    }
  })

  test('the Account view in German: tabs, actions, explorer link and the connect button', async () => {
    const session = await openDevnetPage(browser, accounts.page(`${inject('baseUrl')}?connectButton=1&locale=de`))
    const { page } = session
    try {
      await loadAxe(page)
      await waitForText(buttonIn(page, 'react'), 'Wallet verbinden')
      await waitForText(buttonIn(page, 'element'), 'Wallet verbinden')
      await buttonIn(page, 'react').click()
      const connect = await modalOn(page, 'Connect')
      await connect.getByRole('button', { name: `Mit ${MAIN_WALLET} verbinden` }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await expect.poll(() => buttonIn(page, 'react').getAttribute('aria-label')).toBe(`Konto ${TRUNCATED} öffnen`)
      await buttonIn(page, 'react').click()
      const account = await modalOn(page, 'Account')
      await account.getByRole('heading', { name: 'Konto' }).waitFor()
      const tabs = account.getByRole('tablist', { name: 'Kontoinhalt' })
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Token', 'Aktivität'])
      await account.getByRole('button', { name: 'Netzwerke' }).waitFor()
      await account.getByRole('button', { name: 'Trennen' }).waitFor()
      await account.getByRole('button', { name: 'Namen wählen' }).waitFor()
      const servicesUrl = inject('devnet').servicesUrl
      if (servicesUrl) expect(await account.getByRole('link', { name: 'Im Explorer ansehen' }).getAttribute('href')).toBe(`${servicesUrl}/explorer/31337/address/${MAIN_ADDRESS}`)
      // German number format on the header balance and the token rows.
      await account.locator('[data-part="balance"]').filter({ hasText: /^[\d.]+,\d{3} ETH$/ }).waitFor()
      await account.locator('[data-part="token"][data-symbol="PTT"]').filter({ hasText: /[\d.]+,\d{3} PTT/ }).waitFor()
      await settled(page)
      await check(page, account, 'account-tokens-de', 'light')
    } finally {
      await session.close()
    }
  })
})
