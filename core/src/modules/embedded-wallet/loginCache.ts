import type { SafeStorage } from '../../kernel/storage/createSafeStorage.js'
import { LOGIN_CACHE_KEYS, STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { isValidEmail } from '../../kernel/utils/email.js'
import { emailCooldownSeconds } from './emailCooldown.js'
import { EmailCooldownError, InvalidEmailError } from './frameErrors.js'

export { EMAIL_LOGIN_COOLDOWN_MS } from './emailCooldown.js'

/**
 * Checks an e-mail login before anything is sent to the frame: the format ('Please enter a valid
 * email address', APKTW002), then the 30 s cooldown ('Please try again after {n} seconds'). A last
 * login time in the future (another clock, a hand-edited store) counts as just now, never as a
 * longer wait.
 * @throws InvalidEmailError or EmailCooldownError
 */
export function checkEmailLogin(storage: SafeStorage, email: unknown, now: number): void {
  assertValidEmail(email)
  const seconds = emailCooldownSeconds(storage, now)
  if (seconds > 0) throw new EmailCooldownError(seconds)
}

/**
 * Checks the format of an e-mail ('Please enter a valid email address', APKTW002).
 * @throws InvalidEmailError
 */
export function assertValidEmail(email: unknown): asserts email is string {
  if (!isValidEmail(email)) throw new InvalidEmailError()
}

/** Records that a code was just sent, starting the cooldown. */
export function markEmailLoginSent(storage: SafeStorage, now: number): void {
  storage.set(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, Math.max(0, Math.floor(now)))
}

/** On login success: the e-mail (when there is one) and the login-used flag are stored, the last-login time cleared. */
export function recordLoginSuccess(storage: SafeStorage, login: { email?: string | null; socialUsername?: string | null }): void {
  if (login.email && isValidEmail(login.email)) storage.set(STORAGE_KEYS.EMAIL, login.email)
  if (login.socialUsername) storage.set(STORAGE_KEYS.SOCIAL_USERNAME, login.socialUsername.slice(0, 256))
  storage.set(STORAGE_KEYS.EMAIL_LOGIN_USED, true)
  storage.remove(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)
}

/** On disconnect, or when the frame says not connected: the login cache (flag, e-mail, last chain, social username) goes. */
export function clearLoginCache(storage: SafeStorage): void {
  for (const key of LOGIN_CACHE_KEYS) storage.remove(key)
}
