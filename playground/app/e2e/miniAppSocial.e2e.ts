// The social login inside a messaging-app mini-app, end to end in headless Chromium: the devnet
// page (`?embedded=1`) with Telegram's launch data set before the page's scripts run (the
// `window.Telegram.WebApp` the browser platform's `isMiniApp()` reads, with `platform`, which its
// `isAndroid()` reads), so the social login leaves the page for the devnet's stand-in provider
// (no popup) and comes back with `result_uri`. A forged return nobody started is refused.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn } from './viewShots.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const baseUrl = inject('baseUrl')
const devnet = inject('devnet')
const frameUrl = devnet.loginFrameUrl
const frameOrigin = frameUrl ? new URL(frameUrl).origin : ''
const siteOrigin = new URL(baseUrl).origin

/** Telegram's launch data as its app sets it for a mini-app (telegram-web-app.js), on Android. */
const MINI_APP = `window.Telegram = { WebApp: { initData: 'query_id=portico-e2e&auth_date=1700000000', platform: 'android' } }`

let browser: Browser

async function openMiniApp(query = ''): Promise<PageSession> {
  const session = await openPage(browser)
  await session.context.addInitScript(MINI_APP)
  await session.page.goto(accounts.page(`${baseUrl}?embedded=1${query}`), { timeout: 90_000 })
  await session.page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
  return session
}

const connectedAddress = (page: Page) =>
  page.waitForFunction(`/^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid="connected-address"]')?.textContent ?? '')`, undefined, { timeout: 30_000 })

beforeAll(async () => {
  if (!frameUrl) return
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

describe.skipIf(!frameUrl)('the social login in a messaging-app mini-app', () => {
  test('Android hides facebook and x; the page leaves for the provider (no popup) and comes back signed in, its address cleaned', async () => {
    const session = await openMiniApp()
    const { page } = session
    try {
      const popups: string[] = []
      session.context.on('page', (opened) => popups.push(opened.url()))
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await connect.getByRole('button', { name: 'Continue with GitHub' }).waitFor()
      expect(await connect.getByRole('button', { name: 'Continue with Google' }).count()).toBe(1)
      expect(await connect.getByRole('button', { name: 'Continue with X' }).count()).toBe(0)
      expect(await connect.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0)

      await connect.getByRole('button', { name: 'Continue with GitHub' }).click()
      await page.waitForURL(`${frameOrigin}/social?**`, { timeout: 30_000 })
      const provider = new URL(page.url())
      const back = new URL(provider.searchParams.get('return_uri') ?? '')
      expect(back.origin).toBe(siteOrigin)
      expect(back.searchParams.get('embedded')).toBe('1')
      expect(back.searchParams.get('portico_social_state')).toMatch(/^.{16,}$/)

      await page.getByRole('link', { name: 'Continue as devnet visitor' }).click()
      await page.waitForURL((url) => url.origin === siteOrigin, { timeout: 30_000 })
      await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
      await connectedAddress(page)
      const address = new URL(page.url())
      expect(address.searchParams.has('result_uri')).toBe(false)
      expect(address.searchParams.has('portico_social_state')).toBe(false)
      expect(address.searchParams.get('embedded')).toBe('1')
      expect(await page.evaluate(`sessionStorage.getItem('@portico/social_login_start')`)).toBeNull()
      expect(popups).toEqual([])
    } finally {
      await session.close()
    }
  }, 120_000)

  test('a forged return (a link with result_uri that this tab never started) is refused and said so; the address is cleaned', async () => {
    const forged = encodeURIComponent(`${frameOrigin}/social/done?code=forged`)
    const session = await openMiniApp(`&result_uri=${forged}&portico_social_state=${'f'.repeat(24)}`)
    const { page } = session
    try {
      const connect = await modalOn(page, 'Connect')
      await page.getByText('This sign-in was not started on this page, so it was not completed. Start it again here.').waitFor()
      expect(await connect.isVisible()).toBe(true)
      const address = new URL(page.url())
      expect(address.searchParams.has('result_uri')).toBe(false)
      expect(address.searchParams.has('portico_social_state')).toBe(false)
      expect(await page.getByTestId('connection-status').textContent()).not.toBe('Connected')
    } finally {
      await session.close()
    }
  }, 90_000)

  test("the devnet's return page sends a crafted link's code nowhere but a page on this machine", async () => {
    const session = await openPage(browser)
    const { page } = session
    try {
      await page.goto(`${frameOrigin}/social/done?code=stolen&return_uri=${encodeURIComponent('https://evil.example/collect')}`)
      await page.getByText('Nothing to return to.').waitFor()
      expect(new URL(page.url()).origin).toBe(frameOrigin)
    } finally {
      // A request to evil.example would have been recorded as leaving loopback, failing the close.
      await session.close()
    }
  }, 60_000)
})
