// The embedded wallet's smart account, end to end in headless Chromium: on the main devnet page
// with `?embedded=1` a visitor signs in with the mailed code, switches to the smart account in
// the Account view (offered because the devnet frame says the chain has smart accounts), signs a
// message whose signature verifies against the chain (ERC-6492 while the account is not yet
// deployed, EIP-1271 after), sends ether from it (the frame's approve screen names the smart
// account; the owner's execute lands on the anvil chain and the account's balance drops), reloads
// (the stored type is kept), switches back to the EOA and reloads again. With sign-in required
// (`&siwx=required`), the smart account signs in with an ERC-6492 signature that the site checks on
// chain (adapter-evm's verifier), at sign-in and after a reload. Account with the switch passes axe
// and is pictured light and dark, desktop and phone.
import { jsonRpcRequest } from '@portico/test-chains'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { testEmail } from './testEmail.js'
import { check, ensureScreenshotFolder, loadAxe, modalOn } from './viewShots.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const baseUrl = inject('baseUrl')
const devnet = inject('devnet')
const frameUrl = devnet.loginFrameUrl
const frameOrigin = frameUrl ? new URL(frameUrl).origin : ''
/** The message the devnet page's Sign panel signs. */
const SIGNED_MESSAGE = 'Hello from the Portico devnet playground'
const ONE_HUNDREDTH_ETH = 10n ** 16n

let browser: Browser

async function openEmbeddedPage(query = '', viewport = { width: 1024, height: 720 }): Promise<PageSession> {
  const session = await openPage(browser)
  await session.page.setViewportSize(viewport)
  await session.page.goto(accounts.page(`${baseUrl}?embedded=1${query}`), { timeout: 90_000 })
  await session.page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
  await loadAxe(session.page)
  return session
}

/** Signs in through the modal's e-mail field with the code read from the frame's mailbox page; resolves with the address. */
async function emailLogin(session: PageSession, email: string): Promise<string> {
  const { page } = session
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connect = await modalOn(page, 'Connect')
  await connect.getByLabel('E-mail address').fill(email)
  await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
  const verify = await modalOn(page, 'EmailLogin')
  await verify.getByLabel('Code from the e-mail').waitFor()
  const mailbox = await session.context.newPage()
  let code = ''
  try {
    await mailbox.goto(`${frameOrigin}/mailbox`)
    code = (await mailbox.locator(`li[data-email="${email}"] .code`).first().textContent()) ?? ''
  } finally {
    await mailbox.close()
  }
  await verify.getByLabel('Code from the e-mail').fill(code)
  await verify.getByRole('button', { name: 'Verify' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
  return waitForAddress(page, (address) => /^0x[0-9a-fA-F]{40}$/.test(address))
}

/** Waits until the page's connected address passes `test`; resolves with it. */
async function waitForAddress(page: Page, test: (address: string) => boolean): Promise<string> {
  await expect.poll(async () => test((await page.getByTestId('connected-address').textContent()) ?? ''), { timeout: 30_000 }).toBe(true)
  return (await page.getByTestId('connected-address').textContent()) ?? ''
}

/** Clicks the Account view's account-type switch (`label`); resolves once the page shows another address. */
async function switchAccountType(page: Page, label: string, from: string): Promise<string> {
  await page.getByRole('button', { name: 'Open account' }).click()
  const account = await modalOn(page, 'Account')
  await account.getByRole('button', { name: label }).click()
  const next = await waitForAddress(page, (address) => /^0x[0-9a-fA-F]{40}$/.test(address) && address !== from)
  await account.locator(`[data-part="address"][title="${next}"]`).waitFor()
  await account.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  return next
}

/** Approves the open request in the frame shown over ApproveTransaction; resolves with what its approve screen says about the account. */
async function approveInFrame(page: Page): Promise<string> {
  await modalOn(page, 'ApproveTransaction')
  await page.waitForFunction(`document.querySelector('iframe[data-portico-frame]')?.style.visibility === 'visible'`)
  const frame = page.frameLocator('iframe[data-portico-frame]')
  // The frame's approve screen comes once it asked its server which account pays.
  await frame.locator('#approve').waitFor({ state: 'visible' })
  const account = (await frame.locator('#request-account').textContent()) ?? ''
  await frame.locator('#approve').click()
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
  return account
}

/** Signs the Sign panel's message, approved in the frame; resolves with the signature. */
async function signMessage(page: Page, previous?: string): Promise<Hex> {
  await page.getByRole('region', { name: 'Sign a message' }).getByRole('button', { name: 'Sign message' }).click()
  expect(await approveInFrame(page)).toMatch(/^From your smart account 0x[0-9a-fA-F]{40}$/)
  const shown = async () => ((await page.getByTestId('signature').count()) > 0 ? ((await page.getByTestId('signature').textContent()) ?? '') : '')
  await expect.poll(async () => { const text = await shown(); return /^0x[0-9a-f]+$/.test(text) && text !== previous }, { timeout: 30_000 }).toBe(true)
  return (await shown()) as Hex
}

const balanceOf = async (address: string) => BigInt((await jsonRpcRequest(devnet.rpcUrls[0], 'eth_getBalance', [address, 'latest'])) as string)

beforeAll(async () => {
  if (!frameUrl) return
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})
afterAll(async () => {
  await browser?.close()
})

describe.skipIf(!frameUrl)("the embedded wallet's smart account", () => {
  test('switch to the smart account, sign (ERC-6492, then EIP-1271) and send from it on chain, the type kept over a reload, back to the EOA', async () => {
    const session = await openEmbeddedPage()
    const { page } = session
    const chain = createPublicClient({ transport: http(devnet.rpcUrls[0]) })
    try {
      const eoa = await emailLogin(session, testEmail('smart'))
      const smart = await switchAccountType(page, 'Switch to smart account', eoa)
      expect(smart.toLowerCase()).not.toBe(eoa.toLowerCase())
      expect(await page.evaluate(`localStorage.getItem('@portico/preferred_account_types')`)).toBe(JSON.stringify({ eip155: 'smartAccount' }))
      expect(JSON.parse((await page.evaluate(`localStorage.getItem('@portico/smart_account_enabled_networks')`)) as string)).toContain('eip155:31337')

      // Not deployed yet: an ERC-6492 signature, valid against the chain.
      expect(await jsonRpcRequest(devnet.rpcUrls[0], 'eth_getCode', [smart, 'latest'])).toBe('0x')
      const counterfactual = await signMessage(page)
      expect(counterfactual.endsWith('6492'.repeat(16))).toBe(true)
      expect(await chain.verifyMessage({ address: smart as Address, message: SIGNED_MESSAGE, signature: counterfactual })).toBe(true)

      // Sent from the smart account: the frame names it, its owner's execute lands, its balance drops.
      const deployedFlag = `window.__porticoDevnet.client.controllers.connection.getSnapshot().connections.find((c) => c.connectorId === 'AUTH')?.namespaces.eip155?.smartAccountDeployed`
      expect(await page.evaluate(deployedFlag)).toBe(false)
      const before = await balanceOf(smart)
      await page.getByRole('region', { name: 'Send ether' }).getByRole('button', { name: 'Send 0.01 ETH' }).click()
      expect(await approveInFrame(page)).toBe(`From your smart account ${smart}`)
      await page.waitForFunction(`/^0x[0-9a-f]{64}$/.test(document.querySelector('[data-testid="tx-hash"]')?.textContent ?? '')`, undefined, { timeout: 30_000 })
      const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
      const receipt = (await jsonRpcRequest(devnet.rpcUrls[0], 'eth_getTransactionReceipt', [hash])) as { status: string; from: string; to: string } | null
      expect(receipt).toMatchObject({ status: '0x1' })
      expect(receipt?.from.toLowerCase()).toBe(eoa.toLowerCase())
      expect(receipt?.to.toLowerCase()).toBe(smart.toLowerCase())
      expect(await balanceOf(smart)).toBe(before - ONE_HUNDREDTH_ETH)
      // The frame says its session changed; the site reads it again and knows the account is deployed now.
      await expect.poll(() => page.evaluate(deployedFlag), { timeout: 30_000 }).toBe(true)

      // Deployed now: a plain EIP-1271 signature.
      const deployed = await signMessage(page, counterfactual)
      expect(deployed).toHaveLength(132)
      expect(await chain.verifyMessage({ address: smart as Address, message: SIGNED_MESSAGE, signature: deployed })).toBe(true)

      // A reload keeps the smart account (the stored type goes to the frame with the login).
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
      await waitForAddress(page, (address) => address === smart)

      expect(await switchAccountType(page, 'Switch to your EOA', smart)).toBe(eoa)
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
      await waitForAddress(page, (address) => address === eoa)
      expect(await page.evaluate(`localStorage.getItem('@portico/preferred_account_types')`)).toBe(JSON.stringify({ eip155: 'eoa' }))
    } finally {
      await session.close()
    }
  }, 180_000)
})

describe.skipIf(!frameUrl).each(['light', 'dark'])('Account with the smart-account switch in the %s theme', (theme) => {
  test.each([
    { label: 'desktop', viewport: { width: 1024, height: 720 }, suffix: '' },
    { label: 'phone', viewport: { width: 390, height: 844 }, suffix: '-phone' },
  ])('$label: the EOA with the switch, then the smart account, pass axe and are pictured', async ({ viewport, suffix }) => {
    const session = await openEmbeddedPage(`&theme=${theme}`, viewport)
    const { page } = session
    try {
      const eoa = await emailLogin(session, testEmail(`smart-shots-${theme}${suffix}`))
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      await account.getByRole('button', { name: 'Switch to smart account' }).waitFor()
      await check(page, account, `account-eoa-switch${suffix}`, theme)
      await account.getByRole('button', { name: 'Switch to smart account' }).click()
      await waitForAddress(page, (address) => /^0x[0-9a-fA-F]{40}$/.test(address) && address !== eoa)
      await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
      await check(page, account, `account-smart-account${suffix}`, theme)
    } finally {
      await session.close()
    }
  }, 120_000)
})

describe.skipIf(!frameUrl)('sign-in with the smart account', () => {
  /** Signs in from SIWXSignMessage, approved in the frame; waits for the page to say signed. */
  async function signIn(page: Page): Promise<void> {
    const sign = await modalOn(page, 'SIWXSignMessage')
    await sign.getByRole('button', { name: 'Sign in' }).click()
    await approveInFrame(page)
    await expect.poll(async () => page.getByTestId('siwx-status').textContent(), { timeout: 30_000 }).toBe('signed')
  }
  const storedSessions = async (page: Page) =>
    JSON.parse(((await page.evaluate(`localStorage.getItem('@portico/siwx_sessions')`)) as string | null) ?? '[]') as { message: string; signature: string }[]

  test('required sign-in: the EOA signs in, then the smart account (ERC-6492, checked on chain by the site), kept over a reload', async () => {
    const session = await openEmbeddedPage('&siwx=required')
    const { page } = session
    const chain = createPublicClient({ transport: http(devnet.rpcUrls[0]) })
    try {
      const email = testEmail('smart-siwx')
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
      // Sign-in is required: the EOA signs first (approved in the frame).
      await modalOn(page, 'SIWXSignMessage', 30_000)
      await signIn(page)
      const eoa = await waitForAddress(page, (address) => /^0x[0-9a-fA-F]{40}$/.test(address))

      // The smart account is another address: sign-in is asked again, and its signature is an ERC-6492 one.
      await page.getByRole('button', { name: 'Open account' }).click()
      await (await modalOn(page, 'Account')).getByRole('button', { name: 'Switch to smart account' }).click()
      const smart = await waitForAddress(page, (address) => /^0x[0-9a-fA-F]{40}$/.test(address) && address !== eoa)
      await expect.poll(async () => page.getByTestId('siwx-status').textContent(), { timeout: 30_000 }).toBe('unsigned')
      await signIn(page)
      const signed = (await storedSessions(page)).find((entry) => entry.message.includes(smart))
      expect(signed?.signature.endsWith('6492'.repeat(16))).toBe(true)
      expect(await chain.verifyMessage({ address: smart as Address, message: signed!.message, signature: signed!.signature as Hex })).toBe(true)

      // A reload checks the stored session again (on chain) and keeps it.
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
      await waitForAddress(page, (address) => address === smart)
      await expect.poll(async () => page.getByTestId('siwx-status').textContent(), { timeout: 30_000 }).toBe('signed')
      expect(await page.getByRole('dialog').count()).toBe(0)
    } finally {
      await session.close()
    }
  }, 180_000)
})
