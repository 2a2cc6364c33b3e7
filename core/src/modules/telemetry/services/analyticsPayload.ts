import type { AnalyticsEvent } from '../../../kernel/events/eventsController.js'
import { REDACTED, scrubText, scrubValue } from './scrubPayload.js'

/** The account address of an event (SPEC.md section 3): an address of some namespace, else nothing of it is sent. */
const ACCOUNT_ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}|[a-z0-9]{14,90})$/

/** One event as `/batch` receives it (SPEC.md section 3, Analytics event), scrubbed. */
export interface BatchEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: string; address?: string; properties: unknown }
}

/**
 * The `/batch` form of a recorded event: the same fields, every string scrubbed (of the known
 * private shapes and of `secrets`), secret-named properties removed.
 */
export function toBatchEvent(record: AnalyticsEvent, secrets: readonly string[] = []): BatchEvent {
  const { props } = record
  return {
    eventId: scrubText(record.eventId, secrets),
    url: scrubText(record.url, secrets),
    domain: scrubText(record.domain, secrets),
    timestamp: record.timestamp,
    props: {
      type: 'track',
      event: props.event,
      ...(props.address ? { address: ACCOUNT_ADDRESS.test(props.address) ? props.address : REDACTED } : {}),
      properties: scrubValue(props.properties, secrets) ?? {},
    },
  }
}
