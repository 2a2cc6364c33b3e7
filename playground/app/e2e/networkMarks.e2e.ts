// The ready-made networks' own marks (issue 25), in headless Chromium: a page with no services and
// core's ready-made networks (mock.html?services=none&networks=ready) shows every network in the
// Networks view with its bundled image, decoded by the browser, and no letter tile; the page asks
// no host but its own. axe and screenshots at 1024 by 720 and 390 by 844, light and dark.
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'
import { check, ensureScreenshotFolder, loadAxe, modalOn, playground } from './viewShots.js'

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
}
const DESKTOP = { viewport: { width: 1024, height: 720 } }
const CASES = [
  { size: 'desktop', context: DESKTOP, theme: 'light' },
  { size: 'desktop', context: DESKTOP, theme: 'dark' },
  { size: 'phone', context: PHONE, theme: 'light' },
  { size: 'phone', context: PHONE, theme: 'dark' },
] as const

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** The `src` of every network row's icon, once each image has been decoded (or undefined for a letter tile). */
async function rowImages(networks: Locator): Promise<(string | undefined)[]> {
  const rows = networks.locator('[data-part="network-row"]')
  await rows.first().waitFor()
  await networks.page().waitForFunction(
    `[...document.querySelectorAll('[data-part="network-row"] img[data-part="wallet-icon"]')].every((image) => image.complete)`,
  )
  return rows.evaluateAll((items) =>
    items.map((item) => {
      const image = (item as unknown as { querySelector(selector: string): PageImage | null }).querySelector('img[data-part="wallet-icon"]')
      // A decoded image has a size; one that failed has none (and the skin would swap in a letter tile).
      return image !== null && image.naturalWidth > 0 ? image.getAttribute('src') ?? undefined : undefined
    }),
  )
}

/** What the page functions read of an <img> (the e2e files type-check without the DOM library). */
interface PageImage {
  readonly complete: boolean
  readonly naturalWidth: number
  getAttribute(name: string): string | null
}

describe.each(CASES)('the Networks view of the ready-made networks, $size, $theme', ({ size, context, theme }) => {
  test('shows each network with its own bundled mark, never a letter tile, and asks no other host', async () => {
    const session = await openPage(browser, context)
    const { page } = session
    const hosts = new Set<string>()
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) hosts.add(new URL(request.url()).host)
    })
    try {
      await page.goto(`${inject('baseUrl')}mock.html?services=none&networks=ready&theme=${theme}`)
      await page.getByRole('heading', { level: 1, name: 'Portico playground' }).waitFor()
      await page.waitForFunction('window.__porticoPlayground?.client.isReady()')
      await loadAxe(page)
      await playground(page, `openModal({ view: { view: 'Networks' } })`)
      const networks = await modalOn(page, 'Networks')

      const names = await networks.locator('[data-part="network-label"]').allTextContents()
      expect(names).toContain('Ethereum')
      expect(names).toContain('Bitcoin Signet')
      const images = await rowImages(networks)
      expect(images).toHaveLength(names.length)
      expect(await networks.locator('[data-part="wallet-icon"][data-state="fallback"]').count()).toBe(0)
      for (const [index, src] of images.entries()) expect(src, names[index]).toMatch(/^data:image\/svg\+xml,%3Csvg/)
      // Testnets show their mainnet's mark; the mainnets each have their own.
      const srcOf = (name: string) => images[names.indexOf(name)]
      expect(srcOf('Sepolia')).toBe(srcOf('Ethereum'))
      expect(srcOf('Solana Devnet')).toBe(srcOf('Solana'))
      expect(new Set(['Ethereum', 'Base', 'OP Mainnet', 'Arbitrum One', 'Polygon', 'Solana', 'Bitcoin'].map(srcOf)).size).toBe(7)

      await check(page, networks, size === 'phone' ? 'networks-marks-phone' : 'networks-marks', theme)
      // Nothing but the page's own server was asked (the marks are inline; no RPC before a wallet connects).
      expect([...hosts]).toEqual([new URL(inject('baseUrl')).host])
    } finally {
      await session.close()
    }
  })
})

test('a wallet on a chain the site lacks picks Ethereum among the marked networks, and Account shows the Ethereum mark', async () => {
  const session = await openPage(browser, DESKTOP)
  const { page } = session
  try {
    await page.goto(`${inject('baseUrl')}mock.html?services=none&networks=ready&theme=light`)
    await page.waitForFunction('window.__porticoPlayground?.client.isReady()')
    const ethereumMark = await page.evaluate<string>(`window.__porticoPlayground.client.options.networks[0].assets.imageUrl`)
    expect(ethereumMark).toMatch(/^data:image\/svg\+xml,/)
    // Alpha Wallet is on the devnet's chain 31337, which this page does not offer.
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
    const unsupported = await modalOn(page, 'UnsupportedChain')
    const choices = await rowImages(unsupported)
    expect(choices.length).toBeGreaterThan(0)
    for (const src of choices) expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    await unsupported.getByRole('button', { name: /Ethereum/ }).click()
    await page.getByTestId('active-network').filter({ hasText: 'Ethereum' }).waitFor()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await modalOn(page, 'Account')
    const chip = account.locator('[data-part="network-icon"]')
    await chip.waitFor()
    expect(await chip.getAttribute('src')).toBe(ethereumMark)
    expect(await chip.evaluate((image) => (image as unknown as PageImage).complete && (image as unknown as PageImage).naturalWidth > 0)).toBe(true)
  } finally {
    await session.close()
  }
})
