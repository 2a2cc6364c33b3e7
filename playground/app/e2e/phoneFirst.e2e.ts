// What a visitor meets first on a phone and in social login (issue 25), in headless Chromium on the
// devnet page: on a phone (390 by 844, a phone's user agent) the pairing and Farcaster views put the
// link that opens the app first and fold the QR code behind "Show QR code" (a phone cannot scan its
// own screen), while a desktop shows the code as before; the social buttons carry their provider's
// mark, and the wait for a provider's window is titled after it ("Continue with GitHub") with the
// mark in the spinner ring. axe and a picture of each, light and dark.
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { check, ensureScreenshotFolder, loadAxe, modalOn } from './viewShots.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const devnet = inject('devnet')
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
}
const DESKTOP = { viewport: { width: 1024, height: 720 } }
const SIZES = [
  { size: 'phone', context: PHONE },
  { size: 'desktop', context: DESKTOP },
] as const

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

async function openDevnet(query: string, context: (typeof SIZES)[number]['context']): Promise<PageSession> {
  const session = await openPage(browser, context)
  await session.page.goto(accounts.page(new URL(`?${query}`, inject('baseUrl')).href), { timeout: 90_000 })
  await session.page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
  await loadAxe(session.page)
  return session
}

/** The top of `locator`'s box, in page pixels. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('no box')
  return box.y
}

/** Checks the folded code: the toggle after `first`, nothing of the code shown until it is pressed. */
async function expectFoldedQr(dialog: Locator, first: Locator, qrName: string): Promise<Locator> {
  const toggle = dialog.getByRole('button', { name: 'Show QR code' })
  await toggle.waitFor()
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  expect(await dialog.getByRole('img', { name: qrName }).count()).toBe(0)
  expect(await topOf(first)).toBeLessThan(await topOf(toggle))
  return toggle
}

describe.skipIf(!devnet.relayUrl).each(['light', 'dark'])('pairing in the %s theme', (theme) => {
  test.each(SIZES)('$size: a catalogue wallet’s Open link and the QR code', async ({ size, context }) => {
    const session = await openDevnet(`walletconnect=1&theme=${theme}`, context)
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      const wallet = connect.getByRole('list', { name: 'Wallet catalogue' }).locator('[data-part="item"][data-scope="wallets"]').first()
      await wallet.click()
      const pairing = await modalOn(page, 'ConnectingWalletConnect')
      // The picked wallet's app link ('Open <wallet>'), named after the wallet the headline names.
      const headline = (await pairing.locator('[data-scope="pairing"][data-part="headline"]').textContent()) ?? ''
      const name = /^Continue in (.+)$/.exec(headline)?.[1]
      expect(name, headline).toBeTruthy()
      const open = pairing.getByRole('link', { name: `Open ${name}` })
      await open.waitFor()
      const qrName = 'QR code to scan with your phone wallet'
      if (size === 'phone') {
        // Opening the app is the primary action; the code is for another device, folded away.
        expect(await open.getAttribute('class')).toMatch(/button--variant_primary/)
        const toggle = await expectFoldedQr(pairing, open, qrName)
        await check(page, pairing, 'pairing-wallet-phone-folded', theme)
        await toggle.click()
        await pairing.getByRole('img', { name: qrName }).waitFor()
        // The same control folds it again, and says so.
        expect(await pairing.getByRole('button', { name: 'Hide QR code' }).getAttribute('aria-expanded')).toBe('true')
        await check(page, pairing, 'pairing-wallet-phone-qr', theme)
      } else {
        await pairing.getByRole('img', { name: qrName }).waitFor()
        expect(await pairing.getByRole('button', { name: 'Show QR code' }).count()).toBe(0)
        await check(page, pairing, 'pairing-wallet-desktop', theme)
      }
    } finally {
      await session.close()
    }
  })
})

describe.skipIf(!devnet.loginFrameUrl).each(['light', 'dark'])('social login and Farcaster in the %s theme', (theme) => {
  test.each(SIZES)('$size: marks on the buttons, the wait titled after its provider, Farcaster’s link and code', async ({ size, context }) => {
    const session = await openDevnet(`embedded=1&theme=${theme}`, context)
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      const github = connect.getByRole('button', { name: 'Continue with GitHub' })
      await github.waitFor()
      // Every social button shows its provider's mark, drawn (a box of its own), not an empty slot.
      const buttons = connect.locator('[data-part="social-button"]')
      for (const button of await buttons.all()) {
        const mark = button.locator('svg[data-part="provider-mark"]')
        expect(await mark.getAttribute('data-value')).toBe(await button.getAttribute('data-value'))
        expect((await mark.boundingBox())?.width).toBeGreaterThanOrEqual(16)
      }
      await check(page, connect, `connect-social-${size}`, theme)

      const popupOpened = page.waitForEvent('popup')
      await github.click()
      const popup = await popupOpened
      const social = await modalOn(page, 'EmailLogin')
      // The dialog is named by its title: the provider, not "E-mail login".
      await page.getByRole('dialog', { name: 'Continue with GitHub' }).waitFor()
      const ringMark = social.locator('[data-part="connecting-social"] [data-part="visual"] svg[data-part="provider-mark"]')
      expect(await ringMark.getAttribute('data-value')).toBe('github')
      expect(await ringMark.isVisible()).toBe(true)
      await check(page, social, `connecting-social-github-${size}`, theme)
      await popup.close()

      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Close' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Continue with Farcaster' }).click()
      const farcaster = await modalOn(page, 'ConnectingFarcaster')
      await page.getByRole('dialog', { name: 'Continue with Farcaster' }).waitFor()
      const link = farcaster.getByRole('link', { name: 'Open the sign-in page' })
      await link.waitFor()
      const qrName = 'QR code to sign in with Farcaster on your phone'
      if (size === 'phone') {
        expect(await link.getAttribute('class')).toMatch(/button--variant_primary/)
        const toggle = await expectFoldedQr(farcaster, link, qrName)
        await check(page, farcaster, 'connecting-farcaster-phone-folded', theme)
        await toggle.click()
        await farcaster.getByRole('img', { name: qrName }).waitFor()
      } else {
        await farcaster.getByRole('img', { name: qrName }).waitFor()
        expect(await farcaster.getByRole('button', { name: 'Show QR code' }).count()).toBe(0)
        expect(await topOf(farcaster.getByRole('img', { name: qrName }))).toBeLessThan(await topOf(link))
      }
    } finally {
      await session.close()
    }
  }, 120_000)
})
