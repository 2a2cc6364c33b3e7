// The Account view of a Solana account in Chromium, on the main page (index.html) with the devnet's
// Wallet Standard test wallet and the blockchain-data stand-in (local services, /__services), which
// answers from the local Solana runtime: the Tokens tab shows the real SOL balance and the SPL test
// tokens, a send made on the page and a token transfer made on the runtime appear in Activity with
// their amounts and directions; axe and screenshots of both tabs, light and dark, desktop and phone.
import { sendSolanaTransfer, solanaTestTokens } from '@portico/test-chains'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { displayAmount, modalOn, openDevnetPage, settled, waitForText } from './devnetPage.js'
import { lamportsOf, solUnits, tokenUnitsOf } from './solanaNode.js'
import { check, ensureScreenshotFolder, loadAxe } from './viewShots.js'


const SOLANA_WALLET = 'Solana Test Wallet'
// This file's own accounts (funded in beforeAll): the Solana Test Wallet holds `main`, the page
// sends to `recipient`, and `outsider` sends it tokens from outside the page.
const accounts = fileAccounts(import.meta.url)
const outsider = accounts.solana.outsider
const ADDRESS = accounts.solana.main.address
const PST = solanaTestTokens().find((token) => token.symbol === 'PST')!
const { solanaRpcUrl, servicesUrl } = inject('devnet')

let browser: Browser
beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * The blockchain-data requests the page makes from now on (through the /__services proxy), as
 * `METHOD /v1/...` with the bytes of their answers, read by `take()` (which starts a new count).
 */
function apiTraffic(page: Page): { take: () => Promise<{ requests: string[]; bytes: number }> } {
  let requests: string[] = []
  let bodies: Promise<number>[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/__services/v1/')) return
    requests.push(`${response.request().method()} ${url.pathname.slice('/__services'.length)}`)
    bodies.push(response.body().then((body) => body.length, () => 0))
  })
  return {
    async take() {
      const taken = { requests, bytes: (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0) }
      requests = []
      bodies = []
      return taken
    },
  }
}

/** Opens Account and then its Activity tab, and returns the blockchain-data requests each step made. */
async function accountTraffic(page: Page) {
  const traffic = apiTraffic(page)
  await page.getByRole('button', { name: 'Open account' }).click()
  const account = await modalOn(page, 'Account')
  await account.locator('[data-part="token"][data-symbol="PST"]').waitFor()
  await settled(page)
  const onOpen = await traffic.take()
  await account.getByRole('tab', { name: 'Activity' }).click()
  await account.locator('[data-part="activity-state"], [data-part="activity-list"]').first().waitFor()
  await settled(page)
  const onTab = await traffic.take()
  console.log(`solanaAccount.e2e: on open ${onOpen.requests.length} API requests (${onOpen.requests.join(', ')}), ${onOpen.bytes} bytes; on the Activity tab ${onTab.requests.length} (${onTab.requests.join(', ')}), ${onTab.bytes} bytes`)
  // A Solana account: its balances only (identity and names are asked for EVM accounts), then its history.
  expect(onOpen.requests).toEqual([`GET /v1/account/${ADDRESS}/balance`])
  expect(onTab.requests).toEqual([`GET /v1/account/${ADDRESS}/history`])
  return account
}

/** Connects the Solana test wallet on the devnet page. */
async function connectSolana(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await (await modalOn(page, 'Connect')).getByRole('button', { name: `Connect with ${SOLANA_WALLET}` }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await waitForText(page.getByTestId('solana-address'), ADDRESS)
}

describe.skipIf(servicesUrl === null)('the Account view of a Solana account', () => {
  test('Tokens shows the runtime\'s SOL and SPL balances; a send made on the page and a token transfer made on the runtime appear in Activity', async () => {
    const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
    const { page } = session
    try {
      await connectSolana(page)
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')

      // SOL and PST as the runtime has them, with dollar values from the stand-in's price table.
      const sol = account.locator('[data-part="token"][data-symbol="SOL"]')
      const pst = account.locator('[data-part="token"][data-symbol="PST"]')
      await pst.waitFor()
      const lamports = await lamportsOf(solanaRpcUrl, ADDRESS)
      expect(await sol.locator('[data-part="amount"]').textContent()).toBe(displayAmount(solUnits(lamports), 'SOL'))
      expect(await sol.locator('[data-part="title"]').textContent()).toBe('Solana')
      expect(await sol.locator('[data-part="detail"]').textContent()).toMatch(/^\$[\d,]+\.\d\d$/)
      expect(await pst.locator('[data-part="amount"]').textContent()).toBe(displayAmount(await tokenUnitsOf(solanaRpcUrl, ADDRESS, PST.mint), 'PST'))
      expect(await pst.locator('[data-part="title"]').textContent()).toBe('Portico Solana Token')
      expect(await account.locator('[data-part="token"][data-symbol="P22"] [data-part="title"]').textContent()).toBe('Portico Token-2022')
      // The header and the SOL row are one figure.
      expect(await account.locator('[data-part="balance"]').textContent()).toBe(await sol.locator('[data-part="amount"]').textContent())
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      // A send made on the page: 0.01 SOL to account 2.
      await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
      await page.getByTestId('send-status').filter({ hasText: /^(confirmed|failed)$/ }).waitFor()
      expect(await page.locator('[data-testid="send-status"], [data-testid="send-error"]').allTextContents()).toEqual(['confirmed'])
      const sent = (await page.getByTestId('tx-hash').textContent()) ?? ''
      expect(sent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
      // And 2.5 PST into the account, sent on the runtime by another account.
      const received = await sendSolanaTransfer({ rpcUrl: solanaRpcUrl, secretKey: outsider.secretKey, to: ADDRESS, token: { ...PST, amount: 2_500_000n } })

      await page.getByRole('button', { name: 'Open account' }).click()
      const again = await modalOn(page, 'Account')
      await again.getByRole('tab', { name: 'Activity' }).click()
      const incoming = again.locator(`[data-part="activity-item"][data-value="${received}"]`)
      const outgoing = again.locator(`[data-part="activity-item"][data-value="${sent}"]`)
      await incoming.waitFor()
      expect(await incoming.getAttribute('data-direction')).toBe('in')
      expect(await incoming.locator('[data-part="activity-amount"]').allTextContents()).toEqual(['+2.500 PST'])
      expect(await incoming.locator('[data-part="detail"]').textContent()).toBe('$5.00')
      // The counterparty: 8 + 8 characters, enough to tell a look-alike apart (ActivityPanel.test.tsx).
      expect(await incoming.locator('[data-part="subtitle"]').textContent()).toContain(`from ${outsider.address.slice(0, 8)}...${outsider.address.slice(-8)}`)
      expect(await outgoing.getAttribute('data-direction')).toBe('out')
      expect(await outgoing.locator('[data-part="activity-amount"]').allTextContents()).toEqual(['0.010 SOL'])
      expect(await outgoing.locator('[data-part="detail"]').textContent()).toBe('$1.50')
      // Newest first: the token transfer landed after the page's send.
      const order = await Promise.all((await again.locator('[data-part="activity-item"]').all()).map((item) => item.getAttribute('data-value')))
      expect(order.indexOf(received)).toBeLessThan(order.indexOf(sent))
    } finally {
      await session.close()
    }
  })
})

describe.skipIf(servicesUrl === null).each(['light', 'dark'])('the Solana Account view in the %s theme', (theme) => {
  test.each([
    { label: 'desktop', viewport: { width: 1024, height: 720 }, suffix: '' },
    { label: 'phone', viewport: { width: 390, height: 844 }, suffix: '-phone' },
  ])('$label: Tokens and Activity pass axe and are pictured', async ({ viewport, suffix }) => {
    const session = await openDevnetPage(browser, accounts.page(`${inject('baseUrl')}?theme=${theme}`))
    const { page } = session
    try {
      await page.setViewportSize(viewport)
      await loadAxe(page)
      await connectSolana(page)
      const account = await accountTraffic(page)
      await check(page, account, `account-solana-activity${suffix}`, theme)
      await account.getByRole('tab', { name: 'Tokens' }).click()
      await account.locator('[data-part="token"][data-symbol="PST"]').waitFor()
      await check(page, account, `account-solana-tokens${suffix}`, theme)
    } finally {
      await session.close()
    }
  })
})
