// The embedded wallet through the modal, end to end in headless Chromium: the main devnet page
// with `?embedded=1` loads the devnet's reference login frame from another loopback origin. A
// visitor signs in with the code the frame mailed to its mailbox page, sees the account, approves
// a transaction in the frame shown over the modal (ApproveTransaction) that lands on chain,
// rejects another, and signs out; a social login goes through the popup and the stand-in provider;
// a visitor changes the e-mail with the two codes read from the mailbox (UpdateEmailWallet).
// axe and screenshots of the new views, light and dark, desktop and phone.
import { jsonRpcRequest } from '@portico/test-chains'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { testEmail } from './testEmail.js'
import { settled } from './modalOn.js'
import { check, ensureScreenshotFolder, loadAxe, modalOn } from './viewShots.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const baseUrl = inject('baseUrl')
const devnet = inject('devnet')
const frameUrl = devnet.loginFrameUrl
const frameOrigin = frameUrl ? new URL(frameUrl).origin : ''

let browser: Browser

async function openEmbeddedPage(query = '', viewport = { width: 1024, height: 720 }): Promise<PageSession> {
  const session = await openPage(browser)
  await session.page.setViewportSize(viewport)
  // The first load pays for the dev server's transforms of the embedded wallet's modules.
  await session.page.goto(accounts.page(`${baseUrl}?embedded=1${query}`), { timeout: 90_000 })
  await session.page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
  await loadAxe(session.page)
  return session
}

/** The newest code the frame mailed to `email`, read from its mailbox page as a visitor would. */
async function mailedCode(session: PageSession, email: string): Promise<string> {
  const mailbox = await session.context.newPage()
  try {
    await mailbox.goto(`${frameOrigin}/mailbox`)
    const code = (await mailbox.locator(`li[data-email="${email}"] .code`).first().textContent()) ?? ''
    expect(code).toMatch(/^\d{6}$/)
    return code
  } finally {
    await mailbox.close()
  }
}

/**
 * Opens the modal's Connect, clicks the provider's social button and waits for the popup and
 * EmailLogin's social step; the popup is 600 by 800.
 */
async function startSocialLogin(page: Page, provider: string): Promise<{ popup: Page; social: Locator }> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connect = await modalOn(page, 'Connect')
  const popupOpened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: `Continue with ${provider}` }).click()
  const popup = await popupOpened
  const social = await modalOn(page, 'EmailLogin')
  expect(popup.viewportSize()).toEqual({ width: 600, height: 800 })
  return { popup, social }
}

/** Signs in through the modal's e-mail field; resolves with the account's address. */
async function emailLogin(session: PageSession, email: string, shots?: { theme: string; suffix: string }): Promise<string> {
  const { page } = session
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connect = await modalOn(page, 'Connect')
  const field = connect.getByLabel('E-mail address')
  await field.waitFor()
  if (shots) await check(page, connect, `connect-email${shots.suffix}`, shots.theme)
  await field.fill(email)
  await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
  const verify = await modalOn(page, 'EmailLogin')
  await verify.getByLabel('Code from the e-mail').waitFor()
  if (shots) await check(page, verify, `email-verify-otp${shots.suffix}`, shots.theme)
  await verify.getByLabel('Code from the e-mail').fill(await mailedCode(session, email))
  await verify.getByRole('button', { name: 'Verify' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
  await page.waitForFunction(`/^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid="connected-address"]')?.textContent ?? '')`)
  return (await page.getByTestId('connected-address').textContent()) ?? ''
}

/**
 * Changes the signed-in visitor's e-mail from Account: the new address, the code mailed to the
 * current address, then the one mailed to the new address, each read from the mailbox page; back
 * on Account with the new e-mail, and the modal closed again.
 */
async function changeEmail(session: PageSession, from: string, to: string, shots?: { theme: string; suffix: string }): Promise<void> {
  const { page } = session
  await page.getByRole('button', { name: 'Open account' }).click()
  const account = await modalOn(page, 'Account')
  // The Account view shows the e-mail (truncated past 30 characters, whole in its title).
  await account.locator(`[data-part="email"][title="${from}"]`).waitFor()
  await account.getByRole('button', { name: 'Change e-mail' }).click()
  const update = await modalOn(page, 'UpdateEmailWallet')
  const field = update.getByLabel('New e-mail address')
  await field.waitFor()
  await field.fill(to)
  if (shots) await check(page, update, `update-email${shots.suffix}`, shots.theme)
  await update.getByRole('button', { name: 'Continue' }).click()
  await update.getByText('Confirm your current e-mail').waitFor()
  await update.getByText(`We sent a 6-digit code to ${from}.`).waitFor()
  if (shots) await check(page, update, `update-email-primary${shots.suffix}`, shots.theme)
  await update.getByLabel('Code from the e-mail').fill(await mailedCode(session, from))
  await update.getByRole('button', { name: 'Verify' }).click()
  await update.getByText('Confirm your new e-mail').waitFor()
  await update.getByText(`We sent a 6-digit code to ${to}.`).waitFor()
  if (shots) await check(page, update, `update-email-secondary${shots.suffix}`, shots.theme)
  await update.getByLabel('Code from the e-mail').fill(await mailedCode(session, to))
  await update.getByRole('button', { name: 'Verify' }).click()
  const back = await modalOn(page, 'Account')
  await back.locator(`[data-part="email"][title="${to}"]`).waitFor()
  // The Account view's data and its toast ('Email updated') arrive while it opens; click Close once
  // they have settled (CI's click on it once left the modal open on Account for 30 s).
  await settled(page)
  await back.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

beforeAll(async () => {
  if (!frameUrl) return
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

describe.skipIf(!frameUrl)('the embedded wallet through the modal', () => {
  test('e-mail login with the mailed code, the account shown, a transaction approved in the frame over the modal landing on chain, a rejection, sign-out', async () => {
    const session = await openEmbeddedPage()
    const { page } = session
    try {
      const email = testEmail('journey')
      const address = await emailLogin(session, email)
      expect(await page.getByTestId('connection-status').textContent()).toBe('Connected')
      expect(await page.evaluate(`localStorage.getItem('@portico/email')`)).toBe(JSON.stringify(email))

      // The account is shown in the modal.
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      await account.locator('[data-part="address"]').filter({ hasText: address.slice(-4) }).first().waitFor()
      await account.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      // Approved in the frame's own screen, placed over ApproveTransaction.
      const frame = page.frameLocator('iframe[data-portico-frame]')
      const sendPanel = page.getByRole('region', { name: 'Send ether' })
      await sendPanel.getByRole('button', { name: 'Send 0.01 ETH' }).click()
      const approve = await modalOn(page, 'ApproveTransaction')
      await page.waitForFunction(`document.querySelector('iframe[data-portico-frame]')?.style.visibility === 'visible'`)
      // The frame follows its place in the view; the modal's open transition moves that place, and
      // the view measures again once it settled.
      await expect
        .poll(async () => {
          const place = await approve.locator('[data-part="approve-frame"]').boundingBox()
          const shown = await page.locator('iframe[data-portico-frame]').boundingBox()
          return Boolean(place && shown && Math.abs(place.x - shown.x) < 2 && Math.abs(place.y - shown.y) < 2)
        })
        .toBe(true)
      await frame.locator('#approve').click()
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
      await page.waitForFunction(`/^0x[0-9a-f]{64}$/.test(document.querySelector('[data-testid="tx-hash"]')?.textContent ?? '')`)
      const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
      const receipt = (await jsonRpcRequest(devnet.rpcUrls[0], 'eth_getTransactionReceipt', [hash])) as { status: string; from: string } | null
      expect(receipt?.status).toBe('0x1')
      expect(receipt?.from.toLowerCase()).toBe(address.toLowerCase())
      expect(await page.evaluate(`document.querySelector('iframe[data-portico-frame]')?.style.visibility`)).toBe('hidden')

      // Rejected there: nothing is sent, the panel says it failed, the modal is gone.
      await sendPanel.getByRole('button', { name: 'Send 0.01 ETH' }).click()
      await modalOn(page, 'ApproveTransaction')
      await frame.locator('#reject').click()
      await page.getByTestId('send-status').filter({ hasText: 'failed' }).waitFor()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      expect(await page.getByTestId('tx-hash').count()).toBe(0)

      // Sign-out from the Account view: the login cache goes.
      await page.getByRole('button', { name: 'Open account' }).click()
      await (await modalOn(page, 'Account')).getByRole('button', { name: 'Disconnect' }).click()
      await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
      expect(await page.evaluate(`localStorage.getItem('@portico/email_login_used')`)).toBeNull()
      expect(await page.evaluate(`localStorage.getItem('@portico/email')`)).toBeNull()
    } finally {
      await session.close()
    }
  }, 120_000)

  test('social login through the popup and the stand-in provider; the result is taken only from the frame origin', async () => {
    const session = await openEmbeddedPage()
    const { page } = session
    try {
      const { popup } = await startSocialLogin(page, 'GitHub')
      // A forged result from the site's own origin (not the frame's) is ignored.
      await page.evaluate(`window.postMessage({ resultUri: ${JSON.stringify(`${frameOrigin}/social/done?code=forged`)} }, '*')`)
      await popup.waitForURL(`${frameOrigin}/social?**`)
      await popup.getByRole('link', { name: 'Continue as devnet visitor' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
      await page.waitForFunction(`/^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid="connected-address"]')?.textContent ?? '')`)
      // The flow closed the popup once the result came.
      await expect.poll(() => popup.isClosed()).toBe(true)
    } finally {
      await session.close()
    }
  }, 90_000)

  test("a social popup the visitor closes: back to Connect with 'Popup closed' said", async () => {
    const session = await openEmbeddedPage()
    const { page } = session
    try {
      const { popup } = await startSocialLogin(page, 'Google')
      await popup.close()
      await modalOn(page, 'Connect')
      await page.getByText('The sign-in window was closed before you finished').waitFor()
    } finally {
      await session.close()
    }
  }, 60_000)
})

describe.skipIf(!frameUrl)('Farcaster through the QR code', () => {
  test('ConnectingFarcaster shows the sign-in address as a QR code; approved on the stand-in sign-in page, the wallet connects', async () => {
    const session = await openEmbeddedPage()
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Continue with Farcaster' }).click()
      const farcaster = await modalOn(page, 'ConnectingFarcaster')
      await farcaster.getByRole('img', { name: 'QR code to sign in with Farcaster on your phone' }).waitFor()
      const href = (await farcaster.getByRole('link', { name: 'Open the sign-in page' }).getAttribute('href')) ?? ''
      expect(new URL(href).origin).toBe(frameOrigin)
      // The phone: the sign-in page the QR code leads to.
      const phone = await session.context.newPage()
      try {
        await phone.goto(href)
        await phone.getByRole('link', { name: 'Approve the sign-in' }).click()
        await phone.getByText('Approved').waitFor()
      } finally {
        await phone.close()
      }
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
      await page.waitForFunction(`/^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid="connected-address"]')?.textContent ?? '')`)
      // A Farcaster login has no e-mail: Account offers no e-mail change.
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      await account.getByRole('button', { name: 'Disconnect' }).waitFor()
      expect(await account.getByRole('button', { name: 'Change e-mail' }).count()).toBe(0)
    } finally {
      await session.close()
    }
  }, 120_000)
})

describe.skipIf(!frameUrl)('changing the e-mail of the embedded wallet', () => {
  test('from Account: the code mailed to the current address, then the one mailed to the new address; the frame keeps the account under the new e-mail after a reload', async () => {
    const session = await openEmbeddedPage()
    const { page } = session
    try {
      const before = testEmail('change-before')
      const after = testEmail('change-after')
      const address = await emailLogin(session, before)
      // The same address, and a malformed one, are refused in the view; nothing is mailed.
      await page.getByRole('button', { name: 'Open account' }).click()
      await (await modalOn(page, 'Account')).getByRole('button', { name: 'Change e-mail' }).click()
      const update = await modalOn(page, 'UpdateEmailWallet')
      await update.getByLabel('New e-mail address').fill(before)
      await update.getByRole('button', { name: 'Continue' }).click()
      await update.getByText('This is already your e-mail address').waitFor()
      await update.getByLabel('New e-mail address').fill('after@')
      await update.getByRole('button', { name: 'Continue' }).click()
      await update.getByText('Please enter a valid email address').waitFor()
      await update.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      await changeEmail(session, before, after)
      expect(await page.evaluate(`localStorage.getItem('@portico/email')`)).toBe(JSON.stringify(after))
      expect(await page.getByTestId('connected-address').textContent()).toBe(address)

      // After a reload the frame restores the login, and tells the new e-mail for the same account.
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
      await page.waitForFunction(`(document.querySelector('[data-testid="connected-address"]')?.textContent ?? '') === ${JSON.stringify(address)}`, undefined, { timeout: 30_000 })
      await page.getByRole('button', { name: 'Open account' }).click()
      await (await modalOn(page, 'Account')).locator(`[data-part="email"][title="${after}"]`).waitFor()
    } finally {
      await session.close()
    }
  }, 180_000)
})

describe.skipIf(!frameUrl).each(['light', 'dark'])('the embedded wallet views in the %s theme', (theme) => {  test.each([
    { label: 'desktop', viewport: { width: 1024, height: 720 }, suffix: '' },
    { label: 'phone', viewport: { width: 390, height: 844 }, suffix: '-phone' },
  ])('$label: Connect with the e-mail field, EmailLogin, UpdateEmailWallet, ConnectingSocial, ConnectingFarcaster and ApproveTransaction pass axe and are pictured', async ({ viewport, suffix }) => {
    const session = await openEmbeddedPage(`&theme=${theme}`, viewport)
    const { page } = session
    try {
      await emailLogin(session, testEmail(`shots-${theme}${suffix}`), { theme, suffix })
      await changeEmail(session, testEmail(`shots-${theme}${suffix}`), testEmail(`shots-new-${theme}${suffix}`), { theme, suffix })
      await page.getByRole('region', { name: 'Send ether' }).getByRole('button', { name: 'Send 0.01 ETH' }).click()
      const approve = await modalOn(page, 'ApproveTransaction')
      await page.waitForFunction(`document.querySelector('iframe[data-portico-frame]')?.style.visibility === 'visible'`)
      await check(page, approve, `approve-transaction${suffix}`, theme)
      await page.frameLocator('iframe[data-portico-frame]').locator('#reject').click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Open account' }).click()
      await (await modalOn(page, 'Account')).getByRole('button', { name: 'Disconnect' }).click()
      const { popup, social } = await startSocialLogin(page, 'Google')
      await check(page, social, `connecting-social${suffix}`, theme)
      await popup.close()
      // Closed and opened again, so the 'Popup closed' toast is gone from the Farcaster picture.
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Close' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
      const farcaster = await modalOn(page, 'ConnectingFarcaster')
      // On a phone the sign-in page's link comes first and the QR code is folded away.
      await farcaster.getByRole(suffix ? 'button' : 'img', { name: suffix ? 'Show QR code' : 'QR code to sign in with Farcaster on your phone' }).waitFor()
      await check(page, farcaster, `connecting-farcaster${suffix}`, theme)
    } finally {
      await session.close()
    }
  }, 120_000)
})
