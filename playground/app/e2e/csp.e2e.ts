// The custom element under a strict Content Security Policy (csp.html: no 'unsafe-inline', no
// 'unsafe-eval'). Vite's dev server puts inline scripts into pages (React Refresh's preamble),
// which that policy rightly blocks, so this test builds csp.html with the playground's own Vite
// config and serves the build with `vite preview`, as a site would ship it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { build, preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'

const APP_ROOT = fileURLToPath(new URL('..', import.meta.url))
const CONFIG_FILE = fileURLToPath(new URL('../vite.config.ts', import.meta.url))
const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))

interface Violation {
  directive: string
  blockedURI: string
  sample: string
}

let browser: Browser
let server: PreviewServer
let outDir: string
let baseUrl: string

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true })
  outDir = mkdtempSync(join(tmpdir(), 'portico-csp-'))
  await build({
    root: APP_ROOT,
    configFile: CONFIG_FILE,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096, rollupOptions: { input: join(APP_ROOT, 'csp.html') } },
  })
  server = await preview({
    root: APP_ROOT,
    configFile: CONFIG_FILE,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('vite preview did not report a TCP address')
  baseUrl = `http://127.0.0.1:${address.port}/`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

test('<portico-modal> renders and connects under a strict CSP, with no violation', async () => {
  const session = await openPage(browser)
  const { page } = session
  try {
    // Recorded from the first script on, before the page's own.
    // (Page code is given as text: the e2e files type-check without the DOM library.)
    await page.addInitScript(`
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sample: event.sample,
        })
      })`)
    const violations = () => page.evaluate<Violation[]>('window.__cspViolations')

    await page.setViewportSize({ width: 1024, height: 720 })
    await page.goto(`${baseUrl}csp.html`)
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(policy).toBe("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:")

    await page.getByRole('button', { name: 'Connect wallet' }).click()
    // Playwright's locators pierce open shadow roots.
    const dialog = page.locator('portico-modal [role="dialog"][data-view="Connect"]')
    await dialog.waitFor({ state: 'visible' })
    expect(await page.evaluate(`document.querySelector('portico-modal').shadowRoot.adoptedStyleSheets.length`)).toBe(1)
    expect(await page.evaluate(`document.querySelectorAll('style').length`)).toBe(0)

    // Styled, not bare markup: the card has the skin's width, background and rounded corners.
    const card = await page.evaluate(`(() => {
      const element = document.querySelector('portico-modal').shadowRoot.querySelector('[role="dialog"]')
      const style = getComputedStyle(element)
      return { width: element.offsetWidth, background: style.backgroundColor, radius: style.borderRadius }
    })()`)
    // (The surface is a color-mix() of the theme, which computes to a color() value.)
    expect(card).toEqual({ width: 370, background: expect.stringMatching(/^color\(srgb 1 1 1\)$|^rgb\(255, 255, 255\)$/), radius: '24px' })

    // Wait for the open animation, then keep a picture of it.
    // (Polled from Node: waitForFunction with text would need 'unsafe-eval' in the page.)
    await expect
      .poll(() =>
        page.evaluate(`document.querySelector('portico-modal').shadowRoot.getAnimations()
          .every((animation) => animation.playState === 'finished')`),
      )
      .toBe(true)
    const picture = async (name: string) => {
      const box = await dialog.boundingBox()
      if (!box) throw new Error('the modal has no box')
      await page.screenshot({
        path: `${SCREENSHOTS}${name}.png`,
        clip: { x: box.x - 32, y: box.y - 32, width: box.width + 64, height: box.height + 64 },
      })
    }
    await picture('csp-custom-element-light')

    // The focus trap works inside the shadow root.
    await expect
      .poll(() =>
        page.evaluate(`(() => {
          const host = document.querySelector('portico-modal')
          return document.activeElement === host && Boolean(host.shadowRoot.activeElement?.closest('[role="dialog"]'))
        })()`),
      )
      .toBe(true)

    // The theme flips at run time inside the shadow root too.
    await page.evaluate(`window.__porticoPlayground.setTheme({ themeMode: 'dark' })`)
    await page.locator('portico-modal [data-part="root"][data-theme="dark"]').waitFor({ state: 'attached' })
    await picture('csp-custom-element-dark')

    // Escape closes it; the page's button opens it again.
    await page.keyboard.press('Escape')
    await page.locator('portico-modal [role="dialog"]').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await dialog.waitFor({ state: 'visible' })

    // It works, too: connect through the custom element.
    await dialog.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
    await page.locator('portico-modal [role="dialog"]').waitFor({ state: 'detached' })
    const connected = await page.evaluate(() => {
      type Connections = { connections: { namespaces: Record<string, { address: string }> }[] }
      type Playground = { client: { controllers: { connection: { getSnapshot(): Connections } } } }
      const playground = (globalThis as { __porticoPlayground?: Playground }).__porticoPlayground
      const state = playground?.client.controllers.connection.getSnapshot()
      return JSON.stringify(state?.connections.flatMap((entry) => Object.values(entry.namespaces).map((part) => part.address)))
    })
    expect(connected).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')

    expect(await violations()).toEqual([])

    // The listener does hear the policy: an injected <style> is refused and reported.
    await page.evaluate(`document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' }))`)
    await expect.poll(violations).toEqual([expect.objectContaining({ directive: 'style-src-elem' })])
  } finally {
    await session.close()
  }
})
