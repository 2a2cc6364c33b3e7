import { describe, expect, it } from 'vitest'
import { checkEmailLogin, markEmailLoginSent } from '../loginCache.js'
import { EmailCooldownError } from '../frameErrors.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { getEmailCooldown, watchEmailCooldown } from './emailCooldown.js'

const START = 1_700_000_000_000

function setup() {
  const test = createTestClient({ platform: { now: START } })
  const heard: number[] = []
  const watch = () => watchEmailCooldown(test.client, (seconds) => heard.push(seconds))
  return { ...test, heard, watch }
}

describe('the e-mail cooldown as a visitor sees it (SPEC.md section 9: 30 s)', () => {
  it('is 0 without a code sent; after a send, the same seconds the refusal names, down to 0 at 30 s', () => {
    const { client, platform } = setup()
    expect(getEmailCooldown(client)).toBe(0)
    markEmailLoginSent(client.storage, platform.clock.now())
    expect(getEmailCooldown(client)).toBe(30)
    for (const [after, seconds] of [[1, 30], [999, 30], [1000, 29], [10_500, 20], [29_001, 1], [29_999, 1], [30_000, 0]] as const) {
      platform.clock.setNow(START + after)
      expect(getEmailCooldown(client)).toBe(seconds)
      let refusal: unknown
      try {
        checkEmailLogin(client.storage, 'visitor@example.com', platform.clock.now())
      } catch (error) {
        refusal = error
      }
      if (seconds === 0) expect(refusal).toBeUndefined()
      else {
        expect(refusal).toBeInstanceOf(EmailCooldownError)
        expect(refusal).toMatchObject({ seconds, shortMessage: `Please try again after ${seconds} seconds`, code: 'EMAIL_COOLDOWN' })
      }
    }
  })

  it('a stored time in the future counts as now (30, never more); a corrupt one as none', () => {
    const future = createTestClient({ platform: { now: START, storageContent: { [STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME]: String(START + 10 ** 9) } } })
    expect(getEmailCooldown(future.client)).toBe(30)
    const corrupt = createTestClient({ platform: { now: START, storageContent: { [STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME]: '"soon"' } } })
    expect(getEmailCooldown(corrupt.client)).toBe(0)
  })

  it('the watch counts down once a second on the platform clock, on the second the number changes, then stops counting', () => {
    const { client, platform, heard, watch } = setup()
    // Sent 400 ms before the watch starts: 29.6 s left, shown as 30.
    markEmailLoginSent(client.storage, START)
    platform.clock.setNow(START + 400)
    const stop = watch()
    platform.clock.advance(599)
    expect(heard).toEqual([])
    platform.clock.advance(1)
    expect(heard).toEqual([29])
    platform.clock.advance(28_999)
    expect(heard).toHaveLength(29)
    expect(heard.at(-1)).toBe(1)
    platform.clock.advance(1)
    expect(heard.at(-1)).toBe(0)
    expect(heard).toEqual(Array.from({ length: 30 }, (_, index) => 29 - index))
    platform.clock.advance(60_000)
    expect(heard).toHaveLength(30)
    stop()
    expect(platform.clock.pendingTimers()).toBe(0)
  })

  it('notices a code sent while it watches (within its 1 s check), and one sent from another tab at once', async () => {
    const { client, platform, heard, watch, openTab } = setup()
    const stop = watch()
    platform.clock.advance(5000)
    expect(heard).toEqual([])
    markEmailLoginSent(client.storage, platform.clock.now())
    // Seen at the next check, a second into the wait.
    platform.clock.advance(1000)
    expect(heard).toEqual([29])
    stop()

    const other = openTab()
    const fromOther: number[] = []
    const stopOther = watchEmailCooldown(other.client, (seconds) => fromOther.push(seconds))
    platform.clock.setNow(platform.clock.now() + 60_000)
    expect(getEmailCooldown(other.client)).toBe(0)
    markEmailLoginSent(client.storage, platform.clock.now())
    // The other tab hears the storage change a moment later, without waiting for its check.
    await expect.poll(() => fromOther).toEqual([30])
    stopOther()
  })

  it('after the unsubscribe nothing runs and nothing is heard', () => {
    const { client, platform, heard, watch } = setup()
    const stop = watch()
    stop()
    markEmailLoginSent(client.storage, platform.clock.now())
    platform.clock.advance(40_000)
    expect(heard).toEqual([])
    expect(platform.clock.pendingTimers()).toBe(0)
  })
})
