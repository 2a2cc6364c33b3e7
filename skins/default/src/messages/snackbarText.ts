import type { Messages } from './en.js'

/** Core's snackbar messages (English, verbatim) and the catalogue entry shown instead. */
const KNOWN: Readonly<Record<string, keyof Messages['snackbar']>> = {
  'Authenticating...': 'authenticating',
  'Token Balance Unavailable': 'tokenBalanceUnavailable',
  'Failed to fetch transactions': 'transactionsFailed',
  'User rejected the request': 'userRejected',
}

/**
 * The snackbar's text in the catalogue's language. Core's snackbar carries only an English
 * message (no code), so known messages are matched verbatim; any other message is shown as is.
 */
export function snackbarText(messages: Messages, message: string): string {
  const key = Object.hasOwn(KNOWN, message) ? KNOWN[message] : undefined
  return key ? messages.snackbar[key] : message
}
