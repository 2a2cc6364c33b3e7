// Pairing end to end, in headless Chromium: the main page (index.html) with the WalletConnect
// plug-in on the devnet's relay (globalSetup.ts started it on a free loopback port), and the
// devnet's wallet page (walletconnect-wallet.html) on the real wallet-side SDK. Both pages are
// limited to loopback (browser.ts): any request outside fails the test.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { chainReaders, modalOn, openDevnetPage, waitForText } from './devnetPage.js'


const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
// This file's own accounts (funded in beforeAll): the wallet page holds the `pairing` ones.
const accounts = fileAccounts(import.meta.url)
const EVM_ADDRESS = accounts.evm.pairing.address
const SOLANA_ADDRESS = accounts.solana.pairing.address
const SIGNED_MESSAGE = 'Hello from the Portico devnet playground'
const QR_LABEL = 'QR code to scan with your phone wallet'
/** The main page with the WalletConnect plug-in on (`?walletconnect=1`). */
const PAIRING_PAGE = () => accounts.page(new URL('?walletconnect=1', inject('baseUrl')).href)

const devnet = inject('devnet')
const [firstChain] = chainReaders(devnet.rpcUrls)
let browser: Browser
const pairingTimes: number[] = []

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true })
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
  if (pairingTimes.length > 0) {
    const sorted = [...pairingTimes].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]
    console.log(`walletconnect.e2e: full pairing (URI shown → wallet approved → page connected) ${sorted.map(Math.round).join(', ')} ms; median ${Math.round(median ?? 0)} ms`)
  }
})

/** The wallet page, ready to pair. */
async function openWalletPage(baseUrl: string): Promise<PageSession> {
  const session = await openPage(browser)
  await session.page.goto(accounts.page(new URL('walletconnect-wallet.html', baseUrl).href))
  await session.page.getByTestId('log').getByText(/^ready:/).waitFor()
  return session
}

/** The dapp's pairing URI (the QR code's text), read from the page's client. */
function pairingUri(page: Page): Promise<string | undefined> {
  return page.evaluate('window.__porticoDevnet.client.controllers.connection.getSnapshot().pairing?.uri')
}

/** Opens Connect and picks the WalletConnect entry: the QR view with a URI. */
async function showPairing(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connect = await modalOn(page, 'Connect')
  await connect.getByRole('button', { name: 'WalletConnect QR code' }).click()
  await page.getByRole('img', { name: QR_LABEL }).waitFor()
  const uri = await pairingUri(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}

async function pairFromWallet(wallet: Page, uri: string, answer: 'approve' | 'reject'): Promise<void> {
  await wallet.getByTestId(answer).check()
  await wallet.getByTestId('uri').fill(uri)
  await wallet.getByTestId('pair').click()
}

/** Opens the devnet page at `query` and the wallet page, runs `journey`, and closes both whatever happens. */
async function withDappAndWallet(query: string, journey: (dapp: PageSession, wallet: PageSession) => Promise<void>): Promise<void> {
  const dapp = await openDevnetPage(browser, query)
  const wallet = await openWalletPage(inject('baseUrl'))
  try {
    await journey(dapp, wallet)
    await dapp.close()
    await wallet.close()
  } finally {
    await dapp.context.close().catch(() => undefined)
    await wallet.context.close().catch(() => undefined)
  }
}

test('pair through the local relay: eip155 and solana in one session, a signed message verifies, a transaction lands, the wallet disconnects', async () => {
  if (!devnet.relayUrl) return
  await withDappAndWallet(PAIRING_PAGE(), async (dapp, wallet) => {
    const { page } = dapp
    const uri = await showPairing(page)
    await page.screenshot({ path: `${SCREENSHOTS}walletconnect-qr.png` })
    // The URI is in no log line of the page.
    const consoleLines: string[] = []
    page.on('console', (message) => consoleLines.push(message.text()))

    const started = performance.now()
    await pairFromWallet(wallet.page, uri, 'approve')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), EVM_ADDRESS)
    pairingTimes.push(performance.now() - started)
    await waitForText(page.getByTestId('solana-address'), SOLANA_ADDRESS)

    // Sign through the session: the signature recovers to the wallet page's account.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await waitForText(page.getByTestId('sign-status'), 'success')
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address: EVM_ADDRESS, message: SIGNED_MESSAGE, signature })).toBe(true)

    // Send 0.01 ETH through the session: the wallet page sends it on the devnet chain.
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await page.getByTestId('send-status').filter({ hasText: /^(confirmed|failed)$/ }).waitFor()
    expect(await page.locator('[data-testid="send-status"], [data-testid="send-error"]').allTextContents()).toEqual(['confirmed'])
    const hash = (await page.getByTestId('tx-hash').textContent()) as Hex
    const receipt = await firstChain!.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(EVM_ADDRESS.toLowerCase())

    // The wallet ends the session; the page sees it.
    await wallet.page.getByTestId('disconnect').click()
    await waitForText(page.getByTestId('connection-status'), 'Disconnected')
    expect(consoleLines.some((line) => line.includes(uri) || /symKey=/.test(line))).toBe(false)
  })
}, 150_000)

test('the wallet rejects: the page says so and Try again shows a new code that pairs', async () => {
  if (!devnet.relayUrl) return
  await withDappAndWallet(PAIRING_PAGE(), async (dapp, wallet) => {
    const { page } = dapp
    const uri = await showPairing(page)
    await pairFromWallet(wallet.page, uri, 'reject')
    const modal = page.getByRole('dialog')
    await modal.getByText('Connection rejected').waitFor()
    await page.screenshot({ path: `${SCREENSHOTS}walletconnect-rejected.png` })
    await modal.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('img', { name: QR_LABEL }).waitFor()
    await expect.poll(() => pairingUri(page)).not.toBe(uri)
    const fresh = (await pairingUri(page)) as string

    const started = performance.now()
    await pairFromWallet(wallet.page, fresh, 'approve')
    await modal.waitFor({ state: 'detached', timeout: 60_000 })
    await waitForText(page.getByTestId('connected-address'), EVM_ADDRESS)
    pairingTimes.push(performance.now() - started)
  })
}, 150_000)

test('the URI is refreshed before it expires (fake clock in the page)', async () => {
  if (!devnet.relayUrl) return
  const dapp = await openPage(browser)
  try {
    const { page } = dapp
    await page.clock.install()
    await page.setViewportSize({ width: 1024, height: 720 })
    await page.goto(PAIRING_PAGE(), { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
    const first = await showPairing(page)
    await page.getByText(/A new code appears in 3:[3-5]\d/).waitFor()
    // Just before the 10 s margin: the same code.
    await page.clock.runFor(229_000)
    expect(await pairingUri(page)).toBe(first)
    // Past it: a new code, with a new 4 minutes.
    await page.clock.runFor(2_000)
    await expect.poll(() => pairingUri(page), { timeout: 15_000 }).not.toBe(first)
    await page.getByRole('img', { name: QR_LABEL }).waitFor()
    await page.getByText(/A new code appears in 3:[3-5]\d/).waitFor()
    await dapp.close()
  } finally {
    await dapp.context.close().catch(() => undefined)
  }
}, 120_000)

/** The main page, EVM networks only, with required sign-in: a pairing signs in with its connect. */
const ONE_CLICK_PAGE = () => accounts.page(new URL('?walletconnect=1&siwx=required&solana=0', inject('baseUrl')).href)

test('one-click sign-in: the wallet signs in with the pairing, the page keeps the session and asks for no second signature', async () => {
  if (!devnet.relayUrl) return
  await withDappAndWallet(ONE_CLICK_PAGE(), async (dapp, wallet) => {
    const { page } = dapp
    const uri = await showPairing(page)
    await pairFromWallet(wallet.page, uri, 'approve')
    await waitForText(page.getByTestId('siwx-status'), 'signed')
    await waitForText(page.getByTestId('connected-address'), EVM_ADDRESS)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await wallet.page.getByTestId('log').getByText(/^signed in on eip155:/).waitFor()
    // The session is the one the wallet signed; the wallet was asked for nothing else.
    const signed = (await wallet.page.evaluate('window.__pairingWallet.signedIn')) as string[]
    const stored = JSON.parse((await page.evaluate(`localStorage.getItem('@portico/siwx_sessions')`)) as string) as { message: string; signature: Hex }[]
    expect(stored.map((entry) => entry.message)).toEqual(signed)
    expect(await verifyMessage({ address: EVM_ADDRESS, message: stored[0]!.message, signature: stored[0]!.signature })).toBe(true)
    expect(await wallet.page.evaluate('window.__pairingWallet.answered')).toEqual([])
  })
}, 150_000)

test('one-click sign-in rejected in the wallet: the page says so, keeps no session and no connection', async () => {
  if (!devnet.relayUrl) return
  await withDappAndWallet(ONE_CLICK_PAGE(), async (dapp, wallet) => {
    const { page } = dapp
    const uri = await showPairing(page)
    await pairFromWallet(wallet.page, uri, 'reject')
    await wallet.page.getByTestId('log').getByText(/^sign-in request \d+: reject$/).waitFor()
    await page.getByRole('dialog').getByText('Connection rejected').waitFor()
    expect(await page.evaluate(`localStorage.getItem('@portico/siwx_sessions')`)).toBeNull()
    expect(await page.getByTestId('siwx-status').textContent()).toBe('idle')
    expect(await wallet.page.evaluate('window.__pairingWallet.sessions().length')).toBe(0)
  })
}, 150_000)
