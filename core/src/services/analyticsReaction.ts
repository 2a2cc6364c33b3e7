import type { PorticoClient } from '../client/porticoClient.js'
import type { AnalyticsEvent } from '../controllers/eventsController.js'
import { BATCHED_EVENTS } from './analyticsPayload.js'
import type { AnalyticsSender } from './analyticsSender.js'

/**
 * Analytics as a reaction, registered once in createPortico: whatever records an event in the
 * events controller (an action's `track`), the events of SPEC.md section 7 are handed to the
 * sender, which batches them to `/batch`. The sender loads on the first such event; with
 * `telemetry: false` nothing is subscribed and nothing is ever loaded. Returns the teardown.
 */
export function analyticsReaction(client: PorticoClient): () => void {
  if (!client.options.telemetry) return () => undefined
  const { events } = client.controllers
  let last: AnalyticsEvent | undefined = events.getSnapshot().events.at(-1)
  let sender: AnalyticsSender | undefined
  let loading = false
  let stopped = false
  const waiting: AnalyticsEvent[] = []

  const load = () => {
    loading = true
    import('./analyticsSender.js')
      .then(({ createAnalyticsSender }) => {
        if (stopped) return
        sender = createAnalyticsSender({
          api: client.services.api,
          analytics: client.services.analytics,
          clock: client.platform.clock,
          environment: client.platform.environment,
          logger: client.logger,
          privateValues: () => client.services.privateValues(),
          analyticsFeature: () => client.controllers.options.getSnapshot().features.analytics,
        })
        sender.enqueue(waiting.splice(0))
      })
      .catch((error: unknown) => client.logger.warn('The analytics sender could not be loaded', error))
  }

  const unsubscribe = events.subscribe(() => {
    const recorded = events.getSnapshot().events
    const from = last ? recorded.lastIndexOf(last) + 1 : 0
    last = recorded.at(-1)
    const fresh = recorded.slice(from).filter((event) => BATCHED_EVENTS.includes(event.props.event))
    if (fresh.length === 0) return
    if (sender) {
      sender.enqueue(fresh)
      return
    }
    waiting.push(...fresh)
    if (!loading) load()
  })

  return () => {
    stopped = true
    unsubscribe()
    sender?.stop()
  }
}
