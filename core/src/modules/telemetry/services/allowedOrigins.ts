import { array, size, string, type } from 'superstruct'
import { AlertPorticoError } from '../../../kernel/alerts/AlertPorticoError.js'
import type { Logger } from '../../../kernel/logger/createLogger.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import type { HttpClient } from '../../../kernel/services/createHttpClient.js'
import { HttpStatusError } from '../../../kernel/services/httpErrors.js'

/** The project's allowed origins (SPEC.md section 7). */
export const ALLOWED_ORIGINS_PATH = '/projects/v1/origins'

export const allowedOriginsSchema = type({ allowedOrigins: size(array(size(string(), 1, 2048)), 0, 1000) })

/**
 * Fetches the project's allowed origins. HTTP 429 is RATE_LIMITED (APKT010), a 5xx SERVER_ERROR
 * (APKT009); any other failure (a 4xx, a timeout, a malformed answer) gives an empty list, logged.
 * @throws AlertPorticoError APKT010 or APKT009.
 */
export async function fetchAllowedOrigins(
  http: HttpClient,
  logger: Pick<Logger, 'warn'>,
  signal?: AbortSignalLike,
): Promise<readonly string[]> {
  try {
    const answer = await http.get(ALLOWED_ORIGINS_PATH, { schema: allowedOriginsSchema, ...(signal ? { signal } : {}) })
    return answer.allowedOrigins
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 429) throw new AlertPorticoError('RATE_LIMITED', { cause: error })
    if (error instanceof HttpStatusError && error.status >= 500) {
      throw new AlertPorticoError('SERVER_ERROR', { cause: error, details: error.shortMessage })
    }
    logger.warn('The allowed origins could not be fetched; only the default ones apply', error)
    return []
  }
}
