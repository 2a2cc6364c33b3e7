import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { emailCooldownRemainingMs, emailCooldownSeconds } from '../emailCooldown.js'
import type { TimerHandle } from '../../../kernel/platform/ports.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/** How often a watch looks for a code sent elsewhere while no wait is running (SPEC.md section 9: the 1 s checks). */
export const EMAIL_COOLDOWN_IDLE_CHECK_MS = 1000

/**
 * The seconds until another e-mail code may be sent (SPEC.md section 9: an e-mail login within
 * 30 s of the last is refused with 'Please try again after {n} seconds'): the same {n} that error
 * would name, 0 when a code may be sent now. Read from the stored last-send time on the platform
 * clock, so a code sent from another tab of the site counts too.
 */
export const getEmailCooldown = publicAction('getEmailCooldown', function getEmailCooldown(client: PorticoClient): number {
  return emailCooldownSeconds(client.storage, client.platform.clock.now())
})

/**
 * Calls `onChange` each time {@link getEmailCooldown} would return another number: once a second
 * while a wait counts down (on the second it changes, on the platform clock), and when a code is
 * sent (in this tab or another). While no wait runs it looks again every second. Returns the
 * unsubscribe; nothing runs after it.
 */
export const watchEmailCooldown = publicAction('watchEmailCooldown', function watchEmailCooldown(
  client: PorticoClient,
  onChange: (seconds: number, previous: number) => void,
): () => void {
  const { clock, storage } = client.platform
  let current = getEmailCooldown(client)
  let timer: TimerHandle | undefined
  let stopped = false
  const check = () => {
    const next = getEmailCooldown(client)
    if (next === current) return
    const previous = current
    current = next
    onChange(next, previous)
  }
  const schedule = () => {
    const remaining = emailCooldownRemainingMs(client.storage, clock.now())
    // While counting: at the moment the whole seconds change; else the idle check.
    const wait = remaining > 0 ? remaining % 1000 || 1000 : EMAIL_COOLDOWN_IDLE_CHECK_MS
    timer = clock.setTimeout(() => {
      timer = undefined
      if (stopped) return
      check()
      if (!stopped) schedule()
    }, wait)
  }
  const refresh = () => {
    if (stopped) return
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    check()
    if (!stopped) schedule()
  }
  const unsubscribe = storage.subscribe?.((change) => {
    if (change.key === null || change.key === STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME) refresh()
  })
  schedule()
  return () => {
    stopped = true
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    unsubscribe?.()
  }
})
