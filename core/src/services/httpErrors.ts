import { defineError } from '../errors/defineError.js'

/**
 * The server answered with a non-OK status (SPEC.md section 7, generic HTTP client):
 * 'HTTP status code: {status}'. The status is kept as `status`.
 */
export const HttpStatusBaseError = defineError({
  name: 'HttpStatusError',
  code: 'HTTP_STATUS',
  category: 'NETWORK_ERROR',
  message: (status: number) => `HTTP status code: ${status}`,
})

export class HttpStatusError extends HttpStatusBaseError {
  /** The HTTP status the server answered with. */
  readonly status: number
  /** The server's own message, when its body carried one (`message` or `error`), for the mapping of SPEC.md section 8. */
  readonly serverMessage: string | undefined

  constructor(status: number, options: { cause?: unknown; serverMessage?: string } = {}) {
    super(status, { cause: options.cause, ...(options.serverMessage ? { details: options.serverMessage } : {}) })
    this.status = status
    this.serverMessage = options.serverMessage
  }
}

/** The request never got an answer: the fetch port rejected (SPEC.md section 8, network requests). */
export const NetworkRequestError = defineError({
  name: 'NetworkRequestError',
  code: 'NETWORK_REQUEST_FAILED',
  category: 'NETWORK_ERROR',
  message: 'network request failed',
})
export type NetworkRequestError = InstanceType<typeof NetworkRequestError>

/** No answer within the request's timeout (measured on the clock port). */
export const RequestTimeoutError = defineError({
  name: 'RequestTimeoutError',
  code: 'NETWORK_REQUEST_TIMEOUT',
  category: 'NETWORK_ERROR',
  message: (ms: number) => `network request timed out after ${ms} ms`,
})
export type RequestTimeoutError = InstanceType<typeof RequestTimeoutError>

/** The caller's signal aborted the request. */
export const RequestAbortedError = defineError({
  name: 'RequestAbortedError',
  code: 'NETWORK_REQUEST_ABORTED',
  category: 'NETWORK_ERROR',
  message: 'network request aborted',
})
export type RequestAbortedError = InstanceType<typeof RequestAbortedError>

/**
 * The server answered OK, but not with what the caller's schema describes: not JSON (an HTML page
 * with status 200, say), broken JSON, or JSON of another shape. `details` say which.
 */
export const InvalidResponseError = defineError({
  name: 'InvalidResponseError',
  code: 'INVALID_RESPONSE',
  category: 'NETWORK_ERROR',
  message: (path: string) => `invalid response from ${path}`,
})
export type InvalidResponseError = InstanceType<typeof InvalidResponseError>
