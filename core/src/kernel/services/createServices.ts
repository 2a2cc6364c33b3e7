import type { PorticoClient } from '../client/porticoClient.js'
import type { Alert } from '../alerts/alertsController.js'
import type { PorticoError } from '../errors/PorticoError.js'
import type { Logger } from '../logger/createLogger.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { Platform } from '../platform/ports.js'
import type { ErrorReporter } from '../../modules/telemetry/index.js'
import type { ServiceClients } from './serviceClients.js'

export type { ServiceClients } from './serviceClients.js'

/** How many calls' private arguments a client remembers. */
export const PRIVATE_CALLS_KEPT = 16

/**
 * A client's outside services (SPEC.md section 7). Their code loads by import(): the HTTP
 * clients and the start-up steps when start-up reaches them, analytics on the first event, error
 * reports on the first error.
 */
export interface Services {
  /** The HTTP clients of the services hosts (loaded on the first call). */
  clients(): Promise<ServiceClients>
  /**
   * The services' start-up steps (SPEC.md section 4): the remote features, then the allowed-origin
   * check. Alerts go to `alert`. Never rejects.
   */
  start(client: PorticoClient, alert: (alert: Alert) => void): Promise<void>
  /**
   * Reports an unexpected error of a public action to `POST /e`, scrubbed of the action's
   * arguments and of every private value, at most 5 per 60 s. Does nothing when `telemetry` or
   * `services.errorReports` is off. Never throws.
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

/** The services of a client. Nothing is loaded or fetched until a step needs it. */
export function createServices(deps: { options: ResolvedOptions; platform: Platform; logger: Logger }): Services {
  const { options, platform, logger } = deps
  let clients: Promise<ServiceClients> | undefined
  let reporter: Promise<ErrorReporter> | undefined
  let destroyed = false
  let remembered: readonly unknown[] = []

  const loadClients = () =>
    (clients ??= import('./servicesCode.js').then((module) => module.createServiceClients(options, platform)))

  return {
    clients: loadClients,
    start: (client, alert) =>
      Promise.all([import('./servicesCode.js'), loadClients()])
        .then(([module, loaded]) => module.initServices(client, loaded, alert, () => destroyed))
        .catch((error: unknown) => logger.error('The services could not start', error)),
    reportError(error, context) {
      if (destroyed || !options.telemetry || !options.services.errorReports) return
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
