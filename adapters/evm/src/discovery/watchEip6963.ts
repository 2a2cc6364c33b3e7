import type { EventLike, EventTargetLike, Eip6963ProviderDetail } from '../eip1193.js'
import { validateAnnouncement } from './validateAnnouncement.js'

export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const REQUEST_EVENT = 'eip6963:requestProvider'

export interface WatchEip6963Options {
  /** The page's window (or any event target that speaks EIP-6963). */
  eventTarget: EventTargetLike
  /** Called with every accepted announcement, in order. */
  onAnnounce(detail: Eip6963ProviderDetail): void
  /** Called for refused or duplicate announcements. */
  onWarning?(message: string, data?: unknown): void
  /**
   * Builds the `eip6963:requestProvider` event. A browser needs a real `Event`.
   * @default `new Event(type)` when the environment has one, else a plain `{ type }` object
   */
  createRequestEvent?(type: string): EventLike
}

function defaultRequestEvent(type: string): EventLike {
  const EventConstructor = (globalThis as { Event?: new (type: string) => EventLike }).Event
  return EventConstructor ? new EventConstructor(type) : { type }
}

/**
 * Listens for EIP-6963 announcements and asks wallets to announce themselves. The first
 * announcement of a uuid, and the first wallet claiming an rdns, wins: a later one with the same
 * uuid, or a different uuid claiming an rdns already announced, is ignored with a warning.
 * Returns the function that stops listening.
 */
export function watchEip6963(options: WatchEip6963Options): () => void {
  const { eventTarget, onAnnounce, onWarning = () => undefined } = options
  const uuids = new Set<string>()
  const rdnsOwners = new Map<string, string>()

  const listener = (event: EventLike): void => {
    let detail: unknown
    try {
      detail = event?.detail
    } catch {
      detail = undefined
    }
    const check = validateAnnouncement(detail)
    if (!check.ok) {
      onWarning(`Ignored an invalid EIP-6963 announcement: ${check.reason}`)
      return
    }
    const { uuid, rdns, name } = check.detail.info
    if (uuids.has(uuid)) {
      onWarning(`Ignored a second EIP-6963 announcement with uuid ${uuid} (${name})`)
      return
    }
    const owner = rdnsOwners.get(rdns)
    if (owner !== undefined) {
      onWarning(`Ignored an EIP-6963 announcement from ${name}: rdns ${rdns} was already announced by another wallet`)
      return
    }
    uuids.add(uuid)
    rdnsOwners.set(rdns, uuid)
    onAnnounce(check.detail)
  }

  eventTarget.addEventListener(ANNOUNCE_EVENT, listener)
  try {
    eventTarget.dispatchEvent((options.createRequestEvent ?? defaultRequestEvent)(REQUEST_EVENT))
  } catch (error) {
    onWarning('Could not request EIP-6963 announcements', error)
  }
  return () => eventTarget.removeEventListener(ANNOUNCE_EVENT, listener)
}
