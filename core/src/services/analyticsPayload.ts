import type { AnalyticsEvent } from '../controllers/eventsController.js'
import { scrubText, scrubValue } from './scrubPayload.js'

/** The events of SPEC.md section 7 that go to `/batch`; the bus's other events stay on the page. */
export const BATCHED_EVENTS: readonly string[] = Object.freeze([
  'INITIALIZE',
  'CONNECT_SUCCESS',
  'SOCIAL_LOGIN_SUCCESS',
  'SWITCH_NETWORK',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_REQUEST_USER_DATA',
  'SOCIAL_LOGIN_ERROR',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'DISCONNECT_SUCCESS',
])

/** One event as `/batch` receives it (SPEC.md section 3, Analytics event), scrubbed. */
export interface BatchEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: string; address?: string; properties: unknown }
}

/** The `/batch` form of a recorded event: the same fields, every string scrubbed, secret-named properties removed. */
export function toBatchEvent(record: AnalyticsEvent): BatchEvent {
  const { props } = record
  return {
    eventId: scrubText(record.eventId),
    url: scrubText(record.url),
    domain: scrubText(record.domain),
    timestamp: record.timestamp,
    props: {
      type: 'track',
      event: props.event,
      ...(props.address ? { address: scrubText(props.address) } : {}),
      properties: scrubValue(props.properties) ?? {},
    },
  }
}
