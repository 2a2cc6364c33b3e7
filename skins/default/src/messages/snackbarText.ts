import type { SnackbarVariant } from '@portico/react'
import { codeOf, errorText } from './errorText.js'
import type { Messages } from './en.js'

/** Core's snackbar messages that carry no code (English, verbatim) and the catalogue entry shown instead. */
const KNOWN_MESSAGES: Readonly<Record<string, keyof Messages['snackbar']>> = {
  'Authenticating...': 'authenticating',
  'Token Balance Unavailable': 'tokenBalanceUnavailable',
  'Failed to fetch transactions': 'transactionsFailed',
  'Email updated': 'emailUpdated',
}

/** What a notice shows: its text, and core's own message when the text replaced it with a generic one. */
export interface NoticeText {
  text: string
  /** Core's verbatim message, kept (as a `title`) when `text` is the generic fallback of an unknown code. */
  original?: string
}

/**
 * The snackbar's text in the catalogue's language. A code core gave wins, through the error-text
 * catalogue; a code the catalogue does not know gets the variant's generic text (core's message
 * for a code is developer English). Without a code: core's known messages (matched verbatim), and
 * anything else as is (a site may show its own words through the snackbar).
 */
export function snackbarText(
  messages: Messages,
  snackbar: { message: string; code: string | undefined; variant: SnackbarVariant },
): NoticeText {
  const translated = errorText(messages, snackbar)
  if (translated !== undefined) return { text: translated }
  if (codeOf(snackbar) !== undefined) {
    return { text: messages.unknownError.snackbar[snackbar.variant], original: snackbar.message }
  }
  const key = Object.hasOwn(KNOWN_MESSAGES, snackbar.message) ? KNOWN_MESSAGES[snackbar.message] : undefined
  return { text: key ? messages.snackbar[key] : snackbar.message }
}
