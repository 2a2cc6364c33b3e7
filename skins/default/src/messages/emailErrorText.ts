import { errorText } from './errorText.js'
import type { Messages } from './en.js'

/**
 * The text of an e-mail login error: 'Please enter a valid email address' for a malformed e-mail
 * (APKTW002), the catalogue's text of any other known code, or the generic connecting error.
 */
export function emailErrorText(messages: Messages, error: { code?: unknown } | undefined): string {
  if (error?.code === 'APKTW002') return messages.dataCapture.invalid
  return errorText(messages, error) ?? messages.connecting.errorMessage
}
