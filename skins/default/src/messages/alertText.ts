import type { Alert } from '@portico/react'
import { codeOf, errorText } from './errorText.js'
import type { Messages } from './en.js'
import type { NoticeText } from './snackbarText.js'

/**
 * The alert's text in the catalogue's language: the catalogue's text for its code; for a code the
 * catalogue does not know, the severity's generic text, keeping core's message as `original`; an
 * alert without a code shows its message as is.
 */
export function alertText(messages: Messages, alert: Pick<Alert, 'code' | 'message' | 'severity'>): NoticeText {
  const translated = errorText(messages, alert)
  if (translated !== undefined) return { text: translated }
  if (codeOf(alert) === undefined) return { text: alert.message }
  return { text: messages.unknownError.alert[alert.severity], original: alert.message }
}
