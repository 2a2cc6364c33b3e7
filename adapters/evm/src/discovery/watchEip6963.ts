import type { EventLike, EventTargetLike, Eip6963ProviderDetail } from '../eip1193.js'
import { validateAnnouncement } from './validateAnnouncement.js'

export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const REQUEST_EVENT = 'eip6963:requestProvider'

export interface WatchEip6963Options {
  /** The page's window (or any event target that speaks EIP-6963). */
  eventTarget: EventTargetLike
  /** Called with every accepted announcement, in order. */
  onAnnounce(detail: Eip6963ProviderDetail): void
  /**
   * Called when a wallet with another uuid claims an rdns already announced: two providers claim one
   * identity, and the page cannot tell which is genuine.
   */
  onConflict?(rdns: string, detail: Eip6963ProviderDetail): void
  /** Called for refused or duplicate announcements, and for accepted ones whose name had invisible characters removed. */
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

/** True when two announcements are the same wallet saying the same thing again. */
function sameAnnouncement(a: Eip6963ProviderDetail, b: Eip6963ProviderDetail): boolean {
  return (
    a.provider === b.provider &&
    a.info.uuid === b.info.uuid &&
    a.info.rdns === b.info.rdns &&
    a.info.name === b.info.name &&
    a.info.icon === b.info.icon
  )
}

/**
 * Listens for EIP-6963 announcements and asks wallets to announce themselves. The first
 * announcement of a uuid, and the first wallet claiming an rdns, wins. A wallet repeating its
 * announcement unchanged (as EIP-6963 has it do after every `eip6963:requestProvider`) is skipped
 * silently; a later one with the same uuid that differs in anything, or a different uuid claiming
 * an rdns already announced, is ignored with a warning. Returns the function that stops listening.
 */
export function watchEip6963(options: WatchEip6963Options): () => void {
  const { eventTarget, onAnnounce, onConflict, onWarning = () => undefined } = options
  const accepted = new Map<string, Eip6963ProviderDetail>()
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
    const earlier = accepted.get(uuid)
    if (earlier) {
      if (sameAnnouncement(earlier, check.detail)) return
      onWarning(`Ignored a second EIP-6963 announcement with uuid ${uuid} (${name})`)
      return
    }
    const owner = rdnsOwners.get(rdns)
    if (owner !== undefined) {
      onWarning(`Ignored an EIP-6963 announcement from ${name}: rdns ${rdns} was already announced by another wallet`)
      if (accepted.get(owner)?.provider !== check.detail.provider) onConflict?.(rdns, check.detail)
      return
    }
    accepted.set(uuid, check.detail)
    rdnsOwners.set(rdns, uuid)
    // Said once, when the wallet is first accepted, not on every repeat of its announcement.
    for (const warning of check.warnings) onWarning(warning)
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
