import { ALERT_ERRORS, type AlertErrorKey, type AlertSeverity } from './alertErrors.js'
import { PorticoError } from '../errors/PorticoError.js'

export { ALERT_ERRORS }
export type { AlertError, AlertErrorKey, AlertSeverity } from './alertErrors.js'

/** An error of the alert catalogue (SPEC.md section 8): code APKT..., the display message verbatim. */
export class AlertPorticoError extends PorticoError {
  override readonly name = 'AlertPorticoError'
  /** The catalogue entry's name, e.g. 'PROJECT_ID_NOT_CONFIGURED'. */
  readonly alert: AlertErrorKey
  readonly longMessage: string
  readonly severity: AlertSeverity

  /**
   * @param alert the catalogue entry.
   * @param options `details` are appended to the message (for SERVER_ERROR, the cause message).
   */
  constructor(alert: AlertErrorKey, options: { cause?: unknown; details?: string } = {}) {
    const entry = ALERT_ERRORS[alert]
    super(entry.shortMessage, {
      code: entry.code,
      category: entry.category,
      cause: options.cause,
      details: options.details,
    })
    this.alert = alert
    this.longMessage = entry.longMessage
    this.severity = entry.severity
  }
}

/** Server messages and the alert each maps to (SPEC.md section 8, server message mapping). */
const SERVER_MESSAGES: readonly (readonly [string, AlertErrorKey])[] = [
  ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
  ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

/**
 * The alert a server error message maps to, or undefined. The server message may be embedded in
 * a longer message (a wrapped error); it is matched exactly, case included.
 */
export function mapServerMessageToAlert(message: string): AlertErrorKey | undefined {
  if (typeof message !== 'string') return undefined
  return SERVER_MESSAGES.find(([text]) => message.includes(text))?.[1]
}
