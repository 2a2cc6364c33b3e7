import type { PorticoError } from '../errors/PorticoError.js'
import type { Logger } from '../logger/createLogger.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { Platform } from '../platform/ports.js'
import { createHttpClient, type HttpClient } from './createHttpClient.js'
import type { ErrorReporter } from './errorReporter.js'
import { secretsIn } from './scrubPayload.js'
import { SDK_TYPE, SDK_VERSION } from './sdkInfo.js'

/** How many private values a client remembers. */
export const PRIVATE_VALUES_KEPT = 64

/** A client's outside services (SPEC.md section 7). */
export interface Services {
  /** The wallet-registry and configuration API (`options.services.apiUrl`). */
  readonly api: HttpClient
  /** The analytics and error-report host (`options.services.analyticsUrl`). */
  readonly analytics: HttpClient
  /**
   * Reports an unexpected error of a public action to `POST /e`, scrubbed of the action's
   * arguments and of every private value, at most 5 per 60 s. Does nothing when `telemetry` or
   * `services.errorReports` is off. The reporting code loads on the first report. Never throws.
   */
  reportError(error: PorticoError, context: { action: string; args: readonly unknown[] }): void
  /**
   * Remembers the strings of a call's arguments as private for as long as they are among the last
   * 64 remembered (a message to be signed, say): no payload carries them afterwards.
   */
  protect(args: readonly unknown[]): void
  /** The private values remembered by {@link Services.protect}, newest last. */
  privateValues(): readonly string[]
  /** Nothing is reported afterwards. */
  destroy(): void
}

/** The services of a client: one HTTP client per host, with the sdk type, version and project id on every request. */
export function createServices(deps: { options: ResolvedOptions; platform: Platform; logger: Logger }): Services {
  const { options, platform, logger } = deps
  const common = {
    fetch: platform.fetch,
    clock: platform.clock,
    beacon: platform.beacon,
    timeoutMs: options.services.timeoutMs,
    defaultQuery: { projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION },
    ...(options.services.clientId ? { clientId: options.services.clientId } : {}),
  }
  const api = createHttpClient({ ...common, baseUrl: options.services.apiUrl })
  const analytics = createHttpClient({ ...common, baseUrl: options.services.analyticsUrl })
  const reporting = options.telemetry && options.services.errorReports
  let reporter: Promise<ErrorReporter> | undefined
  let destroyed = false
  let remembered: readonly string[] = []

  return {
    api,
    analytics,
    reportError(error, context) {
      if (!reporting || destroyed) return
      try {
        const secrets = [...remembered, ...secretsIn(context.args)]
        reporter ??= import('./errorReporter.js').then(({ createErrorReporter }) =>
          createErrorReporter({ http: analytics, clock: platform.clock, random: platform.random, environment: platform.environment, logger }),
        )
        reporter
          .then((loaded) => (destroyed ? undefined : loaded.report(error, { action: context.action, secrets })))
          .catch((failure: unknown) => logger.debug('The error reporter could not be loaded', failure))
      } catch (failure) {
        logger.debug('An error could not be reported', failure)
      }
    },
    protect(args) {
      const found = secretsIn(args)
      if (found.length > 0) remembered = [...remembered.filter((value) => !found.includes(value)), ...found].slice(-PRIVATE_VALUES_KEPT)
    },
    privateValues: () => remembered,
    destroy() {
      destroyed = true
    },
  }
}
