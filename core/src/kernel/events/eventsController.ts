import { ANALYTICS_ALWAYS_SENT, type PorticoEvents } from './porticoEvents.js'
import type { ClockPort, EnvironmentPort, RandomPort } from '../platform/ports.js'
import { createStore, type ReadableStore } from '../store/createStore.js'

/** An analytics event record (SPEC.md section 3, Analytics event). */
export interface AnalyticsEvent<K extends keyof PorticoEvents = keyof PorticoEvents> {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: K; address?: string; properties: PorticoEvents[K] }
}

export interface EventsState {
  /** The newest events, oldest first, at most {@link EVENTS_KEPT}. */
  events: readonly AnalyticsEvent[]
}

export const EVENTS_KEPT = 100

export interface EventsController extends ReadableStore<EventsState> {
  /** Records an event; returns it, or undefined when analytics is off and the event is not always sent. */
  track<K extends keyof PorticoEvents>(
    event: K,
    properties: PorticoEvents[K],
    context: { analytics: boolean; address?: string },
  ): AnalyticsEvent<K> | undefined
}

export function createEventsController(ports: {
  clock: ClockPort
  random: RandomPort
  environment: EnvironmentPort
}): EventsController {
  const store = createStore<EventsState>({ events: [] })
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    track(event, properties, context) {
      if (!context.analytics && !(ANALYTICS_ALWAYS_SENT as readonly string[]).includes(event)) return undefined
      const origin = ports.environment.origin()
      const record: AnalyticsEvent<typeof event> = Object.freeze({
        eventId: ports.random.id(),
        url: origin,
        domain: origin.replace(/^[a-z]+:\/\//i, ''),
        timestamp: ports.clock.now(),
        props: {
          type: 'track' as const,
          event,
          ...(context.address ? { address: context.address } : {}),
          properties,
        },
      })
      const events = [...store.getSnapshot().events, record as AnalyticsEvent].slice(-EVENTS_KEPT)
      store.set({ events })
      return record
    },
  }
}
