// The journey of a site that sets no `services` (issue 25): its page asks no host but its own (and
// the site's RPC URLs), shows no alert, connects with a scripted wallet, and pairs through the
// bundled list of pairing wallets, their icons from the bundle. mock.html with `?services=none`.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { modalOn } from './modalOn.js'

const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** Waits until `locator` contains `text`. */
async function waitForText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor()
}

/** mock.html without services, with the scripted pairing source; every request the page makes is recorded from the first. */
async function openWithoutServices(): Promise<{ session: PageSession; requests: string[] }> {
  const session = await openPage(browser)
  const requests: string[] = []
  session.page.on('request', (request) => requests.push(request.url()))
  await session.page.setViewportSize({ width: 1024, height: 720 })
  await session.page.goto(`${inject('baseUrl')}mock.html?services=none&pairing=mock`)
  await session.page.getByRole('heading', { level: 1, name: 'Portico playground' }).waitFor()
  await session.page.waitForFunction('window.__porticoPlayground?.client.isReady()')
  return { session, requests }
}

/** The RPC URLs of the page's networks: the only other addresses it may ask. */
async function rpcUrls(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(
    `window.__porticoPlayground.client.options.networks.flatMap((network) => [...(network.rpcUrls.default?.http ?? []), ...(network.rpcUrls.chainDefault?.http ?? [])])`,
  )
}

test('a page without services asks no other host, shows no alert, connects, and pairs through the bundled wallet list', async () => {
  const { session, requests } = await openWithoutServices()
  const { page } = session
  try {
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    // The bundled list, most used first, after the page's own wallets; each icon comes from the bundle.
    const catalogue = connect.getByRole('list', { name: 'Wallet catalogue' })
    const first = catalogue.locator('[data-part="item"][data-scope="wallets"]').first()
    await first.waitFor()
    expect(await first.getAttribute('aria-label')).toBe('Connect with MetaMask')
    await first.locator('img').waitFor()
    expect(await first.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)

    // All wallets lists the whole bundled list, and a search finds in it.
    await catalogue.locator('[data-part="all-wallets"]').click()
    const all = await modalOn(page, 'AllWallets')
    await waitForText(all, 'Ledger Live')
    await all.getByRole('searchbox').fill('rain')
    await all.locator('[data-scope="wallets"][data-part="item"]', { hasText: 'Rainbow' }).waitFor()
    await all.locator('[data-scope="wallets"][data-part="item"]', { hasText: 'Rainbow' }).click()
    // Picking one pairs: the pairing view shows its QR code for the scripted pairing source.
    await modalOn(page, 'ConnectingWalletConnect')
    const route = await page.evaluate<{ view: string; wallet?: { name: string } } | undefined>(`window.__porticoPlayground.client.controllers.router.getSnapshot().history.at(-1)`)
    expect(route?.wallet?.name).toBe('Rainbow')

    // Back to Connect: a scripted wallet connects without any service.
    await page.evaluate(`window.__porticoPlayground.client.controllers.router.dispatch({ type: 'reset', route: { view: 'Connect' } })`)
    const again = await modalOn(page, 'Connect')
    await again.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), ALPHA_ADDRESS)
    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await modalOn(page, 'Account')
    await account.locator('[data-part="balance"]').filter({ hasText: /ETH$/ }).waitFor()

    // No alert, ever; and nothing asked of any host but the page's own origin and the site's RPC URLs.
    expect(await page.locator('[role="alert"]').count()).toBe(0)
    expect(await page.evaluate('window.__porticoPlayground.client.controllers.alerts.getSnapshot().alert ?? null')).toBeNull()
    const allowed = new Set([new URL(inject('baseUrl')).origin, ...(await rpcUrls(page)).map((url) => new URL(url).origin)])
    const elsewhere = requests.filter((url) => !url.startsWith('data:') && !allowed.has(new URL(url).origin))
    expect(elsewhere).toEqual([])
    expect(requests.filter((url) => url.includes('/__services/'))).toEqual([])
  } finally {
    await session.close()
  }
})
