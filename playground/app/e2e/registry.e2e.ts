// The wallet registry in Chromium: the playground's scripted-wallet page with a pairing source
// (`?pairing=mock`) against the devnet's wallet registry (600 generated wallets, through the Vite
// proxy at /__services). Connect lists the catalogue, AllWallets searches and pages through it, a
// failing registry leaves the installed wallets working, a catalogue wallet opens the pairing view.
// Screenshots of the catalogue views go to docs/screenshots/registry-*.png.
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest'
import { launchChromium, type PageSession } from './browser.js'
import { servicesRecords } from './servicesRecords.js'
import { check, ensureScreenshotFolder, modalOn, openPlayground } from './viewShots.js'

const servicesUrl = inject('devnet').servicesUrl
/** The machines are slow and shared: conditions get 15 s. */
const POLL = { timeout: 15_000, interval: 100 }

async function control(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${servicesUrl}/__devnet${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) })
  if (!response.ok) throw new Error(`/__devnet${path} answered ${response.status}`)
}

/** The registry requests of a session's pages (read by its test id: no other test's). */
async function registryRequests(session: PageSession) {
  return (await servicesRecords(session.testId)).filter((record) => record.path === '/getWallets')
}

/** The names on the buttons of a list, in order. */
function names(page: Page, list: string): Promise<string[]> {
  return page.getByRole('list', { name: list }).getByRole('button').allTextContents()
}

let browser: Browser

describe.skipIf(servicesUrl === null)('the wallet registry', () => {
  beforeAll(async () => {
    ensureScreenshotFolder()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  // The failures are the services' for everyone: each test starts from, and leaves, none.
  beforeEach(() => control('/reset'))
  afterEach(() => control('/reset'))

  test('Connect lists the installed wallets, then catalogue wallets with their images, WalletConnect and All wallets; nothing is asked before', async () => {
    const session = await openPlayground(browser, '?pairing=mock')
    const { page } = session
    try {
      await page.waitForFunction('window.__porticoPlayground?.client.isReady()')
      expect(await registryRequests(session)).toEqual([])
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await connect.getByRole('list', { name: 'Wallet catalogue' }).locator('[data-part="wallet-icon"][data-state="image"]').first().waitFor()
      expect(await names(page, 'Wallets')).toEqual(['Alpha Wallet', 'Beta Wallet'])
      const catalogue = await names(page, 'Wallet catalogue')
      // The registry's first wallet has the rdns of the installed Alpha Wallet: it is not listed twice.
      expect(catalogue).toHaveLength(4)
      expect(catalogue.slice(2)).toEqual(['QRWalletConnectQR code', 'All wallets'])
      expect(catalogue.join()).not.toContain('Alpha')
      const [first] = await registryRequests(session)
      expect(first?.query).toMatchObject({ projectId: 'portico-playground', st: 'portico', page: '1', entries: '4', chains: 'eip155:31337,eip155:31338' })
    } finally {
      await session.close()
    }
  })

  test('AllWallets: a search shows its results, scrolling loads more pages, and the keyboard moves between rows', async () => {
    const session = await openPlayground(browser, '?pairing=mock')
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'All wallets' }).click()
      const all = await modalOn(page, 'AllWallets')
      const list = all.getByRole('list', { name: 'All wallets' })
      await list.locator('[data-kind="catalogue"]').first().waitFor()
      const rows = list.locator('[data-part="wallet-row"]')
      expect(await rows.first().getAttribute('data-kind')).toBe('connector')

      // Scrolling to the end of what is loaded asks for page 2, then page 3.
      // Scrolling on to the end of what is loaded asks for page 2, then page 3, as a visitor would.
      const scrollToEnd = () => page.evaluate(`(() => { const element = document.querySelector('[data-part="wallet-scroll"]'); element.scrollTo({ top: element.scrollHeight }) })()`)
      for (const next of ['2', '3']) {
        await expect
          .poll(async () => {
            await scrollToEnd()
            return (await registryRequests(session)).map((request) => request.query.page)
          }, POLL)
          .toContain(next)
      }
      await expect
        .poll(async () => {
          await scrollToEnd()
          return page.evaluate<number>(`Math.max(0, ...[...document.querySelectorAll('li[data-index]')].map((row) => Number(row.getAttribute('data-index'))))`)
        }, POLL)
        .toBeGreaterThan(100)

      await all.getByRole('searchbox', { name: 'Search all wallets' }).fill('  cobalt vault ')
      await expect.poll(() => names(page, 'All wallets'), POLL).toEqual(['Cobalt Vault'])
      const search = (await registryRequests(session)).find((request) => request.query.search)
      expect(search?.query).toMatchObject({ search: 'cobalt vault', entries: '100' })

      await all.getByRole('searchbox', { name: 'Search all wallets' }).fill('')
      await list.locator('[data-kind="connector"]').first().waitFor()
      await list.getByRole('button').first().focus()
      const focusedIndex = () => page.evaluate<string | null>(`document.activeElement?.closest('li')?.getAttribute('data-index') ?? null`)
      await page.keyboard.press('ArrowDown')
      await expect.poll(focusedIndex, POLL).toBe('1')
      await page.keyboard.press('ArrowDown')
      await expect.poll(focusedIndex, POLL).toBe('2')
      await page.keyboard.press('End')
      await expect.poll(async () => Number(await focusedIndex()), POLL).toBeGreaterThan(100)
    } finally {
      await session.close()
    }
  })

  test('registry images are stored under the wallet image cache and shown from it after a reload, without asking again', async () => {
    const session = await openPlayground(browser, '?pairing=mock')
    const { page } = session
    const imageRequests = async () => (await servicesRecords(session.testId)).filter((record) => record.path.startsWith('/getWalletImage/')).length
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const icons = (await modalOn(page, 'Connect')).getByRole('list', { name: 'Wallet catalogue' }).locator('[data-part="wallet-icon"][data-state="image"]')
      await expect.poll(() => icons.count(), POLL).toBe(2)
      // Every image the registry sent is stored: written within a second of arriving, all in one go
      // (more catalogue images may still arrive meanwhile, so both counts are read together).
      const stored = async () => Object.keys(JSON.parse((await page.evaluate<string | null>(`localStorage.getItem('@portico/images/wallet')`)) ?? '{}')).length
      await expect.poll(async () => (await stored()) === (await imageRequests()) && (await stored()) >= 2, POLL).toBe(true)
      const asked = await imageRequests()
      expect(await icons.first().getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)

      await page.reload()
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const again = (await modalOn(page, 'Connect')).getByRole('list', { name: 'Wallet catalogue' }).locator('[data-part="wallet-icon"][data-state="image"]')
      await expect.poll(() => again.count(), POLL).toBe(2)
      expect(await imageRequests()).toBe(asked)
    } finally {
      await session.close()
    }
  })

  test('network icons come from the registry\'s network images: the Account header and the network rows, never a letter tile', async () => {
    const session = await openPlayground(browser, '')
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      const header = account.locator('img[data-part="network-icon"]')
      await header.waitFor()
      expect(await header.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(await account.locator('[data-part="network-dot"]').count()).toBe(0)
      await check(page, account, 'registry-network-icon-account', 'light')

      await account.getByRole('button', { name: 'Networks' }).click()
      const networks = await modalOn(page, 'Networks')
      const rows = networks.locator('[data-part="network-row"]')
      await expect.poll(() => networks.locator('[data-part="wallet-icon"][data-state="image"]').count(), POLL).toBe(await rows.count())
      expect(await networks.locator('[data-part="wallet-icon"][data-state="fallback"]').count()).toBe(0)
      await check(page, networks, 'registry-network-icons', 'light')
      const asked = await servicesRecords(session.testId)
      expect(new Set(asked.filter((record) => record.path.startsWith('/public/getAssetImage/')).map((record) => record.path))).toEqual(
        new Set(['/public/getAssetImage/portico-devnet-network-31337', '/public/getAssetImage/portico-devnet-network-31338']),
      )
      await expect.poll(() => page.evaluate<string | null>(`localStorage.getItem('@portico/images/network')`), POLL).toContain('portico-devnet-network-31338')
    } finally {
      await session.close()
    }
  })

  test('a wallet the site excluded by registry id is hidden also when it is installed (its registry rdns)', async () => {
    // The registry's first wallet is the catalogue entry of the installed Alpha Wallet (same rdns).
    const first = (await (await fetch(`${servicesUrl}/getWallets?page=1&entries=1`)).json()) as { data: { id: string; rdns: string | null }[] }
    const alpha = first.data[0]
    expect(alpha?.rdns).toBe('io.portico.alpha')
    const session = await openPlayground(browser, `?pairing=mock&exclude=${alpha?.id ?? ''}`)
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await modalOn(page, 'Connect')
      await expect.poll(() => names(page, 'Wallets'), POLL).toEqual(['Beta Wallet'])
      // It was asked for by id, and the catalogue does not list it either.
      expect((await registryRequests(session)).some((request) => request.query.include === alpha?.id)).toBe(true)
      expect((await names(page, 'Wallet catalogue')).join()).not.toContain('Alpha')
    } finally {
      await session.close()
    }
  })

  test('picking a catalogue wallet opens ConnectingWalletConnect', async () => {
    const session = await openPlayground(browser, '?pairing=mock')
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      const wallet = connect.getByRole('list', { name: 'Wallet catalogue' }).locator('[data-part="item"][data-scope="wallets"]').first()
      await wallet.waitFor()
      await wallet.click()
      await modalOn(page, 'ConnectingWalletConnect')
      const route = await page.evaluate<{ view: string; wallet?: { name: string } } | undefined>(`window.__porticoPlayground.client.controllers.router.getSnapshot().history.at(-1)`)
      expect(route?.view).toBe('ConnectingWalletConnect')
      expect(route?.wallet?.name).toBeTruthy()
    } finally {
      await session.close()
    }
  })

  test.each(['500', 'html', 'timeout'] as const)('a registry answering %s leaves the installed wallets and WalletConnect working', async (mode) => {
    await control('/fail', { path: '/getWallets', mode })
    const session = await openPlayground(browser, '?pairing=mock')
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await expect.poll(async () => (await registryRequests(session)).length, POLL).toBeGreaterThan(0)
      expect(await names(page, 'Wallet catalogue')).toEqual(['QRWalletConnectQR code', 'All wallets'])
      expect(await connect.locator('[data-part="alert"]').count()).toBe(0)
      await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      expect(await page.getByTestId('connection-status').textContent()).toBe('Connected')
    } finally {
      await session.close()
    }
  })

  describe.each(['light', 'dark'])('pictures, %s theme', (theme) => {
    test.each([
      ['desktop', { width: 1024, height: 720 }],
      ['phone', { width: 390, height: 844 }],
    ] as const)('%s: Connect with the catalogue, AllWallets, and the help for a visitor without a wallet pass axe', async (device, viewport) => {
      const session = await openPlayground(browser, `?pairing=mock&theme=${theme}`, viewport)
      const { page } = session
      try {
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        const connect = await modalOn(page, 'Connect')
        await connect.getByRole('list', { name: 'Wallet catalogue' }).locator('[data-part="wallet-icon"][data-state="image"]').nth(1).waitFor()
        await check(page, connect, `registry-connect-${device}`, theme)
        await connect.getByRole('button', { name: 'All wallets' }).click()
        const all = await modalOn(page, 'AllWallets')
        await all.locator('[data-kind="catalogue"] [data-part="wallet-icon"][data-state="image"]').nth(3).waitFor()
        await check(page, all, `registry-all-wallets-${device}`, theme)
      } finally {
        await session.close()
      }
      const none = await openPlayground(browser, `?wallets=none&theme=${theme}`, viewport)
      try {
        await none.page.getByRole('button', { name: 'Connect wallet' }).click()
        const connect = await modalOn(none.page, 'Connect')
        await connect.getByText("I don't have a wallet").click()
        await connect.getByRole('list', { name: 'Get a wallet' }).getByRole('link').first().waitFor()
        await check(none.page, connect, `registry-no-wallet-${device}`, theme)
      } finally {
        await none.close()
      }
    })
  })
})
