// A modal that does not move under the pointer (issue 24). While a view's data arrives late (the
// devnet's services answer 600 ms late, through page.route), the controls a visitor aims at (the
// header's back and close buttons, the view's first action) must stay where they are once the
// view's open animation has ended. A page script samples their boxes every frame (about 16 ms) for
// the first 1.5 s after the view opens; the end of the open animation is the product's own signal
// (the `animationend` of the card's and the view's entry animations, and the `transitionend` of the
// body's height when it changed with the view), never a fixed wait. Desktop and phone widths.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from './browser.js'
import { modalOn, openPlayground, playground, settled } from './viewShots.js'

/** How late the devnet's services answer while a view opens. */
const SERVICES_DELAY_MS = 400
/** How long the controls are watched after the view opens. */
const WATCH_MS = 1500
/** Movement that counts (sub-pixel layout rounding does not). */
const TOLERANCE_PX = 1

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** The largest movement of one control after the open animation ended. */
interface Movement {
  /** The control, as the test names it. */
  control: string
  /** The largest shift of its box (x, y, width or height), in px. */
  px: number
  /** When it was largest, in ms after the view opened. */
  at: number
}

/** What the page script saw. */
interface Watched {
  /** When the view's open animation ended, in ms after it opened; null if it never did. */
  openEnded: number | null
  /** When the view's late data first showed, in ms after it opened; null if it never did. */
  dataShown: number | null
  /** Each control's largest movement after the open animation ended. */
  movements: Movement[]
  /** Controls that were not there when the open animation ended. */
  missing: string[]
  /** Frames sampled after the open animation ended. */
  frames: number
}

/** What to watch in one view. */
interface Watch {
  view: string
  /** Whether the modal opens with this view (the card's own entry animation runs too). */
  opening: boolean
  /** Controls to follow by CSS selector, keyed by name; `firstAction` is added by the script. */
  controls: Record<string, string>
  /** The element whose appearance says the late data has arrived; null for a view with none. */
  data: string | null
}

/**
 * Page code: starts watching `watch.view` (call before the click that opens it). Resolves with
 * {@link Watched} after {@link WATCH_MS} ms of the view. (Page code is text: the e2e files
 * type-check without the DOM library.)
 */
function startWatching(page: Page, watch: Watch): Promise<void> {
  return page.evaluate(`(() => {
    const watch = ${JSON.stringify(watch)}
    const WATCH_MS = ${WATCH_MS}
    const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex="0"]'
    let opened = null
    let viewNode = null
    let contentEnded = !watch.opening
    let viewEnded = false
    let bodyTransitions = 0
    let openEnded = null
    let dataShown = null
    let tracked = null
    const baseline = {}
    const movements = {}
    let frames = 0
    const now = () => performance.now() - opened
    document.addEventListener('animationend', (event) => {
      if (opened === null) return
      const target = event.target
      if (target.dataset?.part === 'content' && event.animationName === 'ptcModalIn') contentEnded = true
      if (target === viewNode && event.animationName === 'ptcViewIn') viewEnded = true
    }, true)
    document.addEventListener('transitionrun', (event) => {
      if (opened !== null && openEnded === null && event.target.dataset?.part === 'body' && event.propertyName === 'height') bodyTransitions += 1
    }, true)
    const transitionOver = (event) => {
      if (opened !== null && openEnded === null && event.target.dataset?.part === 'body' && event.propertyName === 'height') bodyTransitions = Math.max(0, bodyTransitions - 1)
    }
    document.addEventListener('transitionend', transitionOver, true)
    document.addEventListener('transitioncancel', transitionOver, true)
    const boxOf = (element) => {
      if (!element || !element.isConnected) return null
      const box = element.getBoundingClientRect()
      return box.width === 0 && box.height === 0 ? null : box
    }
    window.__watched = new Promise((resolve) => {
      const frame = () => {
        const dialog = document.querySelector('[role="dialog"][data-view="' + watch.view + '"]')
        const view = dialog?.querySelector('[data-part="view"][data-view="' + watch.view + '"]')
        if (opened === null) {
          if (!view) return requestAnimationFrame(frame)
          opened = performance.now()
          viewNode = view
        }
        if (dataShown === null && watch.data && dialog?.querySelector(watch.data)) dataShown = now()
        if (openEnded === null && contentEnded && viewEnded && bodyTransitions === 0) {
          openEnded = now()
          tracked = {}
          for (const [name, selector] of Object.entries(watch.controls)) tracked[name] = dialog?.querySelector(selector) ?? null
          tracked.firstAction = [...(view?.querySelectorAll(FOCUSABLE) ?? [])].find((element) => boxOf(element)) ?? null
          for (const [name, element] of Object.entries(tracked)) baseline[name] = boxOf(element)
        }
        if (tracked) {
          frames += 1
          for (const [name, element] of Object.entries(tracked)) {
            const start = baseline[name]
            if (!start) continue
            const box = boxOf(element)
            const px = box
              ? Math.max(Math.abs(box.x - start.x), Math.abs(box.y - start.y), Math.abs(box.width - start.width), Math.abs(box.height - start.height))
              : Infinity
            if (!movements[name] || px > movements[name].px) movements[name] = { control: name, px: Math.round(px * 10) / 10, at: Math.round(now()) }
          }
        }
        if (now() < WATCH_MS) return requestAnimationFrame(frame)
        resolve({
          openEnded: openEnded === null ? null : Math.round(openEnded),
          dataShown: dataShown === null ? null : Math.round(dataShown),
          movements: Object.values(movements),
          missing: Object.entries(baseline).filter(([, box]) => !box).map(([name]) => name),
          frames,
        })
      }
      requestAnimationFrame(frame)
    })
  })()`)
}

/** The page script's findings, once it has watched long enough. */
function watched(page: Page): Promise<Watched> {
  return page.evaluate<Watched>('window.__watched')
}

/** Makes the devnet's services (under /__services) answer {@link SERVICES_DELAY_MS} ms late from now on. */
async function delayServices(page: Page): Promise<void> {
  await page.route(/\/__services\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SERVICES_DELAY_MS))
    await route.fallback()
  })
}

/** Checks what was watched: the data came after the open animation, and nothing moved after it. */
function expectSteady(result: Watched, label: string, lateData = true): void {
  console.log(`steadyControls: ${label}: ${JSON.stringify(result)}`)
  expect(result.openEnded, `${label}: the open animation ended`).not.toBeNull()
  if (lateData) {
    expect(result.dataShown, `${label}: the late data arrived while watched`).not.toBeNull()
    // Data that came before the animation ended would prove nothing.
    expect(result.dataShown!, `${label}: the data arrived after the open animation`).toBeGreaterThan(result.openEnded!)
  }
  expect(result.missing, `${label}: every control was there when the open animation ended`).toEqual([])
  expect(result.frames, `${label}: frames sampled`).toBeGreaterThan(20)
  const moved = result.movements.filter((movement) => movement.px > TOLERANCE_PX)
  expect(
    moved.map((movement) => `${movement.control} moved ${movement.px} px (${movement.at} ms after the view opened)`),
    label,
  ).toEqual([])
}

const WIDTHS = [
  { label: 'desktop 1280x800', viewport: { width: 1280, height: 800 } },
  { label: 'desktop 1024x720', viewport: { width: 1024, height: 720 } },
  { label: 'phone 390x844', viewport: { width: 390, height: 844 } },
]

describe.each(WIDTHS)('$label: no control moves while the data arrives', ({ label, viewport }) => {
  test('Connect, with the registry’s catalogue arriving late', async () => {
    const session = await openPlayground(browser, '?pairing=mock', viewport)
    const { page } = session
    try {
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await delayServices(page)
      await startWatching(page, {
        view: 'Connect',
        opening: true,
        controls: { close: '[data-part="close"]' },
        data: '[data-part="catalogue-row"]:not([data-value="walletconnect"]):not([data-value="all-wallets"])',
      })
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      expectSteady(await watched(page), `${label} Connect`)
    } finally {
      await session.close()
    }
  })

  test('Account, with its tokens arriving late', async () => {
    const session = await openPlayground(browser, '', viewport)
    const { page } = session
    try {
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await settled(page)
      await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await delayServices(page)
      await startWatching(page, {
        view: 'Account',
        opening: true,
        controls: { close: '[data-part="close"]', chooseName: '[data-part="register-name"]' },
        data: '[data-part="token"]',
      })
      await page.getByRole('button', { name: 'Open account' }).click()
      expectSteady(await watched(page), `${label} Account`)
    } finally {
      await session.close()
    }
  })

  test('AllWallets, with the catalogue arriving late', async () => {
    const session = await openPlayground(browser, '?pairing=mock', viewport)
    const { page } = session
    try {
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      // Connect's "All wallets" entry loads the view's code; the catalogue's full pages are asked
      // for when AllWallets opens.
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await connect.locator('[data-part="all-wallets"]').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await delayServices(page)
      await startWatching(page, {
        view: 'AllWallets',
        opening: true,
        controls: { close: '[data-part="close"]' },
        data: '[data-part="wallet-row"][data-kind="catalogue"]',
      })
      await playground(page, `openModal({ view: { view: 'AllWallets' } })`)
      expectSteady(await watched(page), `${label} AllWallets`)
    } finally {
      await session.close()
    }
  })

  test('Networks, opened from Account', async () => {
    const session = await openPlayground(browser, '', viewport)
    const { page } = session
    try {
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const connect = await modalOn(page, 'Connect')
      await settled(page)
      await connect.getByRole('button', { name: 'Connect with Alpha Wallet' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await delayServices(page)
      await playground(page, `openModal({ view: { view: 'Account' } })`)
      const account = await modalOn(page, 'Account')
      await settled(page)
      await startWatching(page, {
        view: 'Networks',
        opening: false,
        controls: { back: '[data-part="back"]', close: '[data-part="close"]' },
        data: null,
      })
      await account.getByRole('button', { name: 'Networks' }).click()
      expectSteady(await watched(page), `${label} Networks`, false)
    } finally {
      await session.close()
    }
  })
})
