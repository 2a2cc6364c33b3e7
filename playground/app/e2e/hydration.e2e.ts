// Server rendering meets the browser: ssr.html's markup is rendered in Node by the dev server (Vite's
// SSR loader, the same components as the browser) and hydrated in Chromium without a mismatch, a
// recoverable error or a warning; the hydrated modal then works.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'
import { fileAccounts } from './fileAccounts.js'

// This file's own accounts (funded in beforeAll), which its pages' wallets hold.
const accounts = fileAccounts(import.meta.url)

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  await accounts.fund()
})

afterAll(async () => {
  await browser?.close()
})

test('the server-rendered page hydrates without a mismatch, and its modal connects', async () => {
  const url = accounts.page(new URL('ssr.html', inject('devBaseUrl')).href)
  // What the server sends: the page already rendered (the dev server renders it in Node, vite.config.ts).
  const served = await (await fetch(url)).text()
  expect(served).toMatch(/<div id="root"><main><h1>Rendered on the server<\/h1><button type="button">Connect wallet<\/button><\/main>/)

  const session = await openPage(browser)
  const { page } = session
  const messages: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    // The dev server's own client, looking for the HMR socket the e2e server runs without.
    if (/^\[vite\]|^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\?token=/.test(text)) return
    if (message.type() === 'error' || message.type() === 'warning') messages.push(text)
  })
  try {
    await page.goto(url)
    const button = page.getByRole('button', { name: 'Connect wallet' })
    await button.waitFor()
    // Hydrated: React attached its handlers to the server's button (the click opens the modal).
    await expect.poll(() => page.evaluate(`Object.keys(document.querySelector('main button')).some((key) => key.startsWith('__reactFiber'))`)).toBe(true)
    await button.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Connect with Portico Test Wallet' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: /^0x/ }).waitFor()
    expect(messages).toEqual([])
  } finally {
    await session.close()
  }
})
