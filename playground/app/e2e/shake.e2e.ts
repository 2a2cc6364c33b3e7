// The shake in Chromium: an error shakes the modal (500 ms, SPEC.md section 9), and that is all it
// does. When the shake ends the open animation must not run again: the card neither fades out nor
// slides in a second time. Checked with the page's own animation events and `getAnimations()`.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium } from './browser.js'
import { modalOn, openPlayground, playground, settled } from './viewShots.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** What the page saw of one shake of the modal's card. */
interface ShakeRecord {
  /** Animations that started on the card while it shook, as `<name>`. */
  duringShake: string[]
  /** Animations that started anywhere in the modal after the shake ended, as `<name> on <part>`. */
  afterShake: string[]
  /** The card's animations in the first frame after the shake ended, as `<name> <playState>`. */
  cardAnimationsAfterShake: string[] | null
}

/**
 * Page code: watches the card (`[role="dialog"]`) for `data-shake` going on and off, and records
 * which animations start during the shake and after it.
 */
const RECORD_SHAKE = `(() => {
  const card = document.querySelector('[role="dialog"]')
  if (!card) throw new Error('the modal is not open')
  const record = { duringShake: [], afterShake: [], cardAnimationsAfterShake: null }
  window.__shake = record
  let phase = card.hasAttribute('data-shake') ? 'shaking' : 'before'
  new MutationObserver(() => {
    const shaking = card.hasAttribute('data-shake')
    if (phase === 'before' && shaking) phase = 'shaking'
    if (phase === 'shaking' && !shaking) {
      phase = 'after'
      requestAnimationFrame(() => {
        record.cardAnimationsAfterShake = card.getAnimations()
          .filter((animation) => animation.animationName)
          .map((animation) => animation.animationName + ' ' + animation.playState)
      })
    }
  }).observe(card, { attributes: true, attributeFilter: ['data-shake'] })
  document.addEventListener('animationstart', (event) => {
    if (phase === 'shaking' && event.target === card) record.duringShake.push(event.animationName)
    if (phase === 'after') record.afterShake.push(event.animationName + ' on ' + (event.target.dataset?.part ?? event.target.tagName))
  }, true)
})()`

/** Waits for a shake of the card to start and end, the modal to settle, and returns the record. */
async function shakeRecord(page: Page): Promise<ShakeRecord> {
  await page.locator('[role="dialog"][data-shake]').waitFor()
  await page.locator('[role="dialog"]:not([data-shake])').waitFor()
  await page.waitForFunction('window.__shake.cardAnimationsAfterShake !== null')
  await settled(page)
  return page.evaluate<ShakeRecord>('window.__shake')
}

test('a rejected connection shakes the modal, and the open animation does not run again after the shake', async () => {
  const session = await openPlayground(browser, '')
  const { page } = session
  try {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await playground(page, `adapter.script('io.portico.alpha', { connect: 'reject' })`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = await modalOn(page, 'Connect')
    await settled(page)
    await page.evaluate(RECORD_SHAKE)

    await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
    await page.locator('[data-part="connecting"][data-state="rejected"]').waitFor()
    const record = await shakeRecord(page)

    expect(record.duringShake).toContain('ptcShake')
    expect(record.afterShake).toEqual([])
    expect(record.cardAnimationsAfterShake?.filter((entry) => entry.endsWith('running'))).toEqual([])
  } finally {
    await session.close()
  }
})

test('two shakes in a row on the same view: each one shakes, and neither replays the open animation', async () => {
  const session = await openPlayground(browser, '')
  const { page } = session
  try {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await modalOn(page, 'Connect')
    await settled(page)
    for (const round of [1, 2]) {
      await page.evaluate(RECORD_SHAKE)
      // What core does after an error (or when the modal may not close).
      await playground(page, 'client.controllers.modal.shake()')
      const record = await shakeRecord(page)
      expect(record.duringShake, `shake ${round}`).toEqual(['ptcShake'])
      expect(record.afterShake, `shake ${round}`).toEqual([])
      expect(record.cardAnimationsAfterShake?.filter((entry) => entry.endsWith('running')), `shake ${round}`).toEqual([])
    }
  } finally {
    await session.close()
  }
})
