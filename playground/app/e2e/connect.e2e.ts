// The connect journey through the playground in headless Chromium: connect with a scripted
// wallet, see the account, switch network, disconnect; and a rejected connection retried.
// (Screenshots of every view, light and dark, are taken by views.e2e.ts.)
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { MOCK_HEADER_BALANCE } from './viewShots.js'

const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** Opens the playground in a fresh page at a laptop-sized viewport. */
async function openPlayground(): Promise<PageSession> {
  const session = await openPage(browser)
  await session.page.setViewportSize({ width: 1024, height: 720 })
  await session.page.goto(`${inject('baseUrl')}mock.html`)
  await session.page.getByRole('heading', { level: 1, name: 'Portico playground' }).waitFor()
  return session
}

/** The modal, once it shows `view`. */
async function modalOn(page: Page, view: string): Promise<Locator> {
  const dialog = page.locator(`[role="dialog"][data-view="${view}"]`)
  await dialog.waitFor({ state: 'visible' })
  return dialog
}

/** Waits until `locator` contains `text`. */
async function waitForText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor()
}

/** Scripts the mock wallet from the page (the playground exposes its adapter for tests). */
async function scriptWallet(page: Page, walletId: string, connect: 'approve' | 'reject'): Promise<void> {
  await page.evaluate(
    ([id, behavior]) => {
      type Playground = { adapter: { script(walletId: string, script: { connect: string }): void } }
      const playground = (globalThis as { __porticoPlayground?: Playground }).__porticoPlayground
      if (!playground) throw new Error('the playground does not expose __porticoPlayground')
      playground.adapter.script(id, { connect: behavior })
    },
    [walletId, connect] as const,
  )
}

test('connect, see the account, switch network, disconnect', async () => {
  const session = await openPlayground()
  const { page } = session
  try {
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    expect(await connect.getByRole('heading', { level: 2 }).textContent()).toBe('Connect wallet')
    const wallets = connect.getByRole('list', { name: 'Wallets' }).getByRole('button')
    const labels = await Promise.all((await wallets.all()).map((wallet) => wallet.getAttribute('aria-label')))
    expect(labels).toEqual([
      'Connect with Alpha Wallet',
      'Connect with Beta Wallet',
    ])

    await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), ALPHA_ADDRESS)
    expect(await page.getByTestId('connection-status').textContent()).toBe('Connected')

    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await modalOn(page, 'Account')
    expect(await account.locator('[data-part="address"]').textContent()).toBe('0xf3...b92266')
    await account.locator('[data-part="balance"]').filter({ hasText: MOCK_HEADER_BALANCE }).waitFor()
    expect(await account.locator('[data-part="network"]').textContent()).toBe('Portico Devnet')

    await account.getByRole('button', { name: 'Networks' }).click()
    const networks = await modalOn(page, 'Networks')
    const active = networks.locator('[data-scope="networks"][aria-current="true"]')
    expect(await active.getAttribute('data-value')).toBe('eip155:31337')

    await networks.getByRole('button', { name: /Portico Devnet 2/ }).click()
    const back = await modalOn(page, 'Account')
    await waitForText(back.locator('[data-part="network"]'), 'Portico Devnet 2')
    await waitForText(page.getByTestId('active-network'), 'Portico Devnet 2')
    await back.getByRole('button', { name: 'Networks' }).click()
    const again = await modalOn(page, 'Networks')
    expect(await again.locator('[data-scope="networks"][aria-current="true"]').getAttribute('data-value')).toBe('eip155:31338')

    await again.getByRole('button', { name: 'Back' }).click()
    const last = await modalOn(page, 'Account')
    await last.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connection-status'), 'Disconnected')
    expect(await page.getByTestId('connected-address').textContent()).toBe('—')
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
  } finally {
    await session.close()
  }
})

test('a rejected connection says so, and Retry connects', async () => {
  const session = await openPlayground()
  const { page } = session
  try {
    await scriptWallet(page, 'io.portico.alpha', 'reject')
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()

    const connecting = await modalOn(page, 'ConnectingExternal')
    await connecting.locator('[data-part="connecting"][data-state="rejected"]').waitFor()
    expect(await connecting.locator('[data-part="connecting"]').getByRole('status').textContent()).toContain('Connection rejected')

    await scriptWallet(page, 'io.portico.alpha', 'approve')
    await connecting.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), ALPHA_ADDRESS)
  } finally {
    await session.close()
  }
})
