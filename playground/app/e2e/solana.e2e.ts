// The Solana journeys on the devnet's local Solana runtime, in headless Chromium: the main page
// (index.html) with the Solana adapter beside the EVM one, and the devnet's Wallet Standard test
// wallet (globalSetup.ts started the runtime on a free port). What the page shows is checked
// against the runtime, read from Node; signatures are verified with Node's ed25519.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { displayAmount, modalOn, openDevnetPage, waitForText, walletControl, walletStatus } from './devnetPage.js'
import { formatSol, lamportsOf, solUnits, verifySolanaSignature } from './solanaNode.js'


const SOLANA_WALLET = 'Solana Test Wallet'
const EVM_WALLET = 'Portico Test Wallet'
// This file's own accounts (funded in beforeAll): the Solana Test Wallet holds `main`, the page
// sends to `recipient`, the Portico Test Wallet holds EVM `main`.
const accounts = fileAccounts(import.meta.url)
const SOLANA_ADDRESS = accounts.solana.main.address
const RECIPIENT = accounts.solana.recipient.address
const EVM_ADDRESS = accounts.evm.main.address
const SIGNED_MESSAGE = 'Hello from the Portico devnet playground'
const SENT_LAMPORTS = 10_000_000n

const { solanaRpcUrl } = inject('devnet')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

test('connect the Solana test wallet, real SOL balance, sign (ed25519), send SOL, a rejection, then EVM beside it and back', async () => {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  const { page } = session
  try {
    // Connect: the Wallet Standard wallet is listed beside the EIP-6963 ones.
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    await connect.getByRole('button', { name: `Connect with ${SOLANA_WALLET}` }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), SOLANA_ADDRESS)
    expect(await page.getByTestId('solana-address').textContent()).toBe(SOLANA_ADDRESS)
    expect(await page.getByTestId('active-network').textContent()).toBe('Portico Solana Devnet')
    expect(await walletStatus(page, SOLANA_WALLET)).toContain('solana:localnet · connected ·')

    // The real balance, as the runtime has it.
    const before = await lamportsOf(solanaRpcUrl, SOLANA_ADDRESS)
    expect(before).toBeGreaterThan(0n)
    await waitForText(page.getByTestId('balance'), formatSol(before))
    await waitForText(page.getByTestId('solana-balance'), formatSol(before))

    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await modalOn(page, 'Account')
    await waitForText(account.locator('[data-part="balance"]'), displayAmount(solUnits(before), 'SOL'))
    expect(await account.locator('[data-part="network"]').textContent()).toBe('Portico Solana Devnet')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    // Sign: an ed25519 signature of the message by the connected account.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await waitForText(page.getByTestId('sign-status'), 'success')
    const signature = (await page.getByTestId('signature').textContent()) as string
    expect(verifySolanaSignature(SOLANA_ADDRESS, SIGNED_MESSAGE, signature)).toBe(true)
    expect(verifySolanaSignature(RECIPIENT, SIGNED_MESSAGE, signature)).toBe(false)

    // Send 0.01 SOL: the page shows the signature, then the runtime's new balance.
    const recipientBefore = await lamportsOf(solanaRpcUrl, RECIPIENT)
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    await page.getByTestId('send-status').filter({ hasText: /^(confirmed|failed)$/ }).waitFor()
    expect(await page.locator('[data-testid="send-status"], [data-testid="send-error"]').allTextContents()).toEqual(['confirmed'])
    expect(await page.getByTestId('tx-hash').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const after = await lamportsOf(solanaRpcUrl, SOLANA_ADDRESS)
    expect(await lamportsOf(solanaRpcUrl, RECIPIENT)).toBe(recipientBefore + SENT_LAMPORTS)
    // The sender paid the amount and one signature's fee.
    expect(before - after - SENT_LAMPORTS).toBe(5_000n)
    await waitForText(page.getByTestId('solana-balance'), formatSol(after))

    // The wallet's user rejects the next request: the page names the refusal, and nothing is sent.
    await walletControl(page, SOLANA_WALLET, 'reject')
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    await waitForText(page.getByTestId('send-status'), 'failed')
    expect(await page.getByTestId('send-error').textContent()).toBe('User rejected the request')
    expect(await lamportsOf(solanaRpcUrl, SOLANA_ADDRESS)).toBe(after)
    await walletControl(page, SOLANA_WALLET, 'reject')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await waitForText(page.getByTestId('sign-status'), 'error')
    expect(await page.getByTestId('sign-error').textContent()).toBe('User rejected the request')

    // Switch to an EVM network: no eip155 account yet, so SwitchActiveChain, then Connect.
    await page.getByRole('button', { name: 'Open account' }).click()
    await (await modalOn(page, 'Account')).getByRole('button', { name: 'Networks' }).click()
    const networks = await modalOn(page, 'Networks')
    expect(await networks.locator('[data-scope="networks"][aria-current="true"]').getAttribute('data-value')).toBe('solana:localnet')
    await networks.getByRole('button', { name: /^Portico Devnet$/ }).click()
    const switchActive = await modalOn(page, 'SwitchActiveChain')
    expect(await switchActive.locator('[data-part="switch-active-chain"]').getAttribute('data-value')).toBe('eip155:31337')
    await waitForText(switchActive, 'Switch to Portico Devnet')
    await switchActive.getByRole('button', { name: 'Switch' }).click()
    const evmConnect = await modalOn(page, 'Connect')
    await evmConnect.getByRole('button', { name: `Connect with ${EVM_WALLET}` }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), EVM_ADDRESS)
    expect(await page.getByTestId('active-network').textContent()).toBe('Portico Devnet')
    await waitForText(page.getByTestId('balance'), 'ETH')
    // Both namespaces stay connected: the Solana account is still there.
    expect(await page.getByTestId('solana-address').textContent()).toBe(SOLANA_ADDRESS)
    await waitForText(page.getByTestId('solana-balance'), formatSol(after))
    expect(await page.getByRole('button', { name: 'Send 0.01 ETH' }).count()).toBe(1)

    // And back to Solana: it has an account, so the network switches at once (no SwitchActiveChain).
    await page.getByRole('button', { name: 'Open account' }).click()
    await (await modalOn(page, 'Account')).getByRole('button', { name: 'Networks' }).click()
    await (await modalOn(page, 'Networks')).getByRole('button', { name: /Portico Solana Devnet/ }).click()
    const back = await modalOn(page, 'Account')
    await waitForText(back.locator('[data-part="network"]'), 'Portico Solana Devnet')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('connected-address'), SOLANA_ADDRESS)
    await waitForText(page.getByTestId('balance'), formatSol(after))
    expect(await page.getByRole('button', { name: 'Send 0.01 SOL' }).count()).toBe(1)
    expect(await walletStatus(page, EVM_WALLET)).toContain('· connected ·')
  } finally {
    await session.close()
  }
})

test('a Solana wallet that rejects the connection gives "Connection rejected", and Retry connects', async () => {
  const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
  const { page } = session
  try {
    await walletControl(page, SOLANA_WALLET, 'reject')
    expect(await walletStatus(page, SOLANA_WALLET)).toContain('next: reject')
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await (await modalOn(page, 'Connect')).getByRole('button', { name: `Connect with ${SOLANA_WALLET}` }).click()
    const connecting = await modalOn(page, 'ConnectingExternal')
    await connecting.locator('[data-part="connecting"][data-state="rejected"]').waitFor()
    expect(await connecting.locator('[data-part="connecting"]').getByRole('status').textContent()).toContain('Connection rejected')
    expect(await page.getByTestId('solana-address').textContent()).toBe('—')
    expect(await page.evaluate<boolean>('window.__porticoDevnet.solanaWallet.isAuthorized')).toBe(false)

    await connecting.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('solana-address'), SOLANA_ADDRESS)
    await waitForText(page.getByTestId('solana-balance'), 'SOL')

    // A reload reconnects without a prompt.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
    await waitForText(page.getByTestId('solana-address'), SOLANA_ADDRESS)
    expect(await page.getByRole('dialog').count()).toBe(0)
  } finally {
    await session.close()
  }
})
