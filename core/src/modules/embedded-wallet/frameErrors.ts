import { defineError, type DefinedErrorOptions } from '../../kernel/errors/defineError.js'
import { ProviderRpcError } from '../../kernel/errors/providerErrors.js'

/** The frame never announced READY within 20 s: 'iframe_load_failed', shown as APKT003. */
export const FrameLoadFailedError = defineError({
  name: 'FrameLoadFailedError',
  code: 'APKT003',
  category: 'FRAME_ERROR',
  message: 'iframe_load_failed',
})
export type FrameLoadFailedError = InstanceType<typeof FrameLoadFailedError>

/** A login request got no answer within 120 s: 'iframe_request_timeout', shown as APKT004. */
export const FrameRequestTimeoutError = defineError({
  name: 'FrameRequestTimeoutError',
  code: 'APKT004',
  category: 'FRAME_ERROR',
  message: 'iframe_request_timeout',
})
export type FrameRequestTimeoutError = InstanceType<typeof FrameRequestTimeoutError>

/** The frame answered a request with an error: its message, or 'An error occurred' when it gave none. */
export const FrameRequestError = defineError({
  name: 'FrameRequestError',
  code: 'FRAME_REQUEST_ERROR',
  category: 'FRAME_ERROR',
  message: (message: string | undefined) => (message && message.length > 0 ? message : 'An error occurred'),
})
export type FrameRequestError = InstanceType<typeof FrameRequestError>

/**
 * An RPC request cancelled on the page's side: 'Request was aborted', as an EIP-1193 provider
 * error with code 4001 (the visitor closed the modal or switched network, the site aborted it, or
 * a refused method stopped every request), so a site's wallet library reads it as a rejection.
 */
export const FrameRpcAbortedError = defineError({
  name: 'FrameRpcAbortedError',
  code: 4001,
  category: 'USER_REJECTED',
  message: 'Request was aborted',
  parent: ProviderRpcError,
})
export type FrameRpcAbortedError = InstanceType<typeof FrameRpcAbortedError>

/**
 * An RPC request the login frame can no longer answer: 'Request was aborted', as an EIP-1193
 * provider error with code 4900 (disconnected). The frame reloaded or left for another page, did
 * not load, did not answer in time, or was removed; `details` and `cause` say which.
 */
export const FrameRpcDisconnectedError = defineError({
  name: 'FrameRpcDisconnectedError',
  code: 4900,
  category: 'FRAME_ERROR',
  message: 'Request was aborted',
  parent: ProviderRpcError,
})
export type FrameRpcDisconnectedError = InstanceType<typeof FrameRpcDisconnectedError>

/** Any other request was aborted, or lost with the frame's page: 'Something went wrong' (`details` says why). */
export const FrameRequestAbortedError = defineError({
  name: 'FrameRequestAbortedError',
  code: 'FRAME_REQUEST_ABORTED',
  category: 'FRAME_ERROR',
  message: 'Something went wrong',
})
export type FrameRequestAbortedError = InstanceType<typeof FrameRequestAbortedError>

/** A frame message from another origin or window: 'Untrusted Origin'. */
export const UntrustedOriginError = defineError({
  name: 'UntrustedOriginError',
  code: 'UNTRUSTED_ORIGIN',
  category: 'FRAME_ERROR',
  message: 'Untrusted Origin',
})
export type UntrustedOriginError = InstanceType<typeof UntrustedOriginError>

/** The site asked the embedded wallet for a method it does not allow: 'Requested RPC call is not allowed'. */
export const RpcNotAllowedError = defineError({
  name: 'RpcNotAllowedError',
  code: 4200,
  category: 'WALLET_ERROR',
  message: 'Requested RPC call is not allowed',
})
export type RpcNotAllowedError = InstanceType<typeof RpcNotAllowedError>

/** The text the modal shows 300 ms after a method that is not allowed. */
export const ACTION_NOT_ALLOWED_MESSAGE = 'Action not allowed'

/** Where there is no page, or the frame was removed: 'W3mFrame: iframe is not set'. */
export const FrameNotSetError = defineError({
  name: 'FrameNotSetError',
  code: 'FRAME_NOT_SET',
  category: 'FRAME_ERROR',
  message: 'W3mFrame: iframe is not set',
})
export type FrameNotSetError = InstanceType<typeof FrameNotSetError>

/** An e-mail that fails the format check: 'Please enter a valid email address' (APKTW002). */
export const InvalidEmailError = defineError({
  name: 'InvalidEmailError',
  code: 'APKTW002',
  category: 'VALIDATION_ERROR',
  message: 'Please enter a valid email address',
})
export type InvalidEmailError = InstanceType<typeof InvalidEmailError>

/**
 * An e-mail login within 30 s of the last: 'Please try again after {n} seconds'. `seconds` is the
 * wait the message names (whole seconds, rounded up), so a view can show it in its own words.
 */
export class EmailCooldownError extends defineError({
  name: 'EmailCooldownError',
  code: 'EMAIL_COOLDOWN',
  category: 'VALIDATION_ERROR',
  message: (seconds: number) => `Please try again after ${seconds} seconds`,
}) {
  readonly seconds: number

  constructor(seconds: number, options?: DefinedErrorOptions) {
    super(seconds, options)
    this.seconds = seconds
  }
}
