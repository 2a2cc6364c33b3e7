// Rough edges a visitor or a new site owner meets first (issue 25), each seen where a person sees it:
// in headless Chromium on the production build (the devnet page), at a desktop and a phone size, in
// both themes. Pictures land in docs/screenshots/rough-edges-*.png.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { testEmail } from './testEmail.js'
import { modalOn, openDevnetPage, settled } from './devnetPage.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
const devnet = inject('devnet')
const SIZES = [
  { name: 'desktop', viewport: { width: 1024, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const
const THEMES = ['light', 'dark'] as const

let browser: Browser

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true })
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

/** The box of the first element `selector` matches, read in the page. */
async function boxOf(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} has no box`)
  return box
}

/** Keeps a picture of the modal (with a margin of page around it) as rough-edges-<name>.png. */
async function shot(page: Page, name: string): Promise<void> {
  await settled(page)
  const box = await page.getByRole('dialog').boundingBox()
  if (!box) throw new Error('the modal has no box')
  const viewport = page.viewportSize() ?? { width: 1024, height: 720 }
  const x = Math.max(0, box.x - 24)
  const y = Math.max(0, box.y - 24)
  await page.screenshot({
    path: `${SCREENSHOTS}rough-edges-${name}.png`,
    clip: { x, y, width: Math.min(viewport.width, box.x + box.width + 24) - x, height: Math.min(viewport.height, box.y + box.height + 24) - y },
  })
}

/** Opens the devnet page at `query` in `theme` and `viewport`, with the clipboard allowed. */
async function openAt(query: string, theme: string, viewport: { width: number; height: number }): Promise<PageSession> {
  const url = new URL(`?theme=${theme}${query ? `&${query}` : ''}`, inject('baseUrl'))
  const session = await openDevnetPage(browser, accounts.page(url.href))
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.origin })
  await session.page.setViewportSize(viewport)
  return session
}

/** Connects the Portico Test Wallet through the modal, then opens it again on Account. */
async function connectAndOpenAccount(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Portico Test Wallet' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Open account' }).click()
  return modalOn(page, 'Account')
}

const frameOrigin = devnet.loginFrameUrl ? new URL(devnet.loginFrameUrl).origin : ''
/** The login frame keeps its users while the devnet runs: each sign-in here is a user of its own. */

/** Signs in through the modal's e-mail field with the code the devnet's login frame mailed to its mailbox page. */
async function emailLogin(session: PageSession, email: string): Promise<void> {
  const { page } = session
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connect = await modalOn(page, 'Connect')
  await connect.getByLabel('E-mail address').fill(email)
  await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
  const verify = await modalOn(page, 'EmailLogin')
  await verify.getByLabel('Code from the e-mail').waitFor()
  const mailbox = await session.context.newPage()
  await mailbox.goto(`${frameOrigin}/mailbox`)
  const code = (await mailbox.locator(`li[data-email="${email}"] .code`).first().textContent()) ?? ''
  await mailbox.close()
  await verify.getByLabel('Code from the e-mail').fill(code)
  await verify.getByRole('button', { name: 'Verify' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
  await page.waitForFunction(`/^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid="connected-address"]')?.textContent ?? '')`)
}

describe.each(SIZES)('at $name size', ({ name: size, viewport }) => {
  describe.each(THEMES)('in the %s theme', (theme) => {
    test('while a pairing link is prepared, the spinner ring stays in its slot above the buttons', async () => {
      if (!devnet.relayUrl) return
      const session = await openDevnetPage(browser, accounts.page(new URL(`?walletconnect=1&theme=${theme}`, inject('baseUrl')).href))
      const { page } = session
      try {
        await page.setViewportSize(viewport)
        // The relay never answers: the pairing link stays in preparation.
        await page.routeWebSocket(/^ws:\/\/127\.0\.0\.1:\d+/, () => undefined)
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        const connect = await modalOn(page, 'Connect')
        await connect.getByRole('button', { name: 'WalletConnect QR code' }).click()
        const pairing = await modalOn(page, 'ConnectingWalletConnect')
        const spinner = pairing.locator('[data-scope="pairing"][data-part="spinner"]')
        await spinner.waitFor()
        const ring = await boxOf(page, '[data-scope="pairing"][data-part="spinner"]')
        const dialog = await boxOf(page, '[role="dialog"]')
        const actions = await boxOf(page, '[data-scope="pairing"][data-part="actions"]')
        // A ring, in its slot: round and small, well inside the modal, ending above the buttons.
        expect(ring.width, `the ring is ${Math.round(ring.width)} px wide in a ${Math.round(dialog.width)} px modal`).toBeLessThanOrEqual(96)
        expect(Math.abs(ring.width - ring.height)).toBeLessThan(1)
        expect(ring.y + ring.height).toBeLessThanOrEqual(actions.y)
        expect(Math.abs(ring.x + ring.width / 2 - (dialog.x + dialog.width / 2))).toBeLessThan(2)
        await page.screenshot({ path: `${SCREENSHOTS}rough-edges-pairing-spinner-${size}-${theme}.png` })
      } finally {
        await session.context.close()
      }
    })
    test('copying the address shows "Copied" on the button for a moment, and a live region says "Address copied"', async () => {
      const session = await openAt('', theme, viewport)
      const { page } = session
      try {
        const account = await connectAndOpenAccount(page)
        const address = (await page.getByTestId('connected-address').textContent()) ?? ''
        await account.getByRole('button', { name: 'Copy address' }).click()
        // Seen: the words on the button, in the modal's own box; heard: the live region.
        const shown = account.locator('[data-part="copy-address"]').getByText('Copied', { exact: true })
        await shown.waitFor()
        expect(await shown.isVisible()).toBe(true)
        expect(await account.getByRole('status').filter({ hasText: 'Address copied' }).count()).toBe(1)
        expect(await page.evaluate('navigator.clipboard.readText()')).toBe(address)
        await shot(page, `copy-address-${size}-${theme}`)
      } finally {
        await session.context.close()
      }
    })

    test('copying the pairing link: the button reads "Link copied", and a live region says so', async () => {
      if (!devnet.relayUrl) return
      const session = await openAt('walletconnect=1', theme, viewport)
      const { page } = session
      try {
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        await (await modalOn(page, 'Connect')).getByRole('button', { name: 'WalletConnect QR code' }).click()
        const pairing = await modalOn(page, 'ConnectingWalletConnect')
        // The link is ready (on a phone the QR code is folded away, so wait for the copy button).
        await pairing.locator('[data-scope="pairing"][data-part="copy"]:not([disabled])').waitFor()
        await pairing.getByRole('button', { name: 'Copy link to connect' }).click()
        await pairing.getByRole('button', { name: 'Link copied' }).waitFor()
        expect(await pairing.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(1)
        expect(await page.evaluate('navigator.clipboard.readText()')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
        await shot(page, `copy-link-${size}-${theme}`)
      } finally {
        await session.context.close()
      }
    })
    test("the login frame's approval screen fits its slot, Approve and Reject in view, and shows the amount in ETH", async () => {
      if (!devnet.loginFrameUrl) return
      const session = await openAt('embedded=1', theme, viewport)
      const { page } = session
      try {
        await emailLogin(session, testEmail(`approve-${size}-${theme}`))
        await page.getByRole('region', { name: 'Send ether' }).getByRole('button', { name: 'Send 0.01 ETH' }).click()
        await modalOn(page, 'ApproveTransaction')
        await page.waitForFunction(`document.querySelector('iframe[data-portico-frame]')?.style.visibility === 'visible'`)
        const frame = page.frameLocator('iframe[data-portico-frame]')
        await frame.locator('#approve').waitFor()
        await settled(page)
        const place = await boxOf(page, 'iframe[data-portico-frame]')
        const dialog = await boxOf(page, '[role="dialog"]')
        const seen = { top: Math.max(place.y, dialog.y, 0), bottom: Math.min(place.y + place.height, dialog.y + dialog.height, viewport.height) }
        for (const id of ['#approve', '#reject']) {
          const button = await frame.locator(id).boundingBox()
          if (!button) throw new Error(`${id} has no box`)
          expect(button.y, `${id} starts below the top of what is seen`).toBeGreaterThanOrEqual(seen.top - 0.5)
          expect(button.y + button.height, `${id} ends ${Math.round(button.y + button.height - seen.bottom)} px below what is seen`).toBeLessThanOrEqual(seen.bottom + 0.5)
          expect(button.x).toBeGreaterThanOrEqual(place.x - 0.5)
          expect(button.x + button.width).toBeLessThanOrEqual(place.x + place.width + 0.5)
        }
        // Nothing wider than the frame: no sideways scrolling inside it.
        expect(await frame.locator('html').evaluate((root) => {
          const box = root as unknown as { scrollWidth: number; clientWidth: number }
          return box.scrollWidth <= box.clientWidth
        })).toBe(true)
        // The amount in ether with its symbol; the raw wei (hex) is not what a person reads.
        expect(await frame.getByText('0.01 ETH', { exact: true }).isVisible()).toBe(true)
        expect(await frame.getByText(/0x2386f26fc10000/).isVisible()).toBe(false)
        await page.screenshot({ path: `${SCREENSHOTS}rough-edges-approve-frame-${size}-${theme}.png` })
        await frame.locator('#reject').click()
        await page.getByRole('dialog').waitFor({ state: 'detached' })
      } finally {
        await session.context.close()
      }
    }, 120_000)
    test('with sign-in required, trying to close says why ("Sign in to continue"), and declining the signature logs no console error', async () => {
      const session = await openAt('siwx=required', theme, viewport)
      const { page } = session
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      try {
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Portico Test Wallet' }).click()
        const dialog = await modalOn(page, 'SIWXSignMessage')
        await dialog.getByText('wants you to sign in').waitFor()
        const notice = dialog.getByRole('status').filter({ hasText: 'Sign in to continue' })
        expect(await notice.count()).toBe(0)
        const close = dialog.getByRole('button', { name: 'Close' })
        const before = await close.boundingBox()
        await close.click()
        // Seen, near the header, and heard: a live region says why the modal stays.
        await notice.waitFor()
        expect(await notice.isVisible()).toBe(true)
        const header = await boxOf(page, '[data-scope="modal"][data-part="header"]')
        const shown = await notice.boundingBox()
        if (!shown) throw new Error('the notice has no box')
        expect(Math.abs(shown.y - (header.y + header.height)), 'the notice hangs right under the header').toBeLessThan(2)
        expect(await page.locator('[role="dialog"][data-view="SIWXSignMessage"]').isVisible()).toBe(true)
        // Nothing moved under the pointer: the close button is where it was clicked.
        expect(await close.boundingBox()).toEqual(before)
        await shot(page, `close-refused-${size}-${theme}`)

        // The visitor declines in the wallet: said in the view, and not an error in the console.
        await page.evaluate(`window.__porticoDevnet.wallets.main.setNextBehavior('reject')`)
        await dialog.getByRole('button', { name: 'Sign in' }).click()
        await page.getByText('Signature declined in the wallet').waitFor()
        expect(errors).toEqual([])
      } finally {
        await session.context.close()
      }
    })
    test("the login frame's reasons reach the visitor: a wrong code, and an e-mail that belongs to another account", async () => {
      if (!devnet.loginFrameUrl) return
      const session = await openAt('embedded=1', theme, viewport)
      const { page } = session
      const taken = testEmail(`taken-${size}-${theme}`)
      const visitor = testEmail(`visitor-${size}-${theme}`)
      try {
        // Another account holds `taken`.
        await emailLogin(session, taken)
        await page.getByRole('button', { name: 'Open account' }).click()
        await (await modalOn(page, 'Account')).getByRole('button', { name: 'Disconnect' }).click()
        await page.getByRole('dialog').waitFor({ state: 'detached' })

        // A wrong code: the frame said 'Invalid code', and so does the modal, in its own words.
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        const connect = await modalOn(page, 'Connect')
        await connect.getByLabel('E-mail address').fill(visitor)
        await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
        const verify = await modalOn(page, 'EmailLogin')
        const code = verify.getByLabel('Code from the e-mail')
        await code.fill('000000')
        await verify.getByRole('button', { name: 'Verify' }).click()
        await verify.getByRole('alert').filter({ hasText: /\S/ }).waitFor()
        expect(await verify.getByRole('alert').textContent()).toBe('That code is not right. Check the e-mail and try again.')
        await shot(page, `wrong-code-${size}-${theme}`)
        const mailbox = await session.context.newPage()
        await mailbox.goto(`${frameOrigin}/mailbox`)
        const right = (await mailbox.locator(`li[data-email="${visitor}"] .code`).first().textContent()) ?? ''
        await mailbox.close()
        await code.fill(right)
        await verify.getByRole('button', { name: 'Verify' }).click()
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })

        // The e-mail of another account: the frame said so, and so does the modal.
        await page.getByRole('button', { name: 'Open account' }).click()
        await (await modalOn(page, 'Account')).getByRole('button', { name: 'Change e-mail' }).click()
        const update = await modalOn(page, 'UpdateEmailWallet')
        await update.getByLabel('New e-mail address').fill(taken)
        await update.getByRole('button', { name: 'Continue' }).click()
        await update.getByRole('alert').filter({ hasText: /\S/ }).waitFor()
        expect(await update.getByRole('alert').textContent()).toBe('This e-mail belongs to another account')
        await shot(page, `email-in-use-${size}-${theme}`)
      } finally {
        await session.context.close()
      }
    }, 120_000)
  })
})

test('the devnet page, in development (where React checks keys), logs no error or warning on load and once connected', async () => {
  const session = await openPage(browser)
  const { page } = session
  const messages: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    // The dev server's own client, looking for the HMR socket the e2e server runs without.
    if (/^\[vite\]|^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\?token=/.test(text)) return
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${text}`)
  })
  try {
    await page.goto(accounts.page(inject('devBaseUrl')))
    await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Portico Test Wallet' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // Connected: the sign and send panels render (each keyed by the active namespace).
    await page.getByRole('button', { name: 'Sign message' }).waitFor()
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).waitFor()
    expect(messages).toEqual([])
  } finally {
    await session.close()
  }
})
