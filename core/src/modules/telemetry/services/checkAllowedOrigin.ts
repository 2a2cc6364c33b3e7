// Loaded lazily (import() in initServices.ts), only when e-mail or social login is in force.
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { AlertPorticoError } from '../../../kernel/alerts/AlertPorticoError.js'
import { fetchAllowedOrigins } from './allowedOrigins.js'
import { isOriginAllowed } from './originPattern.js'
import type { ServiceClients } from '../../../kernel/services/serviceClients.js'

/**
 * The allowed-origin check of start-up (SPEC.md section 4): the page origin against the project's
 * list and the default ancestors. Raises APKT002 when it is not allowed, APKT010 / APKT009 when the
 * list could not be read. Never throws.
 */
export async function checkAllowedOrigin(client: PorticoClient, clients: ServiceClients, alert: (error: AlertPorticoError) => void): Promise<void> {
  try {
    const allowed = await fetchAllowedOrigins(clients.api, client.logger)
    if (!isOriginAllowed(client.platform.environment.origin(), allowed)) alert(new AlertPorticoError('ORIGIN_NOT_ALLOWED'))
  } catch (error) {
    alert(error instanceof AlertPorticoError ? error : new AlertPorticoError('SERVER_ERROR', { cause: error }))
  }
}
