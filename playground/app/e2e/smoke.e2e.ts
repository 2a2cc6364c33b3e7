import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

test('the playground renders its heading', async () => {
  const session = await openPage(browser)
  try {
    await session.page.goto(`${inject('baseUrl')}mock.html`)
    const heading = session.page.getByRole('heading', { level: 1, name: /Portico playground/i })
    await heading.waitFor({ state: 'visible', timeout: 30_000 })
    expect(await heading.textContent()).toMatch(/Portico playground/i)
  } finally {
    await session.close()
  }
})

test('a request outside loopback is aborted and fails the session', async () => {
  const session = await openPage(browser)
  await session.page.goto(`${inject('baseUrl')}mock.html`)
  const outcome = await session.page.evaluate(async () => {
    try {
      await fetch('https://portico.invalid/probe')
      return 'reached'
    } catch {
      return 'aborted'
    }
  })
  expect(outcome).toBe('aborted')
  expect(session.blockedRequests).toEqual(['https://portico.invalid/probe'])
  await expect(session.close()).rejects.toThrow(/blocked a request outside loopback: https:\/\/portico\.invalid\/probe/)
})
