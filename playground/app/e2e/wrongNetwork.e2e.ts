// Issue 25, wrong network: on the devnet page (`?connectButton=1`), the real test wallet connects on
// Portico Devnet, then its user adds and picks a chain the site does not list (31339, through the
// wallet's own wallet_addEthereumChain, which switches as extension wallets do). The site says so:
// UnsupportedChain opens, both connect buttons (React and <portico-connect-button>) say
// 'Unsupported network' with no green dot and no balance, and Account says it on a warning pill
// with no 'Worth' figure and offers 'Switch network', which switches back through the wallet.
// axe and screenshots at 1024x720 and 390x844, light and dark (the connect button follows the
// client's theme too: panda.config.ts' dark condition covers its root).
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, openDevnetPage, settled } from './devnetPage.js'
import { check, ensureScreenshotFolder, loadAxe } from './viewShots.js'

const MAIN_WALLET = 'Portico Test Wallet'
const accounts = fileAccounts(import.meta.url)
const MAIN_ADDRESS = accounts.evm.main.address
const TRUNCATED = `${MAIN_ADDRESS.slice(0, 4)}...${MAIN_ADDRESS.slice(-6)}`
/** A chain the devnet page does not list (it lists 31337 and 31338). */
const OFF_LIST_CHAIN = 31339

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

const buttonIn = (page: Page, mount: 'react' | 'element'): Locator =>
  page.getByTestId(`${mount}-connect-button`).locator('[data-scope="connect-button"][data-part="button"]')

async function statesOf(page: Page): Promise<(string | null)[]> {
  return Promise.all((['react', 'element'] as const).map((mount) => buttonIn(page, mount).getAttribute('data-state')))
}

/** The wallet's user adds a chain the site does not list; the wallet switches to it. */
async function walletMovesOffList(page: Page): Promise<void> {
  await page.evaluate(`window.__porticoDevnet.wallets.main.request({
    method: 'wallet_addEthereumChain',
    params: [{ chainId: '0x${OFF_LIST_CHAIN.toString(16)}', chainName: 'Elsewhere', rpcUrls: ['http://127.0.0.1:1'] }],
  })`)
}

const LAYOUTS = [
  { layout: 'desktop', viewport: { width: 1024, height: 720 }, suffix: '' },
  { layout: 'phone', viewport: { width: 390, height: 844 }, suffix: '-phone' },
] as const

describe.each(LAYOUTS.flatMap((layout) => (['light', 'dark'] as const).map((theme) => ({ ...layout, theme }))))(
  'a wallet on a network the site does not support ($layout, $theme)',
  ({ viewport, suffix, theme }) => {
    test('UnsupportedChain opens, the buttons and Account say so plainly, and Switch network brings the wallet back', async () => {
      const session = await openDevnetPage(browser, accounts.page(`${inject('baseUrl')}?connectButton=1&theme=${theme}`))
      const { page } = session
      try {
        await page.setViewportSize(viewport)
        await loadAxe(page)
        await buttonIn(page, 'react').click()
        const connect = await modalOn(page, 'Connect')
        await connect.getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
        await page.getByRole('dialog').waitFor({ state: 'detached' })
        await expect.poll(() => statesOf(page)).toEqual(['connected', 'connected'])

        await walletMovesOffList(page)
        // The site notices at once: UnsupportedChain, with the site's networks.
        const unsupported = await modalOn(page, 'UnsupportedChain')
        await unsupported.getByRole('list', { name: 'Supported networks' }).waitFor()
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'detached' })

        // Both connect buttons: 'Unsupported network', a warning sign, no green dot, no balance.
        await expect.poll(() => statesOf(page)).toEqual(['unsupported', 'unsupported'])
        for (const mount of ['react', 'element'] as const) {
          const button = buttonIn(page, mount)
          expect(await button.textContent()).toBe('Unsupported network')
          expect(await button.getAttribute('aria-label')).toBe(`Unsupported network: switch ${TRUNCATED} to a supported network`)
          expect(await button.locator('[data-part="network-dot"], [data-part="network"], [data-part="balance"]').count()).toBe(0)
          await button.locator('[data-part="warning"]').waitFor()
        }
        const buttons = page.getByRole('region', { name: 'Connect buttons' })
        await buttons.scrollIntoViewIfNeeded()
        // The picture without the focus ring Escape left on the first button.
        await page.mouse.click(1, 1)
        await settled(page)
        // axe over both buttons (the custom element's open shadow root included), colour contrast too.
        const buttonViolations = await page.evaluate<string[]>(`axe
          .run(document.querySelector('[aria-label="Connect buttons"]'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
          .then((results) => results.violations.flatMap((violation) => violation.nodes.map((node) => violation.id + ' ' + node.target.join(' '))))`)
        expect(buttonViolations).toEqual([])
        await buttons.screenshot({ path: `${SCREENSHOTS}connect-button-unsupported-network${suffix}-${theme}.png` })

        // The button offers the switch: UnsupportedChain.
        await buttonIn(page, 'element').click()
        await modalOn(page, 'UnsupportedChain')
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'detached' })

        // Account (the page's own button): a warning pill, the sentence, no fiat figure, Switch network.
        await page.getByRole('button', { name: 'Open account' }).click()
        const account = await modalOn(page, 'Account')
        const network = account.locator('[data-part="network"]')
        expect(await network.getAttribute('data-state')).toBe('unsupported')
        expect(await network.textContent()).toBe('Unsupported network')
        expect(await account.locator('[data-part="network-dot"]').count()).toBe(0)
        await account.getByText('This app doesn’t support your current network. Switch to a supported one to continue.').waitFor()
        await account.locator('[data-part="tokens-state"][data-state="unsupported"]').waitFor()
        expect(await account.locator('[data-part="fiat"]').count()).toBe(0)
        expect(await account.getByText(/\$/).count()).toBe(0)
        expect(await account.locator('[data-part="register-name"]').count()).toBe(0)
        await check(page, account, `account-unsupported-network${suffix}`, theme)

        // Switch network: the site's networks; the wallet switches back (it approves), Account says so.
        await account.getByRole('button', { name: 'Switch network' }).click()
        const choose = await modalOn(page, 'UnsupportedChain')
        await choose.locator('[data-scope="networks"][data-part="item"][data-value="eip155:31337"]').click()
        const back = await modalOn(page, 'Account')
        await back.locator('[data-part="network"][data-state="supported"]').filter({ hasText: 'Portico Devnet' }).waitFor()
        expect(await back.locator('[data-part="unsupported-message"]').count()).toBe(0)
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'detached' })
        await expect.poll(() => statesOf(page)).toEqual(['connected', 'connected'])
      } finally {
        await session.close()
      }
    })
  },
)
