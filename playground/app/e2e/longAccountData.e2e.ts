// Hostile account data in Chromium (issue 26), on the devnet page: the blockchain-data service
// answers the connected account's balances, history and identity with what a hostile or careless
// service sends (the devnet's real answers with entries added on the way to the page, so nothing
// else changes): a 200-character token name, a 64-character symbol, a right-to-left override that
// would make "gnp.exe" read "exe.png", a long right-to-left name, a zero-value transfer from a look-alike
// of the account's own address, a transfer from a look-alike of an address the account sent to, one
// unusable entry in each list and a long ENS-like name. At a desktop and a phone size, in both
// themes: nothing leaves its row or the card, the long text is cut with an ellipsis, the override is
// gone, the zero-value transfer and the look-alikes are marked, look-alike addresses read
// differently, the bad entries are left out while both tabs stay available, axe (contrast
// included) is clean. Pictures: docs/screenshots/account-data-hostile-<tab>-<size>-<theme>.png.
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { modalOn, openDevnetPage, settled } from './devnetPage.js'
import { axeViolations, ensureScreenshotFolder, loadAxe } from './viewShots.js'

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
const RLO = '\u202E'
const LONG_NAME = `Wrapped ${'Verylongtokenname'.repeat(12)}`.slice(0, 200)
const LONG_SYMBOL = 'S'.repeat(64)
/** `address` with another middle: its first 6 and last 8 characters, as an address poisoner makes one. */
const lookAlikeOf = (address: string) => `${address.slice(0, 6)}${'0123456789abcdef0123456789abcdef'.slice(0, address.length - 14)}${address.slice(-8)}`
/** An address the account sends to (its own send makes it known), and a poisoner's imitation of it. */
const PEER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const PEER_LOOK_ALIKE = lookAlikeOf(PEER)
const ACCOUNT_NAME = `${RLO}gnp.exe.${'averyveryverylongname'.repeat(5)}.eth`
const LOOK_ALIKE_TEXT = 'Looks like an address you know: check every character'
const SIZES = [
  { name: 'desktop', viewport: { width: 1024, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const
const THEMES = ['light', 'dark'] as const

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** Answers a request with the devnet's own answer, changed by `change`. */
async function amend(route: Route, change: (body: Record<string, unknown>, url: URL) => void): Promise<void> {
  const response = await route.fetch()
  const body = (await response.json()) as Record<string, unknown>
  change(body, new URL(route.request().url()))
  await route.fulfill({ response, json: body })
}

/** The hostile entries, added to the connected account's answers on their way to the page. */
async function serveHostileData(page: Page): Promise<void> {
  await page.route(/\/__services\/v1\/account\/[^/]+\/balance/, (route) =>
    amend(route, (body, url) => {
      const chainId = url.searchParams.get('chainId') ?? 'eip155:31337'
      const token = (index: number, name: string, symbol: string, numeric: string) => ({
        name,
        symbol,
        chainId,
        address: `${chainId}:0x${String(index).padStart(40, '0')}`,
        quantity: { decimals: '18', numeric },
        price: 1,
        value: Number(numeric),
      })
      body.balances = [
        token(1, LONG_NAME, LONG_SYMBOL, '12.5'),
        // Unusable (no amount): left out, the rest of the list shown.
        { ...token(4, 'Broken', 'BRK', '1'), quantity: { decimals: '18' } },
        token(2, `Photo ${RLO}gnp.exe`, `${RLO}gnp.exe`, '5'),
        token(3, 'שקל דיגיטלי של בנק ישראל המרכזי, ארוך מאוד', 'ILS', '3'),
        ...(body.balances as unknown[]),
      ]
    }),
  )
  await page.route(/\/__services\/v1\/account\/[^/]+\/history/, (route) =>
    amend(route, (body, url) => {
      const chain = url.searchParams.get('chainId') ?? 'eip155:31337'
      const account = decodeURIComponent(/\/account\/([^/]+)\/history/.exec(url.pathname)?.[1] ?? '')
      const entry = (hash: string, from: string, numeric: string, symbol: string, to = account) => ({
        id: hash,
        metadata: { operationType: from === account ? 'send' : 'receive', status: 'confirmed', sentFrom: from, sentTo: to, minedAt: new Date().toISOString(), chain, hash },
        transfers: [{ direction: from === account ? 'out' : 'in', quantity: { numeric }, fungible_info: { name: symbol, symbol } }],
      })
      body.data = [
        entry(`0x${'a'.repeat(64)}`, lookAlikeOf(account), '0', 'USDC'),
        entry(`0x${'e'.repeat(64)}`, PEER_LOOK_ALIKE, '25', 'USDC'),
        // Unusable (a sender that is no text): left out, the rest of the list shown.
        { ...entry(`0x${'f'.repeat(64)}`, PEER, '1', 'USDC'), metadata: { sentFrom: 42 } },
        entry(`0x${'b'.repeat(64)}`, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '7', LONG_SYMBOL),
        entry(`0x${'c'.repeat(64)}`, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '5', `${RLO}gnp.exe`),
        entry(`0x${'d'.repeat(64)}`, account, '10', 'USDC', PEER),
        ...(body.data as unknown[]),
      ]
    }),
  )
  await page.route(/\/__services\/v1\/identity\//, (route) => amend(route, (body) => Object.assign(body, { name: ACCOUNT_NAME })))
}

/** What sticks out: elements under `rows` whose visible part leaves their row, and the card's own overflow. */
function overflowOf(page: Page, rows: string): Promise<{ cardOverflow: number; outside: string[]; rows: number }> {
  return page.evaluate(`(() => {
    const card = document.querySelector('[role="dialog"]')
    const outside = []
    const rows = [...card.querySelectorAll(${JSON.stringify(rows)})]
    for (const row of rows) {
      const box = row.getBoundingClientRect()
      for (const element of row.querySelectorAll('*')) {
        // What shows of it: its box, cut by any ancestor in the row that clips its overflow.
        let { left, right } = element.getBoundingClientRect()
        for (let parent = element.parentElement; parent && parent !== row; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue
          const clip = parent.getBoundingClientRect()
          left = Math.max(left, clip.left)
          right = Math.min(right, clip.right)
        }
        if (right <= left) continue
        if (left < box.left - 0.5 || right > box.right + 0.5) outside.push((element.dataset.part || element.localName) + ' "' + (element.textContent || '').slice(0, 20) + '"')
      }
    }
    return { cardOverflow: card.scrollWidth - card.clientWidth, outside, rows: rows.length }
  })()`)
}

/** True when the element's text is wider than its box and ends in an ellipsis. */
function isCut(locator: Locator): Promise<boolean> {
  // (Typed by hand: the e2e files type-check without the DOM library.)
  return locator.evaluate((element) => {
    const box = element as unknown as { scrollWidth: number; clientWidth: number }
    const style = (globalThis as unknown as { getComputedStyle(element: unknown): { textOverflow: string } }).getComputedStyle(element)
    return box.scrollWidth > box.clientWidth && style.textOverflow === 'ellipsis'
  })
}

/** Keeps a picture of the card, with `focus` scrolled into view. */
async function shot(page: Page, focus: Locator, name: string): Promise<void> {
  await focus.scrollIntoViewIfNeeded()
  await settled(page)
  const box = await page.getByRole('dialog').boundingBox()
  if (!box) throw new Error('the modal has no box')
  const viewport = page.viewportSize() ?? { width: 1024, height: 720 }
  const x = Math.max(0, box.x - 24)
  const y = Math.max(0, box.y - 24)
  await page.screenshot({
    path: `${SCREENSHOTS}account-data-hostile-${name}.png`,
    clip: { x, y, width: Math.min(viewport.width, box.x + box.width + 24) - x, height: Math.min(viewport.height, box.y + box.height + 24) - y },
  })
}

describe.skipIf(inject('devnet').servicesUrl === null)('hostile account data', () => {
  describe.each(SIZES)('at $name size', ({ name: size, viewport }) => {
    test.each(THEMES)('in the %s theme: names and symbols stay in their rows, cut and in written order; zero-value and look-alike transfers stand out', async (theme) => {
      // `accounts`: this file's own, where the page's wallets hold per-file accounts; nothing is spent, so none is funded.
      const session = await openDevnetPage(browser, new URL(`?theme=${theme}&connectButton=1&accounts=longAccountData`, inject('baseUrl')).href)
      const { page } = session
      try {
        await page.setViewportSize(viewport)
        await loadAxe(page)
        await serveHostileData(page)
        await page.getByRole('button', { name: 'Connect wallet' }).first().click()
        await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Portico Test Wallet' }).click()
        await page.getByRole('dialog').waitFor({ state: 'detached' })
        await page.waitForFunction(`/^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid="connected-address"]')?.textContent ?? '')`)
        const address = (await page.getByTestId('connected-address').textContent()) ?? ''
        const lookAlike = lookAlikeOf(address)

        // The connect button: the account name, cut inside the button, in written order.
        const label = page.locator('[data-scope="connect-button"][data-part="label"]').first()
        await expect.poll(() => label.textContent()).toMatch(/^gnp\.exe\.avery/)
        expect(await isCut(label), 'the connect button cuts the name').toBe(true)

        await page.getByRole('button', { name: 'Open account', exact: true }).click()
        const account = await modalOn(page, 'Account')
        const name = account.locator('[data-part="address"]')
        await expect.poll(() => name.textContent()).toBe(ACCOUNT_NAME.slice(1))
        expect(await isCut(name), 'the account name is cut').toBe(true)

        // Tokens.
        const longRow = account.locator('[data-part="token"]').filter({ hasText: 'Wrapped' })
        await longRow.waitFor()
        await settled(page)
        const tokens = await overflowOf(page, '[data-part="token"]')
        expect(tokens.rows).toBeGreaterThanOrEqual(3)
        expect(await account.locator('[data-part="token"]').filter({ hasText: 'BRK' }).count(), 'the unusable balance is left out').toBe(0)
        expect(tokens.outside, 'token parts outside their row').toEqual([])
        expect(tokens.cardOverflow, 'the card scrolls sideways').toBeLessThanOrEqual(0)
        expect(await isCut(longRow.locator('[data-part="title"]')), 'the long name is cut').toBe(true)
        expect(await isCut(longRow.locator('[data-part="amount"] [data-part="symbol"]')), 'the long symbol is cut').toBe(true)
        expect(await longRow.locator('[data-part="amount"]').getAttribute('title')).toBe(`12.500 ${LONG_SYMBOL}`)
        const overridden = account.locator('[data-part="token"]').filter({ hasText: 'Photo' })
        expect(await overridden.textContent()).not.toContain(RLO)
        expect(await overridden.locator('[data-part="title"]').textContent()).toBe('Photo gnp.exe')
        expect(await axeViolations(page), `Tokens, ${size}, ${theme}`).toEqual([])
        await shot(page, account.locator('[data-part="token"]').filter({ hasText: 'ILS' }), `tokens-${size}-${theme}`)

        // Activity.
        await account.getByRole('tab', { name: 'Activity' }).click()
        const zero = account.locator(`[data-part="activity-item"][data-value="0x${'a'.repeat(64)}"]`)
        await zero.waitFor()
        await settled(page)
        const activity = await overflowOf(page, '[data-part="activity-item"]')
        expect(activity.outside, 'activity parts outside their row').toEqual([])
        expect(activity.cardOverflow, 'the card scrolls sideways').toBeLessThanOrEqual(0)
        // The zero-value bait from a look-alike of the account's own address carries both warnings.
        expect(await zero.getAttribute('data-warning')).toBe('zero-value look-alike')
        expect(await zero.locator('[data-part="activity-warning"]').isVisible()).toBe(true)
        // A transfer from a look-alike of an address the account sent to is marked, seen and heard; the genuine one is not.
        const poisoned = account.locator(`[data-part="activity-item"][data-value="0x${'e'.repeat(64)}"]`)
        expect(await poisoned.getAttribute('data-warning')).toBe('look-alike')
        expect(await poisoned.locator('[data-part="activity-warning"]').textContent()).toBe(LOOK_ALIKE_TEXT)
        expect(await poisoned.locator('[data-part="activity-warning"]').isVisible()).toBe(true)
        expect(await poisoned.getByRole('link').getAttribute('aria-label')).toMatch(new RegExp(`^View transaction on explorer: ${LOOK_ALIKE_TEXT}\\. `))
        expect(await account.locator(`[data-part="activity-item"][data-value="0x${'d'.repeat(64)}"]`).getAttribute('data-warning')).toBeNull()
        // One unusable entry leaves the tab available: the others are listed, that one left out.
        expect(await account.locator('[data-part="activity-state"][data-state="error"]').count()).toBe(0)
        expect(await account.locator(`[data-part="activity-item"][data-value="0x${'f'.repeat(64)}"]`).count()).toBe(0)
        // The look-alike reads differently from the account's own address where SPEC's 4 + 6 would not.
        const party = (await zero.locator('[data-part="activity-party"]').textContent()) ?? ''
        expect(party).toBe(`from ${lookAlike.slice(0, 10)}...${lookAlike.slice(-8)}`)
        expect(party).not.toContain(`${address.slice(0, 10)}...`)
        const long = account.locator(`[data-part="activity-item"][data-value="0x${'b'.repeat(64)}"] [data-part="activity-amount"] [data-part="symbol"]`)
        expect(await isCut(long), 'the long symbol is cut').toBe(true)
        expect(await account.locator(`[data-part="activity-item"][data-value="0x${'c'.repeat(64)}"]`).textContent()).not.toContain(RLO)
        expect(await axeViolations(page), `Activity, ${size}, ${theme}`).toEqual([])
        await shot(page, account.locator(`[data-part="activity-item"][data-value="0x${'c'.repeat(64)}"]`), `activity-${size}-${theme}`)
        // The flagged rows: the zero-value bait and the look-alike, at the top of the list.
        await shot(page, zero, `look-alike-${size}-${theme}`)
      } finally {
        await session.close()
      }
    })
  })
})
