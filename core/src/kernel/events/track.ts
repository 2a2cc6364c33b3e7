import type { PorticoClient } from '../client/porticoClient.js'
import type { PorticoEvents } from './porticoEvents.js'

/**
 * Emits an event on the client's bus and records it for analytics. When analytics is off only
 * INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS are recorded (SPEC.md section 7).
 */
export function track<K extends keyof PorticoEvents>(
  client: PorticoClient,
  event: K,
  properties: PorticoEvents[K],
  address?: string,
): void {
  client.bus.emit(event, properties)
  client.controllers.events.track(event, properties, {
    analytics: client.controllers.options.getSnapshot().features.analytics,
    ...(address ? { address } : {}),
  })
}
