// Several tabs of one site, in one browser profile: a connection made in one tab is there in a tab
// opened later, and a disconnect in any tab ends the connection in the others at once, although the
// wallet tells only the tab that disconnected.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, openDevnetPage, waitForText, walletRequests } from './devnetPage.js'

const MAIN_WALLET = 'Portico Test Wallet'
// This file's own accounts (funded in beforeAll): the Portico Test Wallet holds `main`.
const accounts = fileAccounts(import.meta.url)
const MAIN_ADDRESS = accounts.evm.main.address

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

test('a disconnect in one tab is reflected in the other tab, which stops acting on that connection', async () => {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  const { page: first, context } = session
  try {
    await first.getByRole('button', { name: 'Connect wallet' }).click()
    await (await modalOn(first, 'Connect')).getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
    await first.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(first.getByTestId('connected-address'), MAIN_ADDRESS)

    // A second tab of the same site comes up connected, silently.
    const second = await context.newPage()
    await second.setViewportSize({ width: 1024, height: 720 })
    await second.goto(accounts.page(inject('baseUrl')))
    await waitForText(second.getByTestId('connected-address'), MAIN_ADDRESS)
    expect(await second.getByTestId('connection-status').textContent()).toBe('Connected')

    // The visitor disconnects in the second tab.
    await second.getByRole('button', { name: 'Open account' }).click()
    await (await modalOn(second, 'Account')).getByRole('button', { name: 'Disconnect' }).click()
    await waitForText(second.getByTestId('connection-status'), 'Disconnected')

    // The first tab follows without a reload, and asked its wallet for nothing meanwhile.
    const before = (await walletRequests(first)).length
    await waitForText(first.getByTestId('connection-status'), 'Disconnected')
    expect(await first.getByTestId('connected-address').textContent()).toBe('—')
    // Core holds no connection there any more, so nothing can be signed or sent through it.
    expect(await first.evaluate('window.__porticoDevnet.client.controllers.connection.getSnapshot().connections.length')).toBe(0)
    expect((await walletRequests(first)).slice(before)).toEqual([])
  } finally {
    await session.close()
  }
})
