// The 30 s wait between e-mail codes, end to end in headless Chromium on the devnet page with the
// embedded wallet (`?embedded=1`): right after the code went out, EmailLogin's code step shows the
// resend button waiting with the seconds left, counting down on the page's clock; axe and
// screenshots of that step, light and dark, desktop and phone.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { check, ensureScreenshotFolder, loadAxe, modalOn } from './viewShots.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const baseUrl = inject('baseUrl')
const devnet = inject('devnet')
const frameUrl = devnet.loginFrameUrl

let browser: Browser
beforeAll(async () => {
  if (!frameUrl) return
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

describe.skipIf(!frameUrl).each(['light', 'dark'])('the code step while the resend waits, %s theme', (theme) => {
  test.each([
    { label: 'desktop', viewport: { width: 1024, height: 720 }, suffix: '' },
    { label: 'phone', viewport: { width: 390, height: 844 }, suffix: '-phone' },
  ])('$label: the resend button counts the seconds down, disabled, and passes axe', async ({ viewport, suffix }) => {
    const session = await openPage(browser)
    const { page } = session
    try {
      await page.setViewportSize(viewport)
      await page.goto(accounts.page(`${baseUrl}?embedded=1&theme=${theme}`), { timeout: 90_000 })
      await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
      await loadAxe(page)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      // Only a code is mailed (no user is made): one steady address keeps the pictures steady.
      await connect.getByLabel('E-mail address').fill('visitor@devnet.example')
      await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
      const verify = await modalOn(page, 'EmailLogin')
      const resend = verify.locator('[data-part="resend"]')
      await resend.and(page.locator('[data-state="waiting"]')).waitFor()
      const seconds = async () => Number(/in (\d+) seconds?$/.exec((await resend.textContent()) ?? '')?.[1] ?? Number.NaN)
      const first = await seconds()
      expect(first).toBeGreaterThanOrEqual(25)
      expect(first).toBeLessThanOrEqual(30)
      expect(await resend.isDisabled()).toBe(true)
      // It counts down on the page's clock.
      await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(first)
      await check(page, verify, `email-verify-otp-cooldown${suffix}`, theme)
    } finally {
      await session.close()
    }
  }, 120_000)
})
