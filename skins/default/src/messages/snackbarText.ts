import { errorText } from './errorText.js'
import type { Messages } from './en.js'

/** Core's snackbar messages that carry no code (English, verbatim) and the catalogue entry shown instead. */
const KNOWN_MESSAGES: Readonly<Record<string, keyof Messages['snackbar']>> = {
  'Authenticating...': 'authenticating',
  'Token Balance Unavailable': 'tokenBalanceUnavailable',
  'Failed to fetch transactions': 'transactionsFailed',
}

/**
 * The snackbar's text in the catalogue's language. A code core gave wins, through the error-text
 * catalogue; then core's known code-less messages (matched verbatim); anything else is core's own
 * (English) message as is.
 */
export function snackbarText(messages: Messages, snackbar: { message: string; code: string | undefined }): string {
  const translated = errorText(messages, snackbar)
  if (translated !== undefined) return translated
  const key = Object.hasOwn(KNOWN_MESSAGES, snackbar.message) ? KNOWN_MESSAGES[snackbar.message] : undefined
  return key ? messages.snackbar[key] : snackbar.message
}
