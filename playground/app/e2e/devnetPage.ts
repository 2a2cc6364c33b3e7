// Helpers for the journeys on the main page (index.html) (evm.e2e.ts): opening the page, the modal's views, the
// devnet's wallet control strip, a recorder of wallet requests, and reads from the chains in Node.
import type { Browser, Locator, Page } from 'playwright-core'
import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { openPage, type PageSession } from './browser.js'
export { modalOn, settled } from './modalOn.js'

/**
 * Opens the main page (index.html) in a fresh page at a laptop-sized viewport, recording wallet
 * requests. `url` names the file's accounts (`FileAccounts.page(url)`): no journey uses another's.
 */
export async function openDevnetPage(browser: Browser, url: string): Promise<PageSession> {
  if (!new URL(url).searchParams.has('accounts')) throw new Error(`openDevnetPage: ${url} names no accounts (use fileAccounts(import.meta.url).page(url))`)
  const session = await openPage(browser)
  await session.page.setViewportSize({ width: 1024, height: 720 })
  await session.page.addInitScript(RECORD_WALLET_REQUESTS)
  await session.page.goto(url)
  await session.page.getByRole('heading', { level: 1, name: 'Portico on the devnet' }).waitFor()
  return session
}

/**
 * Runs before the page's own scripts on every load: wraps `request` of each provider announced
 * through EIP-6963 so the test can see which methods the page asked the wallets for.
 * (Page code is given as text: the e2e files type-check without the DOM library.)
 */
const RECORD_WALLET_REQUESTS = `
  window.__walletRequests = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    const provider = event.detail && event.detail.provider
    if (!provider || provider.__recorded) return
    const request = provider.request.bind(provider)
    provider.request = (args) => {
      window.__walletRequests.push(event.detail.info.name + ' ' + args.method)
      return request(args)
    }
    provider.__recorded = true
  }, true)`

/** The wallet requests since the page loaded, as `<wallet name> <method>`. */
export function walletRequests(page: Page): Promise<string[]> {
  return page.evaluate<string[]>('window.__walletRequests')
}

/** Waits until `locator` contains `text`. */
export async function waitForText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor()
}

/** Presses a button of the devnet's control strip for one test wallet. */
export async function walletControl(page: Page, wallet: string, action: 'approve' | 'reject' | 'hang' | 'release' | 'disconnect'): Promise<void> {
  await page.locator(`[data-devnet-wallet="${wallet}"] [data-devnet-action="${action}"]`).click()
}

/** The control strip's status line of one test wallet. */
export function walletStatus(page: Page, wallet: string): Promise<string | null> {
  return page.locator(`[data-devnet-wallet="${wallet}"] [data-devnet-status]`).textContent()
}

/** The `info` of an EIP-6963 announcement, as a page script would send it (unchecked on purpose). */
export interface AnnouncedInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/**
 * Announces a wallet from inside the page, as any script on it could: a `CustomEvent` on window
 * whose provider answers every request with a stranger's account and records it in
 * `window.__strangerRequests` (read with {@link strangerRequests}).
 */
export async function announceFromPage(page: Page, info: AnnouncedInfo): Promise<void> {
  await page.evaluate(`(() => {
    const info = ${JSON.stringify(info)}
    window.__strangerRequests = window.__strangerRequests || []
    const provider = {
      request: async (args) => {
        window.__strangerRequests.push(info.name + ' ' + args.method)
        return ['0x000000000000000000000000000000000000dEaD']
      },
      on() {},
      removeListener() {},
    }
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: Object.freeze(info), provider }) }))
  })()`)
}

/** What the page asked the wallets announced by {@link announceFromPage}, as `<name> <method>`. */
export function strangerRequests(page: Page): Promise<string[]> {
  return page.evaluate<string[]>('window.__strangerRequests || []')
}

/** Asks every wallet on the page to announce itself again (`eip6963:requestProvider`), as any script may. */
export async function requestAnnouncements(page: Page): Promise<void> {
  await page.evaluate(`window.dispatchEvent(new Event('eip6963:requestProvider'))`)
}

/** Makes a devnet test wallet sign for another account (`switchAccount`), as its user would in the wallet. */
export async function switchWalletAccount(page: Page, wallet: 'main' | 'second', privateKey: string): Promise<void> {
  await page.evaluate(`window.__porticoDevnet.wallets[${JSON.stringify(wallet)}].switchAccount(${JSON.stringify(privateKey)})`)
}

/** A viem client per devnet chain, read from Node. */
export function chainReaders(rpcUrls: readonly string[]): PublicClient[] {
  return rpcUrls.map((url) => createPublicClient({ transport: http(url) }))
}

/** The native balance of `address`, in wei. */
export function balanceOf(chain: PublicClient, address: Address): Promise<bigint> {
  return chain.getBalance({ address })
}

/** A decimal amount as the modal shows it (SPEC.md section 9): en-US grouping, truncated (never rounded) to 3 decimals, then the symbol. */
export function displayAmount(units: string, symbol: string): string {
  const [whole = '0', fraction = ''] = units.split('.')
  return `${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)} ${symbol}`
}
