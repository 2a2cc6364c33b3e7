import type { SafeStorage } from '../../kernel/storage/createSafeStorage.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { lastEmailLoginTimeSchema } from '../../kernel/storage/storedLoginValues.js'

/** An e-mail login within this long of the last is refused (SPEC.md section 9). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/**
 * How long, in milliseconds, until another code may be sent: 0 when none was sent in the last
 * 30 s. A last send in the future (another clock, a hand-edited store) counts as just now, never
 * as a longer wait.
 */
export function emailCooldownRemainingMs(storage: SafeStorage, now: number): number {
  const last = storage.get(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, lastEmailLoginTimeSchema)
  if (last === undefined) return 0
  const elapsed = Math.max(0, now - last)
  return elapsed < EMAIL_LOGIN_COOLDOWN_MS ? EMAIL_LOGIN_COOLDOWN_MS - elapsed : 0
}

/** The wait as the visitor is told it: whole seconds, rounded up (1 to 30), or 0 when a code may be sent. */
export function emailCooldownSeconds(storage: SafeStorage, now: number): number {
  return Math.ceil(emailCooldownRemainingMs(storage, now) / 1000)
}
