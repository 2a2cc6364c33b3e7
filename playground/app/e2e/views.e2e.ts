// Every view of the default skin in the light and the dark theme, in Chromium: axe-core's WCAG A
// and AA rules (colour contrast included, which only a real browser can compute) over the modal,
// and a screenshot of each into docs/screenshots/<view>-<theme>.png. Also: the theme flips at
// run time. The remaining states (switching, alerts, ConnectWallets, mobile) are in viewStates.e2e.ts.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'
import { check, ensureScreenshotFolder, MOCK_HEADER_BALANCE, MOCK_HEADER_BALANCE_DE, modalOn, openPlayground, playground, settled } from './viewShots.js'

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

describe.each(['light', 'dark'])('every view in the %s theme', (theme) => {
  test('passes axe, and is pictured', async () => {
    const session = await openPlayground(browser, `?theme=${theme}`)
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await check(page, connect, 'connect', theme)

      // Waiting on the wallet (it never answers), then closing rejects the pending connection.
      await playground(page, `adapter.script('io.portico.alpha', { connect: 'hang' })`)
      await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      const waiting = await modalOn(page, 'ConnectingExternal')
      await waiting.locator('[data-part="connecting"][data-state="waiting"]').waitFor()
      await check(page, waiting, 'connecting-waiting', theme)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      await playground(page, `adapter.script('io.portico.alpha', { connect: 'reject' })`)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      const rejected = await modalOn(page, 'ConnectingExternal')
      await rejected.locator('[data-part="connecting"][data-state="rejected"]').waitFor()
      // The shake after an error is 500 ms; let it finish.
      await page.waitForTimeout(550)
      await check(page, rejected, 'connecting-rejected', theme)

      await playground(page, `adapter.script('io.portico.alpha', { connect: 'approve' })`)
      await rejected.getByRole('button', { name: 'Retry' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      await account.locator('[data-part="balance"]').filter({ hasText: MOCK_HEADER_BALANCE }).waitFor()
      await check(page, account, 'account', theme)

      await account.getByRole('button', { name: 'Networks' }).click()
      const networks = await modalOn(page, 'Networks')
      await check(page, networks, 'networks', theme)

      await playground(page, `openModal({ view: { view: 'UnsupportedChain' } })`)
      const unsupported = await modalOn(page, 'UnsupportedChain')
      await check(page, unsupported, 'unsupported-chain', theme)
    } finally {
      await session.close()
    }
  })
})

test('German, in both themes: Connect and Account pass axe, and are pictured', async () => {
  const session = await openPlayground(browser, '?locale=de&theme=light')
  const { page } = session
  try {
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    expect(await connect.getByRole('heading', { level: 2 }).textContent()).toBe('Wallet verbinden')
    await check(page, connect, 'connect-de', 'light')

    await connect.getByRole('button', { name: 'Mit Alpha Wallet verbinden' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await playground(page, `setTheme({ themeMode: 'dark' })`)
    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await modalOn(page, 'Account')
    await account.locator('[data-part="balance"]').filter({ hasText: MOCK_HEADER_BALANCE_DE }).waitFor()
    await check(page, account, 'account-de', 'dark')
  } finally {
    await session.close()
  }
})

test('the theme and its variables change at run time, while the modal is open', async () => {
  const session = await openPlayground(browser, '')
  const { page } = session
  try {
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await modalOn(page, 'Connect')
    await settled(page)
    const colors = () =>
      page.evaluate<{ background: string; text: string; radius: string }>(`(() => {
        const style = getComputedStyle(document.querySelector('[role="dialog"]'))
        return { background: style.backgroundColor, text: style.color, radius: style.borderRadius }
      })()`)
    const light = await colors()

    await playground(page, `setTheme({ themeMode: 'dark' })`)
    await page.locator('[data-scope="modal"][data-part="root"][data-theme="dark"]').waitFor({ state: 'attached' })
    const dark = await colors()
    expect(dark).not.toEqual(light)

    await playground(
      page,
      `setTheme({ themeVariables: { accent: '#0a7d55', colorMix: '#0a7d55', colorMixStrength: 6, borderRadius: '4px', fontFamily: 'serif' } })`,
    )
    const themed = await page.evaluate(`(() => {
      const root = document.querySelector('[data-scope="modal"][data-part="root"]')
      const badge = getComputedStyle(document.querySelector('[role="dialog"]'))
      return {
        accent: root.style.getPropertyValue('--ptc-accent'),
        radius: badge.borderRadius,
        font: badge.fontFamily,
      }
    })()`)
    expect(themed).toEqual({ accent: '#0a7d55', radius: '8px', font: 'serif' })
    // The surface took some of the mix color.
    expect((await colors()).background).not.toEqual(dark.background)

    // Networks shows the accent (the active network).
    await playground(page, `openModal({ view: { view: 'Networks' } })`)
    await check(page, await modalOn(page, 'Networks'), 'networks-themed', 'dark')
  } finally {
    await session.close()
  }
})

test('themeMode "system" follows prefers-color-scheme, live', async () => {
  const session = await openPage(browser)
  const { page } = session
  try {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`${inject('baseUrl')}mock.html?theme=system`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await modalOn(page, 'Connect')
    const root = page.locator('[data-scope="modal"][data-part="root"]')
    expect(await root.getAttribute('data-theme-mode')).toBe('system')
    expect(await root.getAttribute('data-theme')).toBe('dark')

    await page.emulateMedia({ colorScheme: 'light' })
    await page.locator('[data-scope="modal"][data-part="root"][data-theme="light"]').waitFor({ state: 'attached' })
  } finally {
    await session.close()
  }
})
