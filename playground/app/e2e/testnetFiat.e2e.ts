// Issue 25, one testnet-fiat rule: the devnet's chains are testnets and its price service prices
// ether and PTT anyway. Before, the Account header said "Worth $0.00" while the Tokens tab totalled
// millions; now every figure (header, Tokens total, each row) follows core's one rule, SPEC.md
// section 9's "0.00 for testnets": $0.00, on the real test wallet and the devnet's services.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, openDevnetPage } from './devnetPage.js'

const MAIN_WALLET = 'Portico Test Wallet'
const accounts = fileAccounts(import.meta.url)

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

test('on a testnet the header, the Tokens total and every token row say $0.00, whatever the prices', async () => {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  const { page } = session
  try {
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    await connect.getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await modalOn(page, 'Account')
    // The devnet holds ether and PTT for the account, and prices both.
    for (const symbol of ['ETH', 'PTT']) await account.locator(`[data-part="token"][data-symbol="${symbol}"]`).waitFor()
    expect(await account.locator('[data-part="fiat"]').textContent()).toBe('Worth $0.00')
    expect(await account.locator('[data-part="tokens-total"] [data-part="amount"]').textContent()).toBe('$0.00')
    const rows = await account.locator('[data-part="token"] [data-part="detail"]').allTextContents()
    expect(rows.length).toBeGreaterThanOrEqual(2)
    expect(new Set(rows)).toEqual(new Set(['$0.00']))
  } finally {
    await session.close()
  }
})
