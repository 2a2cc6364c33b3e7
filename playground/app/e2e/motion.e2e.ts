// The modal's motion in Chromium. With prefers-reduced-motion, nothing moves: no CSS animation and
// no transition of size or position starts while the modal opens, changes views, waits (spinners),
// shakes after an error or shows its loading state. Without it, the timings are SPEC.md's
// (section 9): header text 120 ms, modal height 150 ms, view transition 150 ms, read from the
// running animations' own timing (`getAnimations()`).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from './browser.js'
import { modalOn, openPlayground, playground } from './viewShots.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** One animation or transition that started in the page. */
interface Started {
  /** 'animation' or 'transition'. */
  kind: string
  /** The keyframes' name, or the transitioned property. */
  name: string
  /** The element's `data-part`. */
  part: string
  /** Its duration in ms, from the running animation's timing. */
  duration: number
}

/** Records every CSS animation and transition that starts from now on (page code as text). */
async function recordMotion(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__motion = []
    const timing = (target, match) => {
      const animation = target.getAnimations().find(match)
      return animation ? Number(animation.effect.getTiming().duration) : -1
    }
    document.addEventListener('animationstart', (event) => {
      window.__motion.push({
        kind: 'animation',
        name: event.animationName,
        part: event.target.dataset?.part ?? event.target.tagName,
        duration: timing(event.target, (animation) => animation.animationName === event.animationName),
      })
    }, true)
    document.addEventListener('transitionrun', (event) => {
      window.__motion.push({
        kind: 'transition',
        name: event.propertyName,
        part: event.target.dataset?.part ?? event.target.tagName,
        duration: timing(event.target, (animation) => animation.transitionProperty === event.propertyName),
      })
    }, true)
  })()`)
}

/** What started since the last call, and forgets it. */
function takeMotion(page: Page): Promise<Started[]> {
  return page.evaluate<Started[]>(`window.__motion.splice(0)`)
}

/** Motion that reduced motion rules out: any keyframe animation, and transitions of size or position. */
function moving(started: readonly Started[]): Started[] {
  return started.filter(
    (entry) => entry.kind === 'animation' || /^(height|width|transform|translate|scale|rotate|top|left|right|bottom|opacity)$/.test(entry.name),
  )
}

/** The CSS animations running now (colour transitions on hover are no motion). */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`document.getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.animationName)
    .map((animation) => animation.animationName + ' on ' + (animation.effect?.target?.dataset?.part ?? '?'))`)
}

describe('reduced motion', () => {
  test('nothing moves: opening, changing views, waiting, shaking, loading', async () => {
    const session = await openPlayground(browser, '')
    const { page } = session
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await recordMotion(page)

      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await modalOn(page, 'Connect')
      expect(await runningAnimations(page), 'after opening').toEqual([])

      // Waiting on the wallet: the spinner stands still.
      await playground(page, `adapter.script('io.portico.alpha', { connect: 'hang' })`)
      await page.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.locator('[data-part="connecting"][data-state="waiting"]').waitFor()
      expect(await runningAnimations(page), 'ConnectingExternal waiting').toEqual([])
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      // A rejection shakes the modal: not under reduced motion.
      await playground(page, `adapter.script('io.portico.alpha', { connect: 'reject' })`)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.locator('[role="dialog"][data-shake]').waitFor()
      expect(await runningAnimations(page), 'shake').toEqual([])

      await playground(page, `adapter.script('io.portico.alpha', { connect: 'approve' })`)
      await page.getByRole('button', { name: 'Retry' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      // Views of different heights, one after the other.
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await modalOn(page, 'Account')
      await account.locator('[data-part="balance"]').filter({ hasText: 'ETH' }).waitFor()
      expect(await runningAnimations(page), 'Account').toEqual([])
      await account.getByRole('button', { name: 'Networks' }).click()
      await modalOn(page, 'Networks')
      expect(await runningAnimations(page), 'Networks').toEqual([])
      await playground(page, `client.controllers.modal.setLoading(true)`)
      await page.locator('[data-part="loading"]').waitFor()
      expect(await runningAnimations(page), 'loading').toEqual([])
      await playground(page, `client.controllers.modal.setLoading(false)`)
      await page.getByRole('button', { name: 'Back' }).click()
      await modalOn(page, 'Account')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      expect(moving(await takeMotion(page))).toEqual([])
    } finally {
      await session.close()
    }
  })

  test('the check sees motion when motion is allowed: the spinner turns, the modal shakes', async () => {
    const session = await openPlayground(browser, '')
    const { page } = session
    try {
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await recordMotion(page)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await modalOn(page, 'Connect')
      await playground(page, `adapter.script('io.portico.alpha', { connect: 'hang' })`)
      await page.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.locator('[data-part="connecting"][data-state="waiting"]').waitFor()
      expect(await runningAnimations(page)).toContain('ptcSpin on spinner')
      expect(moving(await takeMotion(page)).length).toBeGreaterThan(0)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      // The shake after an error wins over the open animation.
      await playground(page, `adapter.script('io.portico.alpha', { connect: 'reject' })`)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await (await modalOn(page, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.locator('[role="dialog"][data-shake]').waitFor()
      expect(await runningAnimations(page)).toContain('ptcShake on content')
    } finally {
      await session.close()
    }
  })
})

test('timings: header text 120 ms, modal height 150 ms, view transition 150 ms', async () => {
  const session = await openPlayground(browser, '')
  const { page } = session
  try {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await recordMotion(page)
    const started: Started[] = []
    /** Waits until `expected` has started (the events arrive a frame after the change). */
    const waitForStart = (expected: Started) =>
      expect
        .poll(async () => {
          started.push(...(await takeMotion(page)))
          return started
        })
        .toContainEqual(expected)

    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await modalOn(page, 'Connect')
    await waitForStart({ kind: 'animation', name: 'ptcFadeIn', part: 'title', duration: 120 })
    await waitForStart({ kind: 'animation', name: 'ptcViewIn', part: 'view', duration: 150 })
    await waitForStart({ kind: 'animation', name: 'ptcModalIn', part: 'content', duration: 150 })

    // To a view of another height: the title and the view animate again, and the body's height follows.
    await page.mouse.move(0, 0)
    started.splice(0)
    await playground(page, `openModal({ view: { view: 'Networks' } })`)
    await modalOn(page, 'Networks')
    await waitForStart({ kind: 'animation', name: 'ptcFadeIn', part: 'title', duration: 120 })
    await waitForStart({ kind: 'animation', name: 'ptcViewIn', part: 'view', duration: 150 })
    await waitForStart({ kind: 'transition', name: 'height', part: 'body', duration: 150 })
  } finally {
    await session.close()
  }
})
