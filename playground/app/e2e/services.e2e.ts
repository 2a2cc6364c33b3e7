// Journeys against the devnet's local services (configuration, origins, analytics, /batch, /e),
// which every page reaches through the Vite proxy at /__services. The tests read and steer the
// services through their /__devnet endpoints.
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest'
import { launchChromium, type PageSession } from './browser.js'
import { fileAccounts } from './fileAccounts.js'
import { modalOn, openDevnetPage, waitForText } from './devnetPage.js'
import { servicesRecords as records } from './servicesRecords.js'
import { openPlayground } from './viewShots.js'

// This file's own accounts (funded in beforeAll): the Portico Test Wallet holds `main`.
const accounts = fileAccounts(import.meta.url)

const servicesUrl = inject('devnet').servicesUrl
const SIGNED_MESSAGE = 'Hello from the Portico devnet playground'

async function control(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${servicesUrl}/__devnet${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) })
  if (!response.ok) throw new Error(`/__devnet${path} answered ${response.status}`)
}

/**
 * What reached the services from a session's pages, as `<method> <path>`: read by the session's
 * test id, so a beacon a page of an earlier test delivers late is never counted here.
 */
const paths = async (session: PageSession) => (await records(session.testId)).map((record) => `${record.method} ${record.path}`)

/** Waits until the page's client finished start-up (the remote features and the origin check included). */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction('window.__porticoPlayground?.client.isReady() || window.__porticoDevnet?.client.isReady()')
}

/** The page is hidden, as when the visitor switches tabs. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(`Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'))`)
}

let browser: Browser

describe.skipIf(servicesUrl === null)('the page and the local services', () => {
  beforeAll(async () => {
    browser = await launchChromium()
    await accounts.fund()
  })
  afterAll(async () => {
    await browser?.close()
  })
  // The configuration and the failures are the services' for everyone: each test starts from, and leaves, the defaults.
  beforeEach(() => control('/reset'))
  afterEach(() => control('/reset'))

  test('before the first click the page sends only the configuration fetch and the origin check', async () => {
    // `?embedded=1`: the embedded wallet's plug-in provides e-mail and social login, so they are in force.
    const session = await openPlayground(browser, '?embedded=1')
    try {
      await ready(session.page)
      expect(await paths(session)).toEqual(['GET /appkit/v1/config', 'GET /projects/v1/origins'])
      for (const record of await records(session.testId)) {
        expect(record.query).toEqual({ projectId: 'portico-playground', st: 'portico', sv: 'core-0.1.0' })
      }
      expect(await session.page.getByTestId('features').textContent()).toBe('email on, socials on, activity on (remote)')
    } finally {
      await session.close()
    }
  })

  test('without the embedded plug-in e-mail and social login are off, whatever the configuration asks, and no origin check runs', async () => {
    await control('/config', { features: [{ id: 'social_login', isEnabled: true, config: ['email', 'google'] }] })
    const session = await openPlayground(browser, '')
    try {
      await waitForText(session.page.getByTestId('features'), 'email off, socials off, activity on (remote)')
      await ready(session.page)
      expect(await paths(session)).toEqual(['GET /appkit/v1/config'])
    } finally {
      await session.close()
    }
  })

  test('the remote configuration turns features off and the page follows', async () => {
    await control('/config', { features: [{ id: 'swaps', isEnabled: false }, { id: 'social_login', isEnabled: false }] })
    const session = await openPlayground(browser, '?embedded=1')
    try {
      await waitForText(session.page.getByTestId('features'), 'email off, socials off, activity on (remote)')
      // E-mail and social login are off: no origin check.
      await ready(session.page)
      expect(await paths(session)).toEqual(['GET /appkit/v1/config'])
    } finally {
      await session.close()
    }
  })

  test('the remote configuration turns activity off and the modal follows: no Activity tab in Account', async () => {
    await control('/config', { features: [{ id: 'activity', isEnabled: false }] })
    const session = await openPlayground(browser, '')
    const { page } = session
    try {
      await waitForText(page.getByTestId('features'), 'activity off (remote)')
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      const tabs = account.getByRole('tablist').getByRole('tab')
      await tabs.first().waitFor()
      expect(await tabs.allTextContents()).toEqual(['Tokens'])
    } finally {
      await session.close()
    }
  })

  test('a 429 from the origin check shows APKT010 in the modal', async () => {
    await control('/fail', { path: '/projects/v1/origins', mode: '429' })
    const session = await openPlayground(browser, '?embedded=1')
    try {
      await ready(session.page)
      await session.page.getByRole('button', { name: 'Connect wallet' }).click()
      const dialog = await modalOn(session.page, 'Connect')
      await dialog.locator('[data-part="alert"][data-code="APKT010"]').waitFor()
    } finally {
      await session.close()
    }
  })

  test('events reach /batch with their properties, and nothing private leaves the page', async () => {
    const session = await openDevnetPage(browser, accounts.page(inject('baseUrl')))
    const { page } = session
    try {
      await ready(page)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await connect.getByRole('button', { name: 'Connect with Portico Test Wallet' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Sign message' }).click()
      await waitForText(page.getByTestId('sign-status'), 'success')
      const signature = (await page.getByTestId('signature').textContent()) ?? ''
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
      await hide(page)

      // The events may go in one batch or two (the 10 s timer can fire between the connect and the
      // hide), so the test asks for these two, in this order, and checks below that nothing private
      // went with any.
      type SentEvent = { timestamp: number; props: { event: string; address?: string; properties: unknown } }
      const sentEvents = async () =>
        (await records(session.testId)).filter((record) => record.path === '/batch').flatMap((record) => record.body as SentEvent[])
      const names = async () => (await sentEvents()).map((event) => event.props.event).filter((name) => name === 'INITIALIZE' || name === 'CONNECT_SUCCESS')
      await expect.poll(names, { timeout: 15_000 }).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
      for (const batch of (await records(session.testId)).filter((record) => record.path === '/batch')) {
        expect(batch.query).toEqual({ projectId: 'portico-playground', st: 'portico', sv: 'core-0.1.0' })
      }
      const events = (await sentEvents()).filter((event) => event.props.event === 'INITIALIZE' || event.props.event === 'CONNECT_SUCCESS')
      expect(events[1]?.props.properties).toEqual({ method: 'browser', name: 'Portico Test Wallet', caipNetworkId: 'eip155:31337' })
      const everything = JSON.stringify(await records(session.testId))
      expect(everything).not.toContain(signature.slice(2))
      expect(everything).not.toContain(SIGNED_MESSAGE)
      // The page's own panel shows the same records to a person.
      await page.getByRole('button', { name: 'Show what this page sent' }).click()
      await waitForText(page.getByTestId('services-records'), 'POST /batch')
    } finally {
      await session.close()
    }
  })

  test('with the privacy switch on, no analytics event or error report reaches the services', async () => {
    const session = await openPlayground(browser, '?telemetry=0&embedded=1')
    try {
      await ready(session.page)
      await session.page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(session.page, 'Connect')
      await connect.getByRole('button', { name: /Connect with Alpha/ }).click()
      await waitForText(session.page.getByTestId('connection-status'), 'Connected')
      await hide(session.page)
      // A page with telemetry on, hidden the same way, sends its batch: wait for that, then compare.
      const witness = await openPlayground(browser, '')
      try {
        await ready(witness.page)
        await hide(witness.page)
        await expect.poll(async () => (await paths(witness)).includes('POST /batch'), { timeout: 15_000 }).toBe(true)
      } finally {
        await witness.close()
      }
      // The private page sent its start-up requests, and not one event or error report.
      expect(await paths(session)).toEqual(['GET /appkit/v1/config', 'GET /projects/v1/origins'])
    } finally {
      await session.close()
    }
  })
})
