/**
 * Reading the modal from an e2e journey: the dialog once it shows a view, and the wait for its
 * animations. Shared by the playground's and the devnet page's helpers.
 */
import type { Locator, Page } from 'playwright-core'

/** The modal, once it shows `view` (waiting at most `timeout` ms when given). */
export async function modalOn(page: Page, view: string, timeout?: number): Promise<Locator> {
  const dialog = page.locator(`[role="dialog"][data-view="${view}"]`)
  await dialog.waitFor({ state: 'visible', ...(timeout === undefined ? {} : { timeout }) })
  return dialog
}

/** Waits for the modal's finite animations (open, view change, height) to finish. */
export async function settled(page: Page): Promise<void> {
  await page.mouse.move(0, 0)
  await page.waitForFunction(`document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .every((animation) => animation.playState === 'finished')`)
}
