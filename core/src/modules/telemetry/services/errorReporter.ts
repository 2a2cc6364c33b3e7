// Loaded lazily (import() in createServices.ts), on the first error to report.
import { errorMessageOf } from '../../../kernel/errors/errorMessageOf.js'
import { isPorticoError, type PorticoError } from '../../../kernel/errors/PorticoError.js'
import type { Logger } from '../../../kernel/logger/createLogger.js'
import type { ClockPort, EnvironmentPort, RandomPort } from '../../../kernel/platform/ports.js'
import type { HttpClient } from '../../../kernel/services/createHttpClient.js'
import { createRateLimiter } from '../../../kernel/services/createRateLimiter.js'
import { secretsIn } from './privateValues.js'
import { scrubText } from './scrubPayload.js'

/** Where error reports go (SPEC.md section 7): the analytics host. */
export const ERROR_REPORT_PATH = '/e'
/** At most this many reports ... */
export const ERROR_REPORTS_PER_WINDOW = 5
/** ... in any window this long (SPEC.md section 9). */
export const ERROR_REPORT_WINDOW_MS = 60_000
/** Stack traces are cut to this many characters. */
const STACK_LIMIT = 4000

/** The body of `POST /e` (SPEC.md section 7). */
export interface ErrorReportBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'error'; event: string; errorType: string; errorMessage: string; stackTrace: string }
}

/** What the report of one error knows besides the error. */
export interface ErrorContext {
  /** The public action it came from. */
  action: string
  /** Values the report must not echo (the action's arguments). */
  secrets: readonly string[]
}

export interface ErrorReporter {
  /**
   * Sends one report unless the cap is reached; never throws, never rejects. No string of `args`
   * (the action's arguments, the client's private ones) appears in it.
   */
  report(error: PorticoError, context: { action: string; args: readonly unknown[] }): Promise<void>
}

export interface ErrorReporterDeps {
  http: HttpClient
  clock: ClockPort
  random: RandomPort
  environment: EnvironmentPort
  logger: Pick<Logger, 'debug'>
}

/** The error-report body of an error, scrubbed. The page's origin stands for its address (a query may hold private values). */
export function buildErrorReport(error: PorticoError, context: ErrorContext, deps: Omit<ErrorReporterDeps, 'http' | 'logger'>): ErrorReportBody {
  const origin = deps.environment.origin()
  const original = isPorticoError(error.cause) || error.cause === undefined ? error : error.cause
  const name = typeof (original as { name?: unknown }).name === 'string' ? (original as { name: string }).name : 'Error'
  const stack = typeof (original as { stack?: unknown }).stack === 'string' ? (original as { stack: string }).stack : ''
  return {
    eventId: deps.random.id(),
    url: origin,
    domain: origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, ''),
    timestamp: deps.clock.now(),
    props: {
      type: 'error',
      event: error.category,
      errorType: scrubText(name, context.secrets).slice(0, 100),
      errorMessage: scrubText(`${context.action}: ${errorMessageOf(error)}`, context.secrets).slice(0, 1000),
      stackTrace: scrubText(stack, context.secrets).slice(0, STACK_LIMIT),
    },
  }
}

/** Sends error reports to `POST /e`, at most 5 per 60 s on the clock. */
export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const limiter = createRateLimiter(deps.clock, ERROR_REPORTS_PER_WINDOW, ERROR_REPORT_WINDOW_MS)
  return {
    async report(error, context) {
      if (!limiter.tryTake()) {
        deps.logger.debug('Error report dropped: at most 5 per 60 s')
        return
      }
      try {
        const body = buildErrorReport(error, { action: context.action, secrets: secretsIn(context.args) }, deps)
        await deps.http.send('POST', ERROR_REPORT_PATH, body)
      } catch (failure) {
        deps.logger.debug('An error report could not be sent', failure)
      }
    },
  }
}
