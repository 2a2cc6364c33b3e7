import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { TimerHandle } from '../../../kernel/platform/ports.js'

/** When the first batch is due after the first recorded event: the sender's flush interval (SPEC.md section 9). */
const FIRST_BATCH_DUE_MS = 10_000

/**
 * Analytics as a reaction, registered once in createPortico: whatever records an event in the
 * events controller (an action's `track`), the sender hears it. This part only waits, and loads the
 * sender (import()) when its first batch is due: 10 s after the first recorded event (INITIALIZE,
 * at the end of start-up), at once when a second event is recorded (the visitor did something),
 * or when the page is hidden; what was recorded meanwhile is handed over and, in the first and
 * last cases, sent at once. So a page pays for the sender only once it sends, not before the
 * visitor's first click. The sender then batches the events of SPEC.md section 7 and sends them
 * to `/batch`. With `telemetry: false`, or without `services.analyticsUrl`, nothing is subscribed
 * and nothing is ever loaded. Returns the teardown.
 */
export function analyticsReaction(client: PorticoClient): () => void {
  if (!client.options.telemetry || !client.services.has('analytics')) return () => undefined
  const { events } = client.controllers
  const { clock, environment } = client.platform
  const since = events.getSnapshot().events.at(-1)
  const state: { stopped: boolean; loading: boolean; due: boolean; timer?: TimerHandle; stopSender?: () => void } = {
    stopped: false,
    loading: false,
    due: false,
  }
  const load = (due: boolean) => {
    // A batch that comes due while the sender loads (the page hidden meanwhile) is sent once it has.
    state.due ||= due
    if (state.loading || state.stopped) return
    state.loading = true
    unsubscribe()
    if (state.timer !== undefined) clock.clearTimeout(state.timer)
    import('./analyticsSender.js')
      .then(({ startAnalytics }) => startAnalytics(client, since, () => state.stopped, { isDue: () => state.due }))
      .then((stop) => {
        // From here on the sender listens to the page itself.
        stopHidden?.()
        state.stopSender = stop
      })
      .catch((error: unknown) => client.logger.warn('The analytics sender could not be loaded', error))
  }
  const unsubscribe = events.subscribe(() => {
    if (state.timer === undefined) state.timer = clock.setTimeout(() => load(true), FIRST_BATCH_DUE_MS)
    else load(false)
  })
  const stopHidden = environment.onHidden?.(() => load(true))
  return () => {
    state.stopped = true
    unsubscribe()
    stopHidden?.()
    if (state.timer !== undefined) clock.clearTimeout(state.timer)
    state.stopSender?.()
  }
}
