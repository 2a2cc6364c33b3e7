// The EVM journeys on real local chains, in headless Chromium: the main page (index.html) with the EVM adapter
// and the devnet's injected EIP-6963 test wallets (globalSetup.ts started two anvil chains on free
// ports). Everything the page shows is checked against the chains, read from Node with viem.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { formatEther, parseEther, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import {
  announceFromPage,
  balanceOf,
  chainReaders,
  displayAmount,
  modalOn,
  openDevnetPage,
  requestAnnouncements,
  settled,
  strangerRequests,
  switchWalletAccount,
  waitForText,
  walletControl,
  walletRequests,
  walletStatus,
} from './devnetPage.js'

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
const MAIN_WALLET = 'Portico Test Wallet'
const SECOND_WALLET = 'Second Test Wallet'
// The page also serves Solana, so its Connect view lists the devnet's Wallet Standard wallet too.
const SOLANA_WALLET = 'Solana Test Wallet'
// This file's own accounts (funded in beforeAll): `main` in the Portico Test Wallet, `second` in the
// second; `other` is one the Portico Test Wallet's user switches to in the wallet.
const accounts = fileAccounts(import.meta.url)
const otherAccount = accounts.evm.other
const MAIN_ADDRESS = accounts.evm.main.address
const RECIPIENT = accounts.evm.second.address
const SIGNED_MESSAGE = 'Hello from the Portico devnet playground'

const devnet = inject('devnet')
const [firstChain, secondChain] = chainReaders(devnet.rpcUrls)
let browser: Browser
let startedAt: number

beforeAll(async () => {
  startedAt = performance.now()
  mkdirSync(SCREENSHOTS, { recursive: true })
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
  const startup = devnet.startupMs === null ? 'already running' : `${devnet.startupMs} ms`
  console.log(`evm.e2e: journeys took ${Math.round(performance.now() - startedAt)} ms (devnet start-up in globalSetup: ${startup})`)
})

/** The page's balance line for `wei`: core's text (viem's formatUnits) and the symbol. */
const balanceText = (wei: bigint) => `${formatEther(wei)} ETH`

test('connect the announced wallet, real balance, switch chain, sign, send, disconnect, reconnect, reload', async () => {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  const { page } = session
  try {
    // Connect: both announced test wallets are listed, and the registered Solana one.
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    const wallets = connect.getByRole('list', { name: 'Wallets' }).getByRole('button')
    await expect.poll(async () => wallets.count()).toBe(3)
    const labels = await Promise.all((await wallets.all()).map((wallet) => wallet.getAttribute('aria-label')))
    expect(labels).toEqual([`Connect with ${MAIN_WALLET}`, `Connect with ${SECOND_WALLET}`, `Connect with ${SOLANA_WALLET}`])

    await connect.getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), MAIN_ADDRESS)
    expect(await page.getByTestId('active-network').textContent()).toBe('Portico Devnet')
    // The real balance, as the chain has it.
    const firstBalance = await balanceOf(firstChain!, MAIN_ADDRESS)
    expect(firstBalance).toBeGreaterThan(0n)
    await waitForText(page.getByTestId('balance'), balanceText(firstBalance))
    expect(await walletStatus(page, MAIN_WALLET)).toContain('chain 31337 · connected ·')

    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await modalOn(page, 'Account')
    await waitForText(account.locator('[data-part="balance"]'), displayAmount(formatEther(firstBalance), 'ETH'))
    expect(await account.locator('[data-part="network"]').textContent()).toBe('Portico Devnet')

    // Switch to the second chain through the Networks view: the wallet follows.
    await account.getByRole('button', { name: 'Networks' }).click()
    const networks = await modalOn(page, 'Networks')
    expect(await networks.locator('[data-scope="networks"][aria-current="true"]').getAttribute('data-value')).toBe('eip155:31337')
    await networks.getByRole('button', { name: /Portico Devnet 2/ }).click()
    const back = await modalOn(page, 'Account')
    await waitForText(back.locator('[data-part="network"]'), 'Portico Devnet 2')
    await waitForText(page.getByTestId('active-network'), 'Portico Devnet 2')
    await expect.poll(() => walletStatus(page, MAIN_WALLET)).toContain('chain 31338 · connected ·')
    await back.getByRole('button', { name: 'Networks' }).click()
    const again = await modalOn(page, 'Networks')
    expect(await again.locator('[data-scope="networks"][aria-current="true"]').getAttribute('data-value')).toBe('eip155:31338')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const secondBalance = await balanceOf(secondChain!, MAIN_ADDRESS)
    await waitForText(page.getByTestId('balance'), balanceText(secondBalance))

    // Sign: the signature recovers to the connected account.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await waitForText(page.getByTestId('sign-status'), 'success')
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address: MAIN_ADDRESS, message: SIGNED_MESSAGE, signature })).toBe(true)

    // Send 0.01 ETH on the second chain: the page shows the hash, then the chain's new balance.
    const recipientBefore = await balanceOf(secondChain!, RECIPIENT)
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await page.getByTestId('send-status').filter({ hasText: /^(confirmed|failed)$/ }).waitFor()
    expect(await page.locator('[data-testid="send-status"], [data-testid="send-error"]').allTextContents()).toEqual(['confirmed'])
    const hash = (await page.getByTestId('tx-hash').textContent()) as Hex
    const receipt = await secondChain!.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(MAIN_ADDRESS.toLowerCase())
    const afterSend = await balanceOf(secondChain!, MAIN_ADDRESS)
    expect(secondBalance - afterSend).toBe(parseEther('0.01') + receipt.gasUsed * receipt.effectiveGasPrice)
    expect(await balanceOf(secondChain!, RECIPIENT)).toBe(recipientBefore + parseEther('0.01'))
    await waitForText(page.getByTestId('balance'), balanceText(afterSend))
    // The first chain is untouched.
    expect(await balanceOf(firstChain!, MAIN_ADDRESS)).toBe(firstBalance)

    // The Account view after the send, pictured with the chain's real balance (less 0.01 and gas).
    await page.getByRole('button', { name: 'Open account' }).click()
    const spent = await modalOn(page, 'Account')
    await spent.locator('[data-part="balance"][aria-busy="false"]').filter({ hasText: displayAmount(formatEther(afterSend), 'ETH') }).waitFor()
    await settled(page)
    await page.screenshot({ path: `${SCREENSHOTS}devnet-account.png` })

    // Disconnect: the site forgets the account, and the wallet revokes it.
    await spent.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connection-status'), 'Disconnected')
    expect(await page.getByTestId('connected-address').textContent()).toBe('—')
    await expect.poll(() => walletStatus(page, MAIN_WALLET)).toContain('not connected')

    // Reconnect: the wallet asks again (and the visitor approves).
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await (await modalOn(page, 'Connect')).getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), MAIN_ADDRESS)
    expect(await walletRequests(page)).toContain(`${MAIN_WALLET} eth_requestAccounts`)

    // Reload: the session comes back from storage with silent requests only, and no modal.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
    await waitForText(page.getByTestId('connected-address'), MAIN_ADDRESS)
    expect(await page.getByTestId('connection-status').textContent()).toBe('Connected')
    await waitForText(page.getByTestId('active-network'), 'Portico Devnet 2')
    await waitForText(page.getByTestId('balance'), balanceText(afterSend))
    expect(await page.getByRole('dialog').count()).toBe(0)
    const requests = await walletRequests(page)
    expect(requests).toContain(`${MAIN_WALLET} eth_accounts`)
    expect(requests.filter((request) => /eth_requestAccounts|wallet_requestPermissions/.test(request))).toEqual([])
  } finally {
    await session.close()
  }
})

test('a wallet that rejects gives "Connection rejected", stays disconnected, and Retry connects', async () => {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  const { page } = session
  try {
    await walletControl(page, MAIN_WALLET, 'reject')
    expect(await walletStatus(page, MAIN_WALLET)).toContain('next: reject')

    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await (await modalOn(page, 'Connect')).getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
    const connecting = await modalOn(page, 'ConnectingExternal')
    await connecting.locator('[data-part="connecting"][data-state="rejected"]').waitFor()
    expect(await connecting.locator('[data-part="connecting"]').getByRole('status').textContent()).toContain('Connection rejected')

    // Consistent: neither the site nor the wallet holds a connection.
    expect(await page.getByTestId('connection-status').textContent()).toBe('Disconnected')
    expect(await page.getByTestId('connected-address').textContent()).toBe('—')
    const state = await page.evaluate<{ status: string; authorized: boolean }>(`({
      status: window.__porticoDevnet.client.controllers.connection.getSnapshot().active.eip155 ? 'connected' : 'disconnected',
      authorized: window.__porticoDevnet.wallets.main.isAuthorized,
    })`)
    expect(state).toEqual({ status: 'disconnected', authorized: false })

    // The rejection was for one request only: Retry asks again, and the visitor approves.
    await connecting.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), MAIN_ADDRESS)
    await waitForText(page.getByTestId('balance'), balanceText(await balanceOf(firstChain!, MAIN_ADDRESS)))
  } finally {
    await session.close()
  }
})

test('hostile announcements leave the wallet list alone; the wallet switching account or disconnecting is reflected', async () => {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  const { page } = session
  const icon = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
  try {
    // Scripts on the page announce: an impostor claiming the Second Test Wallet's rdns (and name)
    // under a new uuid, a wallet whose icon is a javascript: URL, and one with a remote icon.
    await announceFromPage(page, { uuid: '0b0e5e8e-1a2b-4c3d-8e4f-5a6b7c8d9e0f', name: SECOND_WALLET, icon, rdns: 'io.portico.secondwallet' })
    await announceFromPage(page, { uuid: '1c1f6f9f-2b3c-4d4e-9f50-6b7c8d9e0f1a', name: 'Script Wallet', icon: 'javascript:alert(1)', rdns: 'io.attacker.script' })
    await announceFromPage(page, { uuid: '2d207a0a-3c4d-4e5f-a061-7c8d9e0f1a2b', name: 'Remote Wallet', icon: 'https://attacker.example/icon.png', rdns: 'io.attacker.remote' })
    // And the real wallets announce again when asked, as EIP-6963 has them do.
    await requestAnnouncements(page)

    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    const wallets = connect.getByRole('list', { name: 'Wallets' }).getByRole('button')
    await expect.poll(async () => wallets.count()).toBe(3)
    const labels = await Promise.all((await wallets.all()).map((wallet) => wallet.getAttribute('aria-label')))
    // The same three wallets, none of the strangers. (After the EIP-6963 wallets announce again,
    // the Wallet Standard one can come first: the order across the two sources is not what this checks.)
    expect(labels.sort()).toEqual([`Connect with ${MAIN_WALLET}`, `Connect with ${SECOND_WALLET}`, `Connect with ${SOLANA_WALLET}`].sort())
    expect(await page.locator('img[src^="javascript:"], img[src^="https:"]').count()).toBe(0)

    // The page cannot tell which of two providers claiming one identity is genuine: it shows the
    // conflict and asks neither, whichever announced first.
    const claimed = connect.getByRole('button', { name: `Connect with ${SECOND_WALLET}` })
    const badgeId = await claimed.getAttribute('aria-describedby')
    expect(badgeId).toBeTruthy()
    expect(await connect.locator(`[id="${badgeId}"]`).textContent()).toBe('Claimed twice')
    await claimed.click()
    const refused = await modalOn(page, 'ConnectingExternal')
    await refused.locator('[data-part="connecting"][data-state="error"]').waitFor()
    expect(await refused.locator('[data-part="message"]').textContent()).toContain('Two wallets on this page claim to be this one')
    await refused.getByRole('button', { name: 'Back' }).click()

    // The other wallet connects as usual.
    await connect.getByRole('button', { name: `Connect with ${MAIN_WALLET}` }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), MAIN_ADDRESS)
    expect(await strangerRequests(page)).toEqual([])

    // The wallet's user switches to another account in the wallet: the page follows, with its balance.
    await switchWalletAccount(page, 'main', otherAccount.privateKey)
    await waitForText(page.getByTestId('connected-address'), otherAccount.address)
    expect(await page.getByTestId('connection-status').textContent()).toBe('Connected')
    await waitForText(page.getByTestId('balance'), balanceText(await balanceOf(firstChain!, otherAccount.address)))

    // The user disconnects the site in the wallet (control strip): the page drops the session.
    await walletControl(page, MAIN_WALLET, 'disconnect')
    await waitForText(page.getByTestId('connection-status'), 'Disconnected')
    expect(await page.getByTestId('connected-address').textContent()).toBe('—')
    expect(await walletStatus(page, MAIN_WALLET)).toContain('not connected')

    // And a reload does not bring it back (once the client is ready, its reconnect attempt is over).
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
    await page.evaluate('window.__porticoDevnet.client.ready')
    expect(await page.getByTestId('connection-status').textContent()).toBe('Disconnected')
    expect(await page.getByTestId('connected-address').textContent()).toBe('—')
    expect(await strangerRequests(page)).toEqual([])
  } finally {
    await session.close()
  }
})
