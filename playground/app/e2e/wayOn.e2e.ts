// A way on where the visitor used to be stuck (issue 26), in headless Chromium on the devnet page.
// A wallet that never answers the connect request: the devnet's test wallet hangs it (its control
// strip's Hang), the page's clock jumps 20 s (Playwright's clock, so no journey waits for real
// time), and ConnectingExternal says the wallet has not answered, with Retry and "Choose another
// wallet"; the visitor picks the second wallet, and the first wallet's late approval does not
// connect it over the second. A blocked social-login popup (the page's window.open returns null, as
// a popup blocker does): the social step says so, and its button opens the popup from a fresh
// click; Back from the wait then closes the popup. axe and a picture of each state, desktop
// (1024 by 720) and phone (390 by 844), light and dark.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, waitForText, walletControl } from './devnetPage.js'
import { check, ensureScreenshotFolder, loadAxe } from './viewShots.js'

const devnet = inject('devnet')
const MAIN_WALLET = 'Portico Test Wallet'
const SECOND_WALLET = 'Second Test Wallet'
// This file's own accounts (funded in beforeAll): `main` in the Portico Test Wallet, `second` in the second.
const accounts = fileAccounts(import.meta.url)

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
}
const SIZES = [
  { size: 'desktop', context: { viewport: { width: 1024, height: 720 } } },
  { size: 'phone', context: PHONE },
] as const
const THEMES = ['light', 'dark'] as const

/**
 * Runs before the page's scripts: `window.open` returns null while `window.__blockPopups` is true,
 * as a browser's popup blocker does (page code as text: the e2e files type-check without the DOM library).
 */
const POPUP_BLOCKER = `(() => {
  window.__blockPopups = true
  const open = window.open
  window.open = function (...args) {
    return window.__blockPopups ? null : open.apply(this, args)
  }
})()`

/**
 * Runs before the page's scripts: records each request the page sends an EIP-6963 wallet, as
 * `<wallet name> <method>`, in `window.__requests` (the late answer's end is one of them).
 */
const RECORD_REQUESTS = `(() => {
  window.__requests = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    const provider = event.detail && event.detail.provider
    if (!provider || provider.__wayOnRecorded) return
    const request = provider.request.bind(provider)
    provider.request = (args) => {
      window.__requests.push(event.detail.info.name + ' ' + args.method)
      return request(args)
    }
    provider.__wayOnRecorded = true
  }, true)
})()`

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

/** The devnet page with this file's accounts, the page's clock under the test's control (it runs on until told otherwise). */
async function openDevnet(query: string, context: BrowserContextOptions, init?: string): Promise<PageSession> {
  const session = await openPage(browser, context)
  await session.page.clock.install()
  if (init) await session.page.addInitScript(init)
  await session.page.goto(accounts.page(new URL(`?${query}`, inject('baseUrl')).href), { timeout: 90_000 })
  await session.page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
  await loadAxe(session.page)
  return session
}

/** Whether `locator`'s box lies inside the modal's scrolling body and the viewport. */
async function inSight(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox()
  const body = await page.locator('[data-scope="modal"][data-part="body"]').boundingBox()
  const viewport = page.viewportSize()
  if (!box || !body || !viewport) return false
  return box.y >= body.y && box.y + box.height <= body.y + body.height + 0.5 && box.y + box.height <= viewport.height
}

/** Connect wallet, then the main test wallet, which holds the request: ConnectingExternal waits. */
async function connectHungWallet(page: Page) {
  await walletControl(page, MAIN_WALLET, 'hang')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await (await modalOn(page, 'Connect')).getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
  const connecting = await modalOn(page, 'ConnectingExternal')
  await connecting.locator('[data-part="connecting"][data-state="waiting"]').waitFor()
  return connecting
}

describe('a wallet that never answers the connect request', () => {
  for (const theme of THEMES) {
    test.each(SIZES)(`$size, ${theme}: after 20 s the visitor is offered Retry and another wallet`, async ({ size, context }) => {
      const session = await openDevnet(`theme=${theme}`, context)
      const { page } = session
      try {
        const connecting = await connectHungWallet(page)
        expect(await connecting.getByRole('button', { name: 'Choose another wallet' }).count()).toBe(0)
        await page.clock.fastForward('00:21')
        await connecting.locator('[data-part="connecting"][data-state="overdue"]').waitFor()
        await waitForText(connecting.getByRole('status'), `${MAIN_WALLET} has not answered`)
        await connecting.getByRole('button', { name: 'Retry' }).waitFor()
        const another = connecting.getByRole('button', { name: 'Choose another wallet' })
        await another.waitFor()
        await check(page, connecting, `connecting-overdue-${size}`, theme)
        // In sight, not below the fold of the phone's sheet (which keeps its height; its body scrolls).
        await expect.poll(() => inSight(page, another)).toBe(true)
      } finally {
        await session.close()
      }
    })
  }

  test('the visitor chooses the second wallet; the first wallet’s late approval does not connect it over the second', async () => {
    const session = await openDevnet('theme=light', SIZES[0].context, RECORD_REQUESTS)
    const { page } = session
    try {
      const connecting = await connectHungWallet(page)
      await page.clock.fastForward('00:21')
      await connecting.getByRole('button', { name: 'Choose another wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: `Connect with ${SECOND_WALLET}` }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await waitForText(page.getByTestId('connected-address'), accounts.evm.second.address)

      // The first wallet's user approves the old prompt at last: the page ends that session (the
      // wallet is asked to forget the site) instead of connecting it over the second.
      await page.evaluate(`window.__porticoDevnet.wallets.main.releaseHung('approve')`)
      await page.waitForFunction(`window.__requests.includes('${MAIN_WALLET} wallet_revokePermissions')`)
      expect(await page.getByTestId('connected-address').textContent()).toContain(accounts.evm.second.address)
      const connected = await page.evaluate<string[]>(`window.__porticoDevnet.client.controllers.connection.getSnapshot().connections.map((entry) => entry.wallet.name)`)
      expect(connected).toEqual([SECOND_WALLET])
      expect(session.pageErrors).toEqual([])
    } finally {
      await session.close()
    }
  })
})

describe.skipIf(!devnet.loginFrameUrl)('a blocked social-login popup', () => {
  for (const theme of THEMES) {
    test.each(SIZES)(`$size, ${theme}: the visitor is told, a fresh click opens the popup, and Back closes it`, async ({ size, context }) => {
      const session = await openDevnet(`embedded=1&theme=${theme}`, context, POPUP_BLOCKER)
      const { page } = session
      try {
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Continue with GitHub' }).click()
        const social = await modalOn(page, 'EmailLogin')
        await social.locator('[data-part="connecting-social"][data-state="blocked"]').waitFor()
        await waitForText(social.getByRole('status'), 'The GitHub window was blocked')
        const open = social.getByRole('button', { name: 'Open the GitHub window' })
        await check(page, social, `social-blocked-${size}`, theme)
        expect(await inSight(page, open)).toBe(true)

        // The visitor allows it (or the browser lets a fresh click through): the popup opens.
        await page.evaluate('window.__blockPopups = false')
        const popupOpened = page.waitForEvent('popup')
        await open.click()
        const popup = await popupOpened
        await social.locator('[data-part="connecting-social"][data-state="waiting"]').waitFor()
        await waitForText(social.getByRole('status'), 'Continue in the GitHub window')
        // Back gives the login up: the popup closes with it, and the modal is on Connect again.
        const popupClosed = popup.waitForEvent('close')
        await social.getByRole('button', { name: 'Back' }).click()
        await popupClosed
        await modalOn(page, 'Connect')
      } finally {
        await session.close()
      }
    })
  }
})
