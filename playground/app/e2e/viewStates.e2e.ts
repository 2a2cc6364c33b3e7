// The default skin's remaining views and states in the light and the dark theme, in Chromium, each
// checked with axe-core (colour contrast included) and pictured into docs/screenshots/:
// Connect with "All wallets", ConnectWallets (and its search), SwitchNetwork waiting and failed,
// SwitchActiveChain, the alert banner, the snackbar, the loading overlay, and the mobile full
// screen at 375 px.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from './browser.js'
import { check, ensureScreenshotFolder, modalOn, openPlayground, playground } from './viewShots.js'

const DEVNET_2 = 'eip155:31338'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

describe.each(['light', 'dark'])('the other views and states in the %s theme', (theme) => {
  test('pass axe, and are pictured', async () => {
    const session = await openPlayground(browser, `?theme=${theme}&wallets=many&solana=1`)
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      expect(await connect.getByRole('list', { name: 'Wallets' }).getByRole('button').count()).toBe(3)
      await check(page, connect, 'connect-all-wallets', theme)

      await connect.getByRole('button', { name: 'All wallets' }).click()
      const all = await modalOn(page, 'ConnectWallets')
      expect(await all.getByRole('list', { name: 'Wallets' }).getByRole('button').count()).toBe(6)
      await check(page, all, 'connect-wallets', theme)
      await all.getByRole('searchbox', { name: 'Search wallets' }).fill('  ETA ')
      await all.getByRole('button', { name: 'Connect with Zeta Wallet' }).waitFor()
      expect(await all.getByRole('list', { name: 'Wallets' }).getByRole('button').count()).toBe(2)
      await check(page, all, 'connect-wallets-search', theme)

      await all.getByRole('searchbox', { name: 'Search wallets' }).fill('alpha')
      await all.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      // The wallet declines the switch: failed (the network stays). Then it never answers: waiting.
      await playground(page, `adapter.script('io.portico.alpha', { switchNetwork: 'reject' })`)
      await playground(page, `openModal({ view: { view: 'SwitchNetwork', caipNetworkId: '${DEVNET_2}' } })`)
      const failed = await modalOn(page, 'SwitchNetwork')
      await failed.locator('[data-part="switch-network"][data-state="rejected"]').waitFor()
      await page.waitForTimeout(550) // the shake after an error
      await check(page, failed, 'switch-network-failed', theme)

      // Another view in between, so SwitchNetwork mounts (and asks the wallet) afresh.
      await playground(page, `openModal({ view: { view: 'Account' } })`)
      await modalOn(page, 'Account')
      await playground(page, `adapter.script('io.portico.alpha', { switchNetwork: 'hang' })`)
      await playground(page, `openModal({ view: { view: 'SwitchNetwork', caipNetworkId: '${DEVNET_2}' } })`)
      const waiting = await modalOn(page, 'SwitchNetwork')
      await waiting.locator('[data-part="switch-network"][data-state="waiting"]').waitFor()
      await check(page, waiting, 'switch-network-waiting', theme)
      await playground(page, `adapter.releaseHung()`)

      await playground(page, `openModal({ view: { view: 'SwitchActiveChain', caipNetworkId: '${SOLANA}' } })`)
      await check(page, await modalOn(page, 'SwitchActiveChain'), 'switch-active-chain', theme)

      await playground(page, `openModal({ view: { view: 'Account' } })`)
      const account = await modalOn(page, 'Account')
      await account.locator('[data-part="balance"]').filter({ hasText: 'ETH' }).waitFor()
      await playground(page, `client.controllers.alerts.show({ code: 'APKT009', message: 'Server Error', severity: 'error' })`)
      await account.locator('[data-part="alert"]').waitFor()
      await check(page, account, 'alert-banner', theme)
      await playground(page, `client.controllers.alerts.close()`)

      await playground(page, `client.controllers.snackbar.show('User rejected the request.', 'error', 4001)`)
      await account.locator('[data-part="snackbar"][data-state="open"]').waitFor()
      await check(page, account, 'snackbar', theme)
      await playground(page, `client.controllers.snackbar.hide()`)

      await playground(page, `client.controllers.modal.setLoading(true)`)
      await account.locator('[data-part="loading"]').waitFor()
      await check(page, account, 'loading-overlay', theme)
      await playground(page, `client.controllers.modal.setLoading(false)`)
    } finally {
      await session.close()
    }
  })

  test('mobile full screen at 375 px passes axe, and is pictured', async () => {
    const session = await openPlayground(browser, `?theme=${theme}&fullscreen=1`, { width: 375, height: 720 })
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      const box = await connect.boundingBox()
      expect(box?.width).toBe(375)
      await check(page, connect, 'mobile-fullscreen', theme)
    } finally {
      await session.close()
    }
  })
})
