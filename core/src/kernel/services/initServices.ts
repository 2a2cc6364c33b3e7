// Loaded lazily (import() in createServices.ts), when start-up reaches the services.
import type { PorticoClient } from '../client/porticoClient.js'
import type { Alert } from '../alerts/alertsController.js'
import { AlertPorticoError } from '../alerts/AlertPorticoError.js'
import { fetchRemoteFeatures, localConfigurationIgnored, mergeFeatures, type RemoteFeatures } from '../../modules/telemetry/index.js'
import type { ServiceClients } from './serviceClients.js'

/**
 * The services' part of start-up (SPEC.md section 4), after the reconnect sync:
 * 1. remote features: fetched from `/appkit/v1/config`, put in force over the local options (with
 *    the warning that local configuration was ignored when they differ), basic mode applied; a
 *    failure keeps the local features and raises its alert (APKT009 with the cause, or the server
 *    message mapping);
 * 2. the allowed-origin check (checkAllowedOrigin.ts, loaded only then), only when e-mail or social
 *    login is in force (requested, and provided by a plug-in: the embedded wallet's): the page
 *    origin against the project's list and the default ancestors, APKT002 when it is not allowed
 *    (APKT010 / APKT009 when the list could not be read).
 * Alerts go to `showAlert`; nothing changes once `isStopped()` (a destroyed client). It never throws.
 */
export async function initServices(
  client: PorticoClient,
  clients: ServiceClients,
  showAlert: (alert: Alert) => void,
  isStopped: () => boolean = () => false,
): Promise<void> {
  const alert = (error: AlertPorticoError) => {
    if (!isStopped()) showAlert(alertOf(error))
  }
  let remote: RemoteFeatures | undefined
  try {
    remote = await fetchRemoteFeatures(clients.api)
  } catch (error) {
    alert(error as AlertPorticoError)
  }
  if (isStopped()) return
  const { features: requested, ignored } = mergeFeatures(client.options.features, remote, client.options.basic)
  client.controllers.options.setFeatures(requested, { remote: remote !== undefined })
  if (ignored.length > 0) alert(localConfigurationIgnored(ignored))

  // The features in force: a site without the embedded-wallet plug-in offers neither login.
  const { features } = client.controllers.options.getSnapshot()
  if (!features.email && features.socials.length === 0) return
  // The check's code loads only on a page that needs it.
  try {
    const { checkAllowedOrigin } = await import('../../modules/telemetry/lazy.js')
    if (isStopped()) return
    await checkAllowedOrigin(client, clients, alert)
  } catch (error) {
    client.logger.error('The allowed-origin check could not be loaded', error)
  }
}

/** The alert an AlertPorticoError shows: APKT009 carries its cause's message, the others their display message. */
export function alertOf(error: AlertPorticoError): Alert {
  const withCause = error.alert === 'SERVER_ERROR' && error.details
  return { code: String(error.code), message: withCause ? `${error.shortMessage}: ${error.details}` : error.shortMessage, severity: error.severity }
}
