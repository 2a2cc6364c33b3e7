import { defineError } from '../../kernel/errors/defineError.js'
import { FarcasterConnectionFailedError, NotConnectedToEmailError } from './embeddedLoginErrors.js'
import type { PorticoError } from '../../kernel/errors/PorticoError.js'
import { FrameRequestError, InvalidEmailError } from './frameErrors.js'

// The login frame's own reasons for an ERROR answer, as errors of the catalogue (issue 25): the
// modal says them in the visitor's language instead of 'The login service could not complete the
// request'. The frame's words stay each error's message.

/** The frame refused the one-time code: its words (e.g. 'Invalid code'), code INVALID_OTP. */
export const InvalidOtpError = defineError({
  name: 'InvalidOtpError',
  code: 'INVALID_OTP',
  category: 'FRAME_ERROR',
  message: (message: string) => message,
})
export type InvalidOtpError = InstanceType<typeof InvalidOtpError>

/** The one-time code has expired: the frame's words, code OTP_EXPIRED. */
export const OtpExpiredError = defineError({
  name: 'OtpExpiredError',
  code: 'OTP_EXPIRED',
  category: 'FRAME_ERROR',
  message: (message: string) => message,
})
export type OtpExpiredError = InstanceType<typeof OtpExpiredError>

/** The new e-mail belongs to another account: the frame's words, code EMAIL_IN_USE. */
export const EmailInUseError = defineError({
  name: 'EmailInUseError',
  code: 'EMAIL_IN_USE',
  category: 'FRAME_ERROR',
  message: (message: string) => message,
})
export type EmailInUseError = InstanceType<typeof EmailInUseError>

/** The new e-mail is the one the account already has: the frame's words, code EMAIL_UNCHANGED. */
export const EmailUnchangedError = defineError({
  name: 'EmailUnchangedError',
  code: 'EMAIL_UNCHANGED',
  category: 'FRAME_ERROR',
  message: (message: string) => message,
})
export type EmailUnchangedError = InstanceType<typeof EmailUnchangedError>

/**
 * The frame's reasons that have an error of their own, matched on its message (the frame protocol
 * carries only `{ message }`): most specific first.
 */
const FRAME_REASONS: readonly { test: RegExp; error: (message: string) => PorticoError }[] = [
  { test: /\b(code|otp)\b.*\bexpired\b|\bexpired\b.*\b(code|otp)\b/i, error: (message) => new OtpExpiredError(message) },
  { test: /\b(invalid|wrong|incorrect)\b.*\b(code|otp)\b/i, error: (message) => new InvalidOtpError(message) },
  { test: /already your e-?mail|same e-?mail/i, error: (message) => new EmailUnchangedError(message) },
  { test: /belongs to another account|e-?mail.*already (in use|registered|taken|exists)|already (in use|registered)/i, error: (message) => new EmailInUseError(message) },
  { test: /valid e-?mail address/i, error: () => new InvalidEmailError() },
  { test: /^not connected$/i, error: (message) => new NotConnectedToEmailError({ details: message }) },
  { test: /farcaster/i, error: (message) => new FarcasterConnectionFailedError({ details: message }) },
]

/**
 * The error of a frame's ERROR answer: one of the catalogue's where the frame's message names a
 * reason the modal can say in the visitor's language (a wrong code, an e-mail already in use, ...),
 * else FrameRequestError with the frame's message ('An error occurred' without one).
 */
export function frameRequestErrorOf(message: string | undefined): PorticoError {
  const reason = message ? FRAME_REASONS.find((entry) => entry.test.test(message)) : undefined
  return reason && message ? reason.error(message) : new FrameRequestError(message)
}
