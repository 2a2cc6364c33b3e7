// Sign-in with X in headless Chromium. On the devnet page (index.html?siwx=required) with the real
// test wallets: the EVM one (EIP-191, checked in Node with viem through the adapter's verifier) and
// the Solana one (ed25519): sign-in is asked after connect and the modal cannot be closed until the
// visitor signs; a declined signature stays on the view; a reload with a valid stored session asks
// nothing; a tampered stored session is dropped and asked again; cancel disconnects. On the
// scripted-wallet page (mock.html?siwx=required&capture=1): DataCapture and SIWXSignMessage pass axe
// and are pictured, desktop and phone, light and dark.
import type { Browser, Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, openDevnetPage, waitForText } from './devnetPage.js'
import { verifySolanaSignature } from './solanaNode.js'
import { check, ensureScreenshotFolder, openPlayground } from './viewShots.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

const EVM_WALLET = 'Portico Test Wallet'
const SOLANA_WALLET = 'Solana Test Wallet'
const EVM_ADDRESS = accounts.evm.main.address
const SOLANA_ADDRESS = accounts.solana.main.address
const STATEMENT = 'Sign in to the Portico playground.'
const SESSIONS_KEY = '@portico/siwx_sessions'

let browser: Browser

beforeAll(async () => {
  ensureScreenshotFolder()
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

/** The sessions the default implementation keeps in the page's localStorage. */
async function storedSessions(page: Page): Promise<{ message: string; signature: string }[]> {
  return JSON.parse((await page.evaluate<string | null>(`localStorage.getItem('${SESSIONS_KEY}')`)) ?? '[]')
}

/** The stored session, as a back end would receive it: the signed text and the signature. */
async function storedSession(page: Page): Promise<{ message: string; signature: string }> {
  const [session] = await storedSessions(page)
  if (!session) throw new Error('no stored session')
  return session
}

const pageHost = () => new URL(inject('baseUrl')).host

/** Connects `wallet` from Connect and waits for the sign-in view. */
async function connectAndAsk(page: Page, wallet: string) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connect = await modalOn(page, 'Connect')
  await connect.getByRole('button', { name: `Connect with ${wallet}` }).click()
  return modalOn(page, 'SIWXSignMessage')
}

/** Reloads the page and waits for its heading. */
async function reload(page: Page) {
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
}

/** Changes the statement of the stored session, as a script on the page (or the visitor) could. */
async function tamperStoredSession(page: Page) {
  await page.evaluate(`(() => {
    const sessions = JSON.parse(localStorage.getItem('${SESSIONS_KEY}'))
    sessions[0].message = sessions[0].message.replace('${STATEMENT}', 'Sign in to the Portico playground!')
    localStorage.setItem('${SESSIONS_KEY}', JSON.stringify(sessions))
  })()`)
}

// The journeys load two pages and reload each twice on a shared two-core machine.
const JOURNEY_MS = 180_000

test('EVM: required sign-in after connect, closing refused, a declined signature, then signed; reload keeps it; tampered asks again; cancel disconnects', async () => {
  const session = await openDevnetPage(browser, accounts.page(`${inject('baseUrl')}?siwx=required`))
  const { page } = session
  try {
    let dialog = await connectAndAsk(page, EVM_WALLET)
    expect(await page.getByTestId('siwx-status').textContent()).toBe('unsigned')
    await waitForText(dialog, 'wants you to sign in')
    // Closing is disabled while sign-in is required and unsigned: Escape and the close button only shake it.
    // Each refusal shows as the card's data-shake, which comes and goes: wait for both, per attempt.
    const shaking = page.locator('[data-shake]')
    await page.keyboard.press('Escape')
    await shaking.waitFor()
    await shaking.waitFor({ state: 'detached' })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await shaking.waitFor()
    await shaking.waitFor({ state: 'detached' })
    expect(await page.locator('[role="dialog"][data-view="SIWXSignMessage"]').isVisible()).toBe(true)

    // The visitor declines in the wallet: the view stays, and says so. (The control strip sits
    // behind the modal, which makes the rest of the page inert while open: steer the wallet directly.)
    await page.evaluate(`window.__porticoDevnet.wallets.main.setNextBehavior('reject')`)
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('Signature declined in the wallet').waitFor()
    dialog = await modalOn(page, 'SIWXSignMessage')

    await page.evaluate(`window.__porticoDevnet.wallets.main.setNextBehavior('approve')`)
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('siwx-status'), 'signed')
    // A back end's check with standard tools (viem's EIP-4361 parser and EIP-191 recovery), from the text and the signature alone.
    const { message, signature } = await storedSession(page)
    const fields = parseSiweMessage(message)
    expect(fields).toMatchObject({ domain: pageHost(), chainId: 31337, statement: STATEMENT, version: '1' })
    expect(fields.address?.toLowerCase()).toBe(EVM_ADDRESS.toLowerCase())
    expect(validateSiweMessage({ message: fields, domain: pageHost(), address: EVM_ADDRESS })).toBe(true)
    expect(await verifyMessage({ address: EVM_ADDRESS, message, signature: signature as Hex })).toBe(true)

    // A reload with the valid session: reconnected, signed, and nothing is asked.
    await reload(page)
    await waitForText(page.getByTestId('siwx-status'), 'signed')
    await waitForText(page.getByTestId('connected-address'), EVM_ADDRESS)
    expect(await page.getByRole('dialog').count()).toBe(0)

    // A tampered stored session is dropped, and sign-in is asked again.
    await tamperStoredSession(page)
    await reload(page)
    dialog = await modalOn(page, 'SIWXSignMessage')
    await waitForText(page.getByTestId('siwx-status'), 'unsigned')
    expect(await storedSessions(page)).toEqual([])

    // Cancel, with sign-in required and no session: the wallet is disconnected.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connection-status'), 'Disconnected')
  } finally {
    await session.close()
  }
}, JOURNEY_MS)

test('Solana: required sign-in with the Wallet Standard wallet (ed25519); reload keeps it; tampered asks again', async () => {
  const session = await openDevnetPage(browser, accounts.page(`${inject('baseUrl')}?siwx=required`))
  const { page } = session
  try {
    let dialog = await connectAndAsk(page, SOLANA_WALLET)
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('siwx-status'), 'signed')
    // The CAIP-122 text names the page and the account; its ed25519 signature verifies in Node.
    const { message, signature } = await storedSession(page)
    const lines = message.split('\n')
    expect(lines.slice(0, 4)).toEqual([`${pageHost()} wants you to sign in with your Solana account:`, SOLANA_ADDRESS, '', STATEMENT])
    expect(verifySolanaSignature(SOLANA_ADDRESS, message, signature)).toBe(true)
    expect(verifySolanaSignature(SOLANA_ADDRESS, message.replace(STATEMENT, 'Something else.'), signature)).toBe(false)

    await reload(page)
    await waitForText(page.getByTestId('siwx-status'), 'signed')
    await waitForText(page.getByTestId('connected-address'), SOLANA_ADDRESS)
    expect(await page.getByRole('dialog').count()).toBe(0)

    await tamperStoredSession(page)
    await reload(page)
    dialog = await modalOn(page, 'SIWXSignMessage')
    await waitForText(page.getByTestId('siwx-status'), 'unsigned')
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('siwx-status'), 'signed')
  } finally {
    await session.close()
  }
}, JOURNEY_MS)

describe.each(['light', 'dark'])('the sign-in views in the %s theme', (theme) => {
  test.each([
    ['desktop', { width: 1024, height: 720 }, ''],
    ['phone', { width: 390, height: 844 }, '-phone'],
  ] as const)('on a %s: DataCapture and SIWXSignMessage pass axe, and are pictured', async (_name, viewport, suffix) => {
    const session = await openPlayground(browser, `?theme=${theme}&siwx=required&capture=1`, viewport)
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      const capture = await modalOn(page, 'DataCapture')
      await check(page, capture, `data-capture${suffix}`, theme)
      await capture.getByLabel('E-mail address').fill('visitor@shop.example')
      await capture.getByRole('button', { name: 'Continue' }).click()
      const sign = await modalOn(page, 'SIWXSignMessage')
      await check(page, sign, `siwx-sign-message${suffix}`, theme)
    } finally {
      await session.close()
    }
  }, JOURNEY_MS)
})
