// Server rendering meets the browser: the page's markup is rendered in Node (Vite's SSR loader, the
// same components as the browser), served as ssr.html, and hydrated in Chromium without a mismatch,
// a recoverable error or a warning; the hydrated modal then works.
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { createServer } from 'vite'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** Renders ssr.html's markup in Node through a Vite server in middleware mode (no port of its own). */
async function renderOnTheServer(): Promise<string> {
  const server = await createServer({
    root: fileURLToPath(new URL('..', import.meta.url)),
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  })
  try {
    const module = (await server.ssrLoadModule('/src/ssr/renderSsrPage.tsx')) as { renderSsrPage(urls: { first: string; second: string }): string }
    const [first, second] = inject('devnet').rpcUrls
    return module.renderSsrPage({ first: first!, second: second! })
  } finally {
    await server.close()
  }
}

test('the server-rendered page hydrates without a mismatch, and its modal connects', async () => {
  const markup = await renderOnTheServer()
  expect(markup).toContain('Connect wallet')

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
    const url = new URL('ssr.html', inject('baseUrl')).href
    // The dev server sends ssr.html with its scripts; the test puts the server's markup in it, as a site's server would.
    await page.route(url, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('<!--ssr-outlet-->', markup)
      await route.fulfill({ response, body: html })
    })
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
