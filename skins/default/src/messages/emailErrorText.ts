import type { Locale } from './catalogues.js'
import { errorText } from './errorText.js'
import type { Messages } from './en.js'
import { formatPlural } from './pluralForms.js'

/** The wait an e-mail cooldown error names (core's `EmailCooldownError.seconds`), when it is a sane one. */
function cooldownSecondsOf(error: { code?: unknown; seconds?: unknown }): number | undefined {
  if (error.code !== 'EMAIL_COOLDOWN') return undefined
  const { seconds } = error
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 && seconds <= 3600 ? seconds : undefined
}

/**
 * The text of an e-mail login error: 'Please enter a valid email address' for a malformed e-mail
 * (APKTW002), the cooldown with the exact seconds the error names ('Please try again after {n}
 * seconds', in the catalogue's plural forms), the catalogue's text of any other known code, or the
 * generic connecting error.
 */
export function emailErrorText(messages: Messages, error: { code?: unknown; seconds?: unknown } | undefined, locale: Locale = 'en'): string {
  if (error?.code === 'APKTW002') return messages.dataCapture.invalid
  const seconds = error ? cooldownSecondsOf(error) : undefined
  if (seconds !== undefined) return formatPlural(locale, messages.embedded.tryAgainAfter, seconds)
  return errorText(messages, error) ?? messages.connecting.errorMessage
}
