// The Account view's data in Chromium, on the main page (index.html) with the devnet's test wallets
// and the blockchain-data stand-in (local services, /__services), which answers from the anvil
// chains: the Tokens tab shows the devnet token, a send made on the page appears in Activity, a
// registered name becomes the profile name, a failing API shows the spec's toast and the retry
// block holds, copy puts the full address on the clipboard; axe and screenshots of the new views.
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest'
import { launchChromium, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { servicesRecords } from './servicesRecords.js'
import { modalOn, openDevnetPage, settled, waitForText } from './devnetPage.js'
import { check, ensureScreenshotFolder, loadAxe, openPlayground } from './viewShots.js'

const MAIN_WALLET = 'Portico Test Wallet'
// This file's own accounts (funded in beforeAll): the Portico Test Wallet holds `main`.
const accounts = fileAccounts(import.meta.url)
const MAIN_ADDRESS = accounts.evm.main.address
const servicesUrl = inject('devnet').servicesUrl

async function control(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${servicesUrl}/__devnet${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) })
  if (!response.ok) throw new Error(`/__devnet${path} answered ${response.status}`)
}

/** The blockchain-data API requests this session's pages made, oldest first. */
async function apiRecords(session: PageSession): Promise<string[]> {
  return (await servicesRecords(session.testId)).filter((record) => record.path.startsWith('/v1/')).map((record) => `${record.method} ${record.path}`)
}

/** Sums the bytes of the blockchain-data answers the page receives, from now on. */
function countApiBytes(page: Page): { requests: () => number; bytes: () => number } {
  let requests = 0
  let bytes = 0
  page.on('response', (response) => {
    if (!response.url().includes('/__services/v1/')) return
    requests += 1
    void response.body().then(
      (body) => {
        bytes += body.length
      },
      () => undefined,
    )
  })
  return { requests: () => requests, bytes: () => bytes }
}

async function connectMain(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connect = await modalOn(page, 'Connect')
  await connect.getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await waitForText(page.getByTestId('connected-address'), MAIN_ADDRESS)
}

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

/** The main page with axe loaded. */
async function devnetPage() {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  await loadAxe(session.page)
  return session
}

describe.skipIf(servicesUrl === null)('the Account view on the devnet', () => {
  // Failures and names are the services' for everyone: each test starts from, and leaves, the defaults.
  beforeEach(() => control('/reset'))
  afterEach(() => control('/reset'))

  test('Tokens shows the devnet token; copy puts the full address on the clipboard; a send made on the page appears in Activity', async () => {
    const session = await devnetPage()
    const { page } = session
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(inject('baseUrl')).origin })
      await connectMain(page)
      const traffic = countApiBytes(page)
      const before = (await apiRecords(session)).length
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      const ptt = account.locator('[data-part="token"][data-symbol="PTT"]')
      await ptt.waitFor()
      expect(await ptt.textContent()).toContain('Portico Test Token')
      expect(await ptt.textContent()).toMatch(/\d[\d,]*\.\d{3} PTT/)
      expect(await ptt.textContent()).toMatch(/\$[\d,]+\.\d\d/)
      await settled(page)
      const onOpen = (await apiRecords(session)).slice(before)
      const openBytes = traffic.bytes()

      // Copy with the mouse, then with the keyboard: the full address each time, announced.
      await account.getByRole('button', { name: 'Copy address' }).click()
      await waitForText(account.locator('[data-part="copy-status"]'), 'Address copied')
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(MAIN_ADDRESS)
      await page.evaluate(`navigator.clipboard.writeText('')`)
      await account.getByRole('button', { name: 'Copy address' }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate('navigator.clipboard.readText()')).toBe(MAIN_ADDRESS)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      // A send made on the page.
      await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
      await page.getByTestId('send-status').filter({ hasText: /^(confirmed|failed)$/ }).waitFor()
      const hash = await page.getByTestId('tx-hash').textContent()
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

      await page.getByRole('button', { name: 'Open account' }).click()
      const again = await modalOn(page, 'Account')
      // The header's balance and the Tokens tab's ether row are one figure (both read again after the send).
      const ether = again.locator('[data-part="token"][data-symbol="ETH"] [data-part="amount"]')
      await expect.poll(async () => [await again.locator('[data-part="balance"]').textContent(), await ether.textContent()]).toSatisfy(
        ([header, row]: (string | null | undefined)[]) => typeof header === 'string' && header === row && !header.startsWith('10,000.000'),
      )
      const beforeTab = (await apiRecords(session)).length
      const tabBytes = traffic.bytes()
      await again.getByRole('tab', { name: 'Activity' }).click()
      const sent = again.locator(`[data-part="activity-item"][data-value="${hash}"]`)
      await sent.waitFor()
      expect(await sent.getAttribute('data-direction')).toBe('out')
      expect(await sent.textContent()).toContain('Sent')
      expect(await sent.locator('[data-part="activity-amount"]').first().textContent()).toBe('0.010 ETH')
      await settled(page)
      const onTab = (await apiRecords(session)).slice(beforeTab)

      // The explorer links point at the devnet's explorer, whose pages answer from the chain.
      const explorer = `${servicesUrl}/explorer/31337`
      expect(await sent.locator('[data-part="activity-explorer"]').getAttribute('href')).toBe(`${explorer}/tx/${hash}`)
      expect(await again.locator('[data-part="explorer"]').getAttribute('href')).toBe(`${explorer}/address/${MAIN_ADDRESS}`)
      const [txPage] = await Promise.all([page.context().waitForEvent('page'), sent.locator('[data-part="activity-explorer"]').click()])
      await txPage.waitForLoadState()
      expect(txPage.url()).toBe(`${explorer}/tx/${hash}`)
      await waitForText(txPage.getByRole('heading', { level: 1 }), `Transaction ${hash}`)
      expect(await txPage.locator('[data-field="status"]').textContent()).toBe('success')
      expect(await txPage.locator('[data-field="from"]').textContent()).toBe(MAIN_ADDRESS)
      expect(await txPage.locator('[data-field="value"]').textContent()).toBe('0.01 ETH')
      await txPage.locator('[data-field="from"] a').click()
      await waitForText(txPage.getByRole('heading', { level: 1 }), `Address ${MAIN_ADDRESS}`)
      await txPage.locator(`tr[data-hash="${hash}"]`).waitFor()
      await txPage.close()
      console.log(
        `account.e2e: on open ${onOpen.length} API requests (${onOpen.join(', ')}), ${openBytes} bytes; ` +
          `on the Activity tab ${onTab.length} (${onTab.join(', ')}), ${traffic.bytes() - tabBytes} bytes`,
      )
      await check(page, again, 'account-activity-sent', 'light')
    } finally {
      await session.close()
    }
  })

  test('on a phone the Account view is a bottom sheet that the wallet control strip never covers', async () => {
    const session = await devnetPage()
    const { page } = session
    try {
      await page.setViewportSize({ width: 390, height: 844 })
      await connectMain(page)
      await page.getByRole('button', { name: 'Open account' }).click()
      await modalOn(page, 'Account')
      await settled(page)
      // Where the strip sits (bottom left), the sheet is on top.
      const onTop = await page.evaluate(`document.elementFromPoint(20, 830)?.closest('[role="dialog"]') !== null`)
      expect(onTop).toBe(true)
      const disconnect = await page.locator('[data-part="disconnect"]').boundingBox()
      expect(disconnect && disconnect.y).toBeGreaterThan(844 / 3)
    } finally {
      await session.close()
    }
  })

  test("a failing balance API shows 'Token balance unavailable', and the 30 s retry block holds", async () => {
    await control('/fail', { path: `/v1/account/${MAIN_ADDRESS}/balance`, mode: '500' })
    const session = await devnetPage()
    const { page } = session
    try {
      await connectMain(page)
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      await waitForText(page.locator('[data-part="snackbar"]'), 'Token balance unavailable')
      await account.locator('[data-part="tokens-state"][data-state="error"]').waitFor()
      const balanceCalls = async () => (await apiRecords(session)).filter((entry) => entry.endsWith('/balance')).length
      expect(await balanceCalls()).toBe(1)
      // Closing and opening again mounts the view afresh: still blocked, no new request.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Open account' }).click()
      const reopened = await modalOn(page, 'Account')
      await reopened.locator('[data-part="tokens-state"][data-state="error"]').waitFor()
      await settled(page)
      expect(await balanceCalls()).toBe(1)
      await check(page, reopened, 'account-tokens-unavailable', 'light')
    } finally {
      await session.close()
    }
  })

  test('a registered name becomes the profile name (the wallet signs; the stand-in verifies)', async () => {
    const session = await devnetPage()
    const { page } = session
    try {
      await connectMain(page)
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      // The account's data first (its arrival moves the links: a click aimed before may miss).
      await account.locator('[data-part="token"][data-symbol="PTT"]').waitFor()
      await settled(page)
      await account.getByRole('button', { name: 'Choose a name' }).click()
      const register = await modalOn(page, 'RegisterAccountName')
      await check(page, register, 'register-account-name', 'light')
      await register.getByRole('textbox', { name: 'Name' }).fill('ab')
      await register.getByRole('button', { name: 'Register' }).click()
      await waitForText(register.locator('[data-part="name-hint"][data-state="invalid"]'), 'at least 4 characters')
      await register.getByRole('textbox', { name: 'Name' }).fill('devnet-main')
      // The stand-in's suggestions for the typed name; one fills the field.
      const suggested = register.getByRole('list', { name: 'Suggested names' })
      await suggested.getByRole('button', { name: 'Use devnet-main-web3' }).click()
      expect(await register.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('devnet-main-web3')
      await register.getByRole('textbox', { name: 'Name' }).fill('devnet-main')
      await register.getByRole('button', { name: 'Register' }).click()
      const success = await modalOn(page, 'RegisterAccountNameSuccess')
      await waitForText(success, 'devnet-main')
      await check(page, success, 'register-account-name-success', 'light')
      await success.getByRole('button', { name: 'Back to account' }).click()
      const named = await modalOn(page, 'Account')
      await waitForText(named.locator('[data-part="address"]'), 'devnet-main')
      const reverse = (await (await fetch(`${servicesUrl}/v1/profile/reverse/${MAIN_ADDRESS}`)).json()) as { name: string }[]
      expect(reverse.map((record) => record.name)).toEqual(['devnet-main'])
    } finally {
      await session.close()
    }
  })
})

describe.skipIf(servicesUrl === null).each(['light', 'dark'])('the Account view in the %s theme', (theme) => {
  test.each([
    { label: 'desktop', viewport: { width: 1024, height: 720 }, suffix: '' },
    { label: 'phone', viewport: { width: 390, height: 844 }, suffix: '-phone' },
  ])('$label: Tokens and Activity pass axe and are pictured', async ({ viewport, suffix }) => {
    const session = await openPlayground(browser, `?theme=${theme}`, viewport)
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      await account.locator('[data-part="token"][data-symbol="PTT"]').waitFor()
      await check(page, account, `account-tokens${suffix}`, theme)
      if (suffix) {
        // A phone: a bottom sheet, edge to edge, resting on the screen's bottom edge.
        const box = await page.locator('[data-scope="modal"][data-part="content"]').boundingBox()
        expect(box && Math.round(box.x)).toBe(0)
        expect(box && Math.round(box.width)).toBe(viewport.width)
        expect(box && Math.round(box.y + box.height)).toBe(viewport.height)
      }
      await account.getByRole('tab', { name: 'Activity' }).click()
      await account.locator('[data-part="activity-state"], [data-part="activity-list"]').first().waitFor()
      await check(page, account, `account-activity-tab${suffix}`, theme)
      await page.evaluate(`window.__porticoPlayground.openModal({ view: { view: 'RegisterAccountName' } })`)
      await check(page, await modalOn(page, 'RegisterAccountName'), `register-account-name${suffix}`, theme)
    } finally {
      await session.close()
    }
  })
})
