/** The fallback when nothing readable can be drawn from a thrown value. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error'

/**
 * A readable message for any thrown value: an Error's (or error-like object's) `message`, a
 * string as is, a number or other primitive as text. Never throws.
 */
export function errorMessageOf(error: unknown): string {
  try {
    if (typeof error === 'string') return error || UNKNOWN_ERROR_MESSAGE
    if (typeof error === 'object' && error !== null) {
      const { message, name } = error as { message?: unknown; name?: unknown }
      if (typeof message === 'string' && message) return message
      if (typeof name === 'string' && name && error instanceof Error) return name
      return UNKNOWN_ERROR_MESSAGE
    }
    if (error === undefined || error === null) return UNKNOWN_ERROR_MESSAGE
    return String(error)
  } catch {
    return UNKNOWN_ERROR_MESSAGE
  }
}
