import type { PorticoClient } from '../client/porticoClient.js'
import type { Alert } from '../alerts/alertsController.js'
import type { PorticoError } from '../errors/PorticoError.js'
import type { Logger } from '../logger/createLogger.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { Platform } from '../platform/ports.js'
import type { ErrorReporter } from '../../modules/telemetry/index.js'
import type { HttpClient } from './createHttpClient.js'
import { missingServices, missingServicesHint } from '../features/serviceFeatures.js'
import type { ServiceClients, ServiceName } from './serviceClients.js'
import { ServiceNotConfiguredError } from './ServiceNotConfiguredError.js'

export type { ServiceClients, ServiceName } from './serviceClients.js'

/** The option of each service's base URL (kept here too: serviceClients.ts loads lazily). */
const URL_OPTION = { api: 'apiUrl', analytics: 'analyticsUrl', blockchain: 'blockchainApiUrl' } as const satisfies Record<ServiceName, string>

/** How many calls' private arguments a client remembers. */
export const PRIVATE_CALLS_KEPT = 16

/**
 * A client's outside services (SPEC.md section 7). Only those whose URL the site set are ever
 * contacted (docs/services.md). Their code loads by import(): the HTTP clients and the start-up
 * steps when start-up reaches them, analytics on the first event, error reports on the first error.
 */
export interface Services {
  /** True when the site set the service's URL. */
  has(name: ServiceName): boolean
  /**
   * The HTTP client of one service (loaded on the first call). Rejects with
   * ServiceNotConfiguredError, loading and fetching nothing, when its URL is not set.
   */
  client(name: ServiceName): Promise<HttpClient>
  /** The HTTP clients of the services hosts (loaded on the first call); an unset one rejects every call. */
  clients(): Promise<ServiceClients>
  /**
   * The services' start-up steps (SPEC.md section 4): the remote features, then the allowed-origin
   * check, both on `services.apiUrl`: without it nothing is loaded or fetched. Alerts go to `alert`.
   * Never rejects.
   */
  start(client: PorticoClient, alert: (alert: Alert) => void): Promise<void>
  /**
   * Reports an unexpected error of a public action to `POST /e`, scrubbed of the action's
   * arguments and of every private value, at most 5 per 60 s. Does nothing when `telemetry` or
   * `services.errorReports` is off, or `services.analyticsUrl` is not set. Never throws.
   */
  reportError(error: PorticoError, context: { action: string; args: readonly unknown[] }): void
  /**
   * Remembers a call's arguments as private while they are among the last 16 calls remembered (a
   * message to be signed, say): no payload carries their strings afterwards.
   */
  protect(args: readonly unknown[]): void
  /** The arguments remembered by {@link Services.protect}, newest last. */
  privateValues(): readonly unknown[]
  /** Nothing is reported afterwards. */
  destroy(): void
}

/**
 * The services of a client. Nothing is loaded or fetched until a step needs it, and a service
 * whose URL is not set never is: the features it serves are named once, in a debug-level hint.
 */
export function createServices(deps: { options: ResolvedOptions; platform: Platform; logger: Logger }): Services {
  const { options, platform, logger } = deps
  let clients: Promise<ServiceClients> | undefined
  let reporter: Promise<ErrorReporter> | undefined
  let destroyed = false
  let remembered: readonly unknown[] = []

  const hint = missingServicesHint(missingServices(options))
  if (hint !== undefined) logger.debug(hint)

  const has = (name: ServiceName) => options.services[URL_OPTION[name]] !== undefined
  const loadClients = () =>
    (clients ??= import('./servicesCode.js').then((module) => module.createServiceClients(options, platform)))

  return {
    has,
    client: (name) => (has(name) ? loadClients().then((loaded) => loaded[name]) : Promise.reject(new ServiceNotConfiguredError(URL_OPTION[name]))),
    clients: loadClients,
    start: async (client, alert) => {
      // The remote features and the origin check are the configuration API's: nothing to load without it.
      if (!has('api')) return
      await Promise.all([import('./servicesCode.js'), loadClients()])
        .then(([module, loaded]) => module.initServices(client, loaded, alert, () => destroyed))
        .catch((error: unknown) => logger.error('The services could not start', error))
    },
    reportError(error, context) {
      if (destroyed || !options.telemetry || !options.services.errorReports || !has('analytics')) return
      reporter ??= Promise.all([import('../../modules/telemetry/lazy.js'), loadClients()]).then(([module, loaded]) =>
        module.createErrorReporter({ http: loaded.analytics, clock: platform.clock, random: platform.random, environment: platform.environment, logger }),
      )
      // The reporter never rejects; a failed import is only logged.
      reporter.then((loaded) => loaded.report(error, { action: context.action, args: [remembered, context.args] }), logger.debug)
    },
    protect(args) {
      remembered = [...remembered, args].slice(-PRIVATE_CALLS_KEPT)
    },
    privateValues: () => remembered,
    destroy() {
      destroyed = true
    },
  }
}
