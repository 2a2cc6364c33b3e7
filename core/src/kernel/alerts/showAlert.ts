import type { PorticoClient } from '../client/porticoClient.js'
import type { Alert } from './alertsController.js'

const LOG_LEVEL_OF = { error: 'error', warning: 'warn', info: 'info' } as const

/**
 * Core's one path to an alert: it is always logged at its severity, and shown in the modal (the
 * alerts controller) only when the site's `debug` option is on, as the `debug` option promises
 * ("UI alerts when debugging"). Returns whether it was shown.
 */
export function showAlert(client: PorticoClient, alert: Alert, options?: { once?: boolean }): boolean {
  client.logger[LOG_LEVEL_OF[alert.severity]](`[${alert.code}] ${alert.message}`)
  if (!client.options.debug) return false
  client.controllers.alerts.show(alert, options)
  return true
}
