// The default skin's remaining views and states in the light and the dark theme, in Chromium, each
// checked with axe-core (colour contrast included) and pictured into docs/screenshots/:
// Connect with "All wallets", ConnectWallets (and its search), SwitchNetwork waiting and failed,
// SwitchActiveChain, the alert banner, the snackbar, the loading overlay, the mobile full screen at
// 375 px; Connect with the wallet guide link, ConnectingExternal failing (not a rejection), Account
// with a profile name and avatar and with its Activity tab, and Networks with a network the wallet
// did not approve (disabled).
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from './browser.js'
import { check, ensureScreenshotFolder, modalOn, openPlayground, playground, settled } from './viewShots.js'

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

  test('the wallet guide, a failed connection, the Activity tab and a disabled network pass axe, and are pictured', async () => {
    const session = await openPlayground(browser, `?theme=${theme}&guide=1`)
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      expect(await connect.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('https://example.com/wallet-guide')
      await check(page, connect, 'connect-wallet-guide', theme)

      // The wallet fails (not a rejection): the error state, with Retry.
      await playground(page, `adapter.script('io.portico.alpha', { connect: 'fail' })`)
      await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      const failed = await modalOn(page, 'ConnectingExternal')
      await failed.locator('[data-part="connecting"][data-state="error"]').waitFor()
      expect(await failed.locator('[data-part="headline"]').textContent()).toBe('Failed to connect')
      await check(page, failed, 'connecting-error', theme)
      await playground(page, `adapter.script('io.portico.alpha', { connect: 'approve' })`)
      await failed.getByRole('button', { name: 'Retry' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      await account.locator('[data-part="balance"]').filter({ hasText: 'ETH' }).waitFor()

      await account.getByRole('tab', { name: 'Activity' }).click()
      // The devnet's activity answer arrives: a list, or the empty state on a fresh account.
      await account.getByRole('tabpanel', { name: 'Activity' }).locator('[data-part="activity-state"], [data-part="activity-list"]').first().waitFor()
      await check(page, account, 'account-activity', theme)

      // The wallet approved only the active network: the other one is disabled.
      await playground(page, `client.controllers.chains.setApprovedNetworks('eip155', ['eip155:31337'], false)`)
      await account.getByRole('button', { name: 'Networks' }).click()
      const networks = await modalOn(page, 'Networks')
      const disabled = networks.getByRole('button', { name: /Portico Devnet 2/ })
      expect(await disabled.getAttribute('aria-disabled')).toBe('true')
      // A forced click skips Playwright's wait for a still element: wait for the view's entry
      // animation, or the click can land on the row beside it (the active network, which goes back).
      await settled(page)
      await disabled.click({ force: true })
      expect(await page.locator('[role="dialog"]').getAttribute('data-view')).toBe('Networks')
      await check(page, networks, 'networks-disabled', theme)
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
      await settled(page) // the open animation scales the card
      const box = await connect.boundingBox()
      expect(box?.width).toBe(375)
      await check(page, connect, 'mobile-fullscreen', theme)
    } finally {
      await session.close()
    }
  })
})
