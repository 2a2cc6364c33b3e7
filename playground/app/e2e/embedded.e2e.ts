// The embedded wallet end to end in headless Chromium: embedded.html (the site, on the Vite origin)
// loads the devnet's reference login frame from another loopback origin, logs in with the code
// the frame delivered to its mailbox page, and signs and sends through the frame, each request
// approved or rejected on the frame's own screen. Also: a frame that never announces READY, and
// forged frame messages from another origin and from another window of the frame's origin.
import { jsonRpcRequest } from '@portico/test-chains'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { testEmail } from './testEmail.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const baseUrl = inject('baseUrl')
const devnet = inject('devnet')
const frameUrl = devnet.loginFrameUrl
const frameOrigin = frameUrl ? new URL(frameUrl).origin : ''

let browser: Browser

const text = (page: Page, selector: string) => page.locator(selector).textContent({ timeout: 1_000 }).then((value) => value ?? '')

/** Appends an iframe of `src` to the page and returns its frame once loaded. */
async function addFrame(page: Page, src: string) {
  const name = `forger-${Math.random().toString(36).slice(2)}`
  const origin = new URL(src).origin
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame.name() === name && frame.url().startsWith(origin) })
  await page.evaluate(`(() => {
    const element = document.createElement('iframe')
    element.name = ${JSON.stringify(name)}
    element.src = ${JSON.stringify(src)}
    document.body.append(element)
  })()`)
  const frame = await navigated
  await frame.waitForLoadState()
  return frame
}

describe.skipIf(!frameUrl)('the embedded wallet through the devnet login frame', () => {
  beforeAll(async () => {
    browser = await launchChromium()
    await accounts.fund()
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('e-mail login with the mailed code, the real balance, a transaction approved in the frame landing on chain, a rejection, sign-out', async () => {
    const session = await openPage(browser)
    const { page } = session
    try {
      await page.goto(accounts.page(`${baseUrl}embedded.html`))
      const frame = page.frameLocator('iframe[data-portico-frame]')
      const email = testEmail('embedded-visitor')
      await page.fill('#email', email)
      await page.click('#send-code')
      await page.waitForSelector('#code-form:not([hidden])')
      expect(await text(page, '#status')).toBe(`A code was sent to ${email}`)

      const mailbox = await session.context.newPage()
      await mailbox.goto(`${frameOrigin}/mailbox`)
      const code = (await mailbox.locator(`li[data-email="${email}"] .code`).first().textContent()) ?? ''
      expect(code).toMatch(/^\d{6}$/)
      await mailbox.close()

      await page.fill('#code', code)
      await page.click('#verify')
      await page.waitForFunction(`/^0x[0-9a-fA-F]{40}$/.test(document.querySelector('#address')?.textContent ?? '')`)
      await page.waitForFunction(`(document.querySelector('#balance')?.textContent ?? '') !== ''`)
      const address = await text(page, '#address')
      const onChain = BigInt(String(await jsonRpcRequest(devnet.rpcUrls[0], 'eth_getBalance', [address, 'latest'])))
      expect(BigInt(await text(page, '#balance'))).toBe(onChain)
      expect(await text(page, '#solana-address')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      expect(await page.evaluate(`localStorage.getItem('@portico/email')`)).toBe(JSON.stringify(email))

      // Approved in the frame's own screen, shown over the page.
      await page.click('#send-tx')
      await frame.locator('#approve').click()
      await page.waitForFunction(`/^0x[0-9a-f]{64}$/.test(document.querySelector('#tx-hash')?.textContent ?? '')`)
      const hash = await text(page, '#tx-hash')
      const receipt = (await jsonRpcRequest(devnet.rpcUrls[0], 'eth_getTransactionReceipt', [hash])) as { status: string; from: string }
      expect(receipt.status).toBe('0x1')
      expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
      await page.waitForFunction(`document.querySelector('iframe[data-portico-frame]')?.style.visibility === 'hidden'`)

      // Rejected there: nothing is sent, the page says so.
      await page.click('#send-tx')
      await frame.locator('#reject').click()
      await page.waitForFunction(`(document.querySelector('#error')?.textContent ?? '') !== ''`)
      expect((await text(page, '#error')).toLowerCase()).toContain('reject')
      expect(await text(page, '#tx-hash')).toBe(hash)

      await page.click('#sign-out')
      await page.waitForFunction(`document.querySelector('#status')?.textContent === 'Signed out'`)
      expect(await page.evaluate(`localStorage.getItem('@portico/email_login_used')`)).toBeNull()
      expect(await page.evaluate(`localStorage.getItem('@portico/email')`)).toBeNull()
    } finally {
      await session.close()
    }
  })

  test("a frame that never sends READY fails with 'iframe_load_failed' after 20 s, forged READYs from another origin or window notwithstanding", async () => {
    const session = await openPage(browser)
    const { page } = session
    try {
      // The mailbox page loads in the hidden frame but never speaks the protocol.
      await page.goto(accounts.page(`${baseUrl}embedded.html?frame=${encodeURIComponent(`${frameOrigin}/mailbox`)}`))
      await page.fill('#email', testEmail('embedded-no-ready'))
      const started = Date.now()
      await page.click('#send-code')
      const forgeries = [
        devnet.servicesUrl ? await addFrame(page, `${devnet.servicesUrl}/appkit/v1/config`) : undefined,
        await addFrame(page, `${frameOrigin}/mailbox?another-window`),
      ]
      for (const forger of forgeries) {
        await forger?.evaluate(`(() => {
          window.parent.postMessage({ type: '@w3m-frame/READY' }, '*')
          window.parent.postMessage({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'guess', payload: { action: 'CONNECT' } }, '*')
        })()`)
      }
      await page.waitForFunction(`(document.querySelector('#error')?.textContent ?? '') !== ''`, undefined, { timeout: 40_000 })
      expect(await text(page, '#error')).toBe('iframe_load_failed')
      expect(Date.now() - started).toBeGreaterThanOrEqual(19_000)
      expect(await page.locator('#code-form').isHidden()).toBe(true)
    } finally {
      await session.close()
    }
  }, 60_000)
})
