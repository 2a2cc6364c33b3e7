// Long names in Chromium, on the devnet page: a script on the page announces a wallet (EIP-6963)
// whose name is 64 characters without a space. In the wallet list and in the connecting view's
// headline the text is cut with an ellipsis, and nothing (there, or in the Account view once
// connected) gets wider than the 370 px card or pushes a button out of it, on a laptop and on a phone.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, openDevnetPage, settled, walletControl } from './devnetPage.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const MAIN_WALLET = 'Portico Test Wallet'
const LONG_NAME = 'W'.repeat(64)
const MODAL_WIDTH = 370

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Announces, from inside the page, a wallet called {@link LONG_NAME} whose requests go to the
 * devnet's Portico Test Wallet (so it connects for real, and the control strip can hold it).
 */
async function announceLongNamedWallet(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const wallet = window.__porticoDevnet.wallets.main
    const provider = {
      request: (args) => wallet.request(args),
      on: (event, listener) => wallet.on(event, listener),
      removeListener: (event, listener) => wallet.removeListener(event, listener),
    }
    const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#888"/></svg>')
    const info = Object.freeze({ uuid: '5e0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b', name: ${JSON.stringify(LONG_NAME)}, icon, rdns: 'io.portico.longname' })
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  })()`)
}

/** How one element sits in the card. */
interface Fit {
  selector: string
  text: string
  left: number
  right: number
  /**
   * Its text is cut with an ellipsis: wider than its box with `text-overflow: ellipsis`, or taller
   * than its box with a line clamp (which ends its last line with one).
   */
  cut: boolean
}

/** The box of the card (`[role="dialog"]`) and of the elements in it matching `selectors`. */
interface CardFits {
  card: { left: number; right: number; width: number; scrollWidth: number; clientWidth: number }
  fits: Fit[]
}

function fitsOf(page: Page, selectors: readonly string[]): Promise<CardFits> {
  return page.evaluate<CardFits>(`(() => {
    const card = document.querySelector('[role="dialog"]')
    const box = card.getBoundingClientRect()
    const fits = ${JSON.stringify(selectors)}.flatMap((selector) => [...card.querySelectorAll(selector)].map((element) => {
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return {
        selector,
        text: (element.textContent || '').slice(0, 24),
        left: rect.left - box.left,
        right: rect.right - box.left,
        cut: (element.scrollWidth > element.clientWidth && style.textOverflow === 'ellipsis') ||
          (element.scrollHeight > element.clientHeight && style.webkitLineClamp !== 'none'),
      }
    }))
    return {
      card: { left: box.left, right: box.right, width: box.width, scrollWidth: card.scrollWidth, clientWidth: card.clientWidth },
      fits,
    }
  })()`)
}

/**
 * Checks that the card is at most 370 px wide (a phone's bottom sheet: the viewport's width) and within the viewport, that nothing in it is wider
 * than it, and that every element matching `selectors` lies inside it.
 */
async function expectInsideCard(page: Page, selectors: readonly string[], where: string): Promise<Fit[]> {
  const { card, fits } = await fitsOf(page, selectors)
  const viewport = page.viewportSize() ?? { width: 0, height: 0 }
  // At 430 px and narrower the card is a bottom sheet, edge to edge.
  expect(card.width, `${where}: the card's width`).toBeLessThanOrEqual(viewport.width <= 430 ? viewport.width : MODAL_WIDTH)
  expect(card.left, `${where}: the card's left edge`).toBeGreaterThanOrEqual(0)
  expect(card.right, `${where}: the card's right edge`).toBeLessThanOrEqual(viewport.width)
  expect(card.scrollWidth, `${where}: the card's content is wider than the card`).toBeLessThanOrEqual(card.clientWidth)
  for (const selector of selectors) {
    expect(fits.some((fit) => fit.selector === selector), `${where}: nothing matches ${selector}`).toBe(true)
  }
  for (const fit of fits) {
    expect(fit.left, `${where}: ${fit.selector} "${fit.text}" starts left of the card`).toBeGreaterThanOrEqual(-0.5)
    expect(fit.right, `${where}: ${fit.selector} "${fit.text}" ends right of the card`).toBeLessThanOrEqual(card.width + 0.5)
  }
  return fits
}

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

describe.each(VIEWPORTS)('a 64-character wallet name on a $name ($width px)', (viewport) => {
  test('is cut with an ellipsis in the list and the connecting headline; nothing leaves the card, in Account either', async () => {
    const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
    const { page } = session
    try {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await announceLongNamedWallet(page)
      // The wallet will hold the connection request, so the connecting view stays on "waiting".
      await walletControl(page, MAIN_WALLET, 'hang')

      // The wallet list.
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      const longButton = connect.getByRole('button', { name: `Connect with ${LONG_NAME}` })
      await longButton.waitFor()
      await settled(page)
      const listed = await expectInsideCard(page, [
        '[data-part="connector-row"]',
        '[data-part="connector-row"] button',
        '[data-part="connector-label"]',
        '[data-part="badge"]',
        '[data-part="close"]',
        '[data-part="footer"]',
      ], 'Connect')
      expect(listed.filter((fit) => fit.selector === '[data-part="connector-label"]' && fit.cut).map((fit) => fit.text)).toEqual([
        LONG_NAME.slice(0, 24),
      ])

      // The connecting view's headline, while the wallet holds the request.
      await longButton.click()
      const connecting = await modalOn(page, 'ConnectingExternal')
      await connecting.locator('[data-part="connecting"][data-state="waiting"]').waitFor()
      await settled(page)
      const waiting = await expectInsideCard(page, [
        '[data-part="headline"]',
        '[data-part="message"]',
        '[data-part="visual"]',
        '[data-part="back"]',
        '[data-part="close"]',
      ], 'ConnectingExternal')
      expect(waiting.find((fit) => fit.selector === '[data-part="headline"]')?.cut, 'the headline is cut').toBe(true)

      // Connected: the Account view shows no wallet-supplied name, and its parts stay in the card.
      // The wallet's user approves (the control strip sits under the open modal's backdrop).
      await page.evaluate(`window.__porticoDevnet.wallets.main.releaseHung('approve')`)
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByTestId('connection-status').filter({ hasText: 'Connected' }).waitFor()
      await page.getByRole('button', { name: 'Open account' }).click()
      await modalOn(page, 'Account')
      await settled(page)
      await expectInsideCard(page, [
        '[data-part="address"]',
        '[data-part="network"]',
        '[data-part="networks-button"]',
        '[data-part="disconnect"]',
        '[data-part="close"]',
      ], 'Account')
    } finally {
      await session.close()
    }
  })
})
