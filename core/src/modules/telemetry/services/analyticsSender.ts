// Loaded lazily (import() in analyticsReaction.ts), when the first batch is due.
import { boolean, type } from 'superstruct'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { AnalyticsEvent } from '../../../kernel/events/eventsController.js'
import { ANALYTICS_ALWAYS_SENT } from '../../../kernel/events/porticoEvents.js'
import type { Logger } from '../../../kernel/logger/createLogger.js'
import type { ClockPort, EnvironmentPort, TimerHandle } from '../../../kernel/platform/ports.js'
import { utf8Bytes } from '../../../kernel/utils/utf8Bytes.js'
import { toBatchEvent, type BatchEvent } from './analyticsPayload.js'
import { BATCHED_EVENTS } from './batchedEvents.js'
import { secretsIn } from './privateValues.js'
import type { HttpClient } from '../../../kernel/services/createHttpClient.js'

/** Where the analytics switch of the project is read (SPEC.md section 7). */
export const ANALYTICS_CONFIG_PATH = '/getAnalyticsConfig'
/** Where batches go, as a beacon (SPEC.md section 7). */
export const BATCH_PATH = '/batch'
/** Pending events are sent this often (SPEC.md section 9). */
export const FLUSH_INTERVAL_MS = 10_000
/** ... and at once when they weigh more than this, in bytes of JSON (45 KB). */
export const MAX_PENDING_BYTES = 45 * 1024

const analyticsConfigSchema = type({ isAnalyticsEnabled: boolean() })

export interface AnalyticsSenderDeps {
  api: HttpClient
  analytics: HttpClient
  clock: ClockPort
  environment: EnvironmentPort
  logger: Pick<Logger, 'debug' | 'warn'>
  /** Values no payload may carry (the client's remembered private arguments). */
  privateValues(): readonly unknown[]
  /** The site's analytics feature in force (local options or remote configuration). */
  analyticsFeature(): boolean
}

export interface AnalyticsSender {
  /** Adds recorded events; sends at once when the pending ones exceed 45 KB. */
  enqueue(events: readonly AnalyticsEvent[]): void
  /** Sends what is pending (after the project's analytics switch is known). */
  flush(): Promise<void>
  /** Stops the timer and the page-hidden listener; what is pending is dropped. */
  stop(): void
}

/** True for the events sent even when analytics is off. */
const alwaysSent = (event: BatchEvent) => (ANALYTICS_ALWAYS_SENT as readonly string[]).includes(event.props.event)

/**
 * Batches analytics events and sends them with the beacon to `/batch`: every 10 s, when pending
 * events exceed 45 KB, and when the page is hidden. With analytics off (the site's feature or the
 * project's `isAnalyticsEnabled`), only INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS are
 * sent. The project switch is asked for only when another event waits (so a visit without one
 * sends nothing but those events), once; if it cannot be read, analytics counts as off. Events
 * waiting for it stay pending meanwhile.
 */
export function createAnalyticsSender(deps: AnalyticsSenderDeps): AnalyticsSender {
  let pending: BatchEvent[] = []
  let pendingBytes = 2
  let projectEnabled: boolean | undefined
  let projectSwitch: Promise<unknown> | undefined
  let stopped = false

  const askProjectSwitch = () =>
    (projectSwitch ??= deps.api
      .get(ANALYTICS_CONFIG_PATH, { schema: analyticsConfigSchema })
      .then((config) => config.isAnalyticsEnabled)
      .catch((error: unknown) => {
        deps.logger.debug('The analytics configuration could not be read; analytics counts as off', error)
        return false
      })
      .then((enabled) => {
        projectEnabled = enabled
      }))

  /** Sends what can be decided now; what waits for the project switch stays. Returns whether some wait. */
  const sendDecided = (): boolean => {
    if (stopped || pending.length === 0) return false
    const decided = projectEnabled !== undefined
    const enabled = decided && projectEnabled === true && deps.analyticsFeature()
    const batch = pending.filter((event) => alwaysSent(event) || (decided && enabled))
    pending = decided ? [] : pending.filter((event) => !alwaysSent(event))
    pendingBytes = 2 + pending.reduce((sum, event) => sum + utf8Bytes(JSON.stringify(event)).length + 1, 0)
    if (batch.length > 0 && !deps.analytics.sendBeacon(BATCH_PATH, batch)) {
      deps.logger.debug(`An analytics batch of ${batch.length} events could not be queued`)
    }
    return pending.length > 0
  }

  const flush = async () => {
    if (!sendDecided()) return
    await askProjectSwitch()
    sendDecided()
  }

  const timer: TimerHandle = deps.clock.setInterval(() => void flush(), FLUSH_INTERVAL_MS)
  const stopHidden = deps.environment.onHidden?.(() => void flush())

  return {
    enqueue(events) {
      if (stopped) return
      for (const record of events) {
        const event = toBatchEvent(record, secretsIn(deps.privateValues()))
        pending.push(event)
        pendingBytes += utf8Bytes(JSON.stringify(event)).length + 1
      }
      if (pendingBytes > MAX_PENDING_BYTES) void flush()
    },
    flush,
    stop() {
      stopped = true
      pending = []
      deps.clock.clearInterval(timer)
      stopHidden?.()
    },
  }
}

/**
 * Starts the sender of a client and hands it every event recorded after `since` (the newest event
 * when the reaction was registered), now and from then on; when `isDue()` says the first batch is
 * due (asked once the sender is ready), what was recorded before is sent at once. Returns the stop function, or undefined when the
 * client stopped (was destroyed) before the sender could start.
 */
export async function startAnalytics(
  client: PorticoClient,
  since: AnalyticsEvent | undefined,
  isStopped: () => boolean,
  options: { isDue?: () => boolean } = {},
): Promise<(() => void) | undefined> {
  if (isStopped()) return undefined
  const clients = await client.services.clients()
  if (isStopped()) return undefined
  const sender = createAnalyticsSender({
    api: clients.api,
    analytics: clients.analytics,
    clock: client.platform.clock,
    environment: client.platform.environment,
    logger: client.logger,
    privateValues: () => client.services.privateValues(),
    analyticsFeature: () => client.controllers.options.getSnapshot().features.analytics,
  })
  const { events } = client.controllers
  let last = since
  const take = () => {
    const recorded = events.getSnapshot().events
    const from = last ? recorded.lastIndexOf(last) + 1 : 0
    last = recorded.at(-1)
    const fresh = recorded.slice(from).filter((event) => BATCHED_EVENTS.includes(event.props.event))
    if (fresh.length > 0) sender.enqueue(fresh)
  }
  take()
  if (options.isDue?.()) void sender.flush()
  const unsubscribe = events.subscribe(take)
  return () => {
    unsubscribe()
    sender.stop()
  }
}
