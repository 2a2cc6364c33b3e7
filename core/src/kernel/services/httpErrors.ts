import { PorticoError } from '../errors/PorticoError.js'

// Plain subclasses of PorticoError rather than defineError's: this module loads lazily, and
// sharing defineError with the entry would split it into a chunk of its own.

/**
 * The server answered with a non-OK status (SPEC.md section 7, generic HTTP client):
 * 'HTTP status code: {status}'. The status is kept as `status`.
 */
export class HttpStatusError extends PorticoError {
  override readonly name = 'HttpStatusError'
  /** The HTTP status the server answered with. */
  readonly status: number
  /** The server's own message, when its body carried one (`message` or `error`), for the mapping of SPEC.md section 8. */
  readonly serverMessage: string | undefined

  constructor(status: number, options: { cause?: unknown; serverMessage?: string } = {}) {
    super(`HTTP status code: ${status}`, {
      code: 'HTTP_STATUS',
      category: 'NETWORK_ERROR',
      cause: options.cause,
      ...(options.serverMessage ? { details: options.serverMessage } : {}),
    })
    this.status = status
    this.serverMessage = options.serverMessage
  }
}

interface Detail {
  cause?: unknown
  details?: string
}

/** The request never got an answer: the fetch port rejected (SPEC.md section 8, network requests). */
export class NetworkRequestError extends PorticoError {
  override readonly name = 'NetworkRequestError'
  constructor(options: Detail = {}) {
    super('network request failed', { code: 'NETWORK_REQUEST_FAILED', category: 'NETWORK_ERROR', ...options })
  }
}

/** No answer within the request's timeout (measured on the clock port). */
export class RequestTimeoutError extends PorticoError {
  override readonly name = 'RequestTimeoutError'
  constructor(ms: number, options: Detail = {}) {
    super(`network request timed out after ${ms} ms`, { code: 'NETWORK_REQUEST_TIMEOUT', category: 'NETWORK_ERROR', ...options })
  }
}

/** The caller's signal aborted the request. */
export class RequestAbortedError extends PorticoError {
  override readonly name = 'RequestAbortedError'
  constructor(options: Detail = {}) {
    super('network request aborted', { code: 'NETWORK_REQUEST_ABORTED', category: 'NETWORK_ERROR', ...options })
  }
}

/**
 * The server answered OK, but not with what the caller's schema describes: not JSON (an HTML page
 * with status 200, say), broken JSON, or JSON of another shape. `details` say which.
 */
export class InvalidResponseError extends PorticoError {
  override readonly name = 'InvalidResponseError'
  constructor(path: string, options: Detail = {}) {
    super(`invalid response from ${path}`, { code: 'INVALID_RESPONSE', category: 'NETWORK_ERROR', ...options })
  }
}
