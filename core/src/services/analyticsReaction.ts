import type { PorticoClient } from '../client/porticoClient.js'

/**
 * Analytics as a reaction, registered once in createPortico: whatever records an event in the
 * events controller (an action's `track`), the sender hears it. This part only waits for the first
 * recorded event and then loads the sender (import()), which takes over the subscription, batches
 * the events of SPEC.md section 7 and sends them to `/batch`. With `telemetry: false` nothing is
 * subscribed and nothing is ever loaded. Returns the teardown.
 */
export function analyticsReaction(client: PorticoClient): () => void {
  if (!client.options.telemetry) return () => undefined
  const { events } = client.controllers
  const since = events.getSnapshot().events.at(-1)
  let stopped = false
  let stopSender: (() => void) | undefined
  const unsubscribe = events.subscribe(() => {
    unsubscribe()
    import('./analyticsSender.js')
      .then(({ startAnalytics }) => startAnalytics(client, since, () => stopped))
      .then((stop) => (stopSender = stop))
      .catch((error: unknown) => client.logger.warn('The analytics sender could not be loaded', error))
  })
  return () => {
    stopped = true
    unsubscribe()
    stopSender?.()
  }
}
