/** Error categories, used when reporting and when wrapping errors raised inside product functions. */
export type ErrorCategory =
  | 'INTERNAL_SDK_ERROR'
  | 'CONFIGURATION_ERROR'
  | 'CONNECTION_ERROR'
  | 'NETWORK_ERROR'
  | 'WALLET_ERROR'
  | 'USER_REJECTED'
  | 'VALIDATION_ERROR'
  | 'STORAGE_ERROR'
  | 'FRAME_ERROR'

export interface PorticoErrorOptions {
  /** A stable machine-readable code: an APKT code, an EIP-1193 code, or a Portico code. */
  code: string | number
  category?: ErrorCategory
  cause?: unknown
  /** Extra detail appended to the message, never replacing the short message. */
  details?: string
}

/**
 * The base of every error Portico throws. `shortMessage` is the verbatim message of SPEC.md
 * (a contract with users and logs); `message` may add details after it.
 */
export class PorticoError extends Error {
  override readonly name: string = 'PorticoError'
  readonly code: string | number
  readonly category: ErrorCategory
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: PorticoErrorOptions) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.code = options.code
    this.category = options.category ?? 'INTERNAL_SDK_ERROR'
    this.details = options.details
  }
}

/** True for any error Portico raised. Never throws (a revoked Proxy is not one). */
export function isPorticoError(value: unknown): value is PorticoError {
  try {
    return value instanceof PorticoError
  } catch {
    return false
  }
}
