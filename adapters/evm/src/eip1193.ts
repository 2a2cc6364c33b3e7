/**
 * The small structural types the adapter needs from the browser. The adapter never reads browser
 * globals (DESIGN.md, "Adapters"): the page's event target and the legacy injected provider are
 * passed in, so these describe only what is used.
 */

/** One EIP-1193 request. */
export interface Eip1193RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | Record<string, unknown> | undefined
}

/** An EIP-1193 provider (`window.ethereum`, or the provider of an EIP-6963 announcement). */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/** An event as dispatched on the page's window; `detail` is present on a CustomEvent. */
export interface EventLike {
  readonly type: string
  readonly detail?: unknown
}

/** The subset of the page's window used for EIP-6963 discovery. */
export interface EventTargetLike {
  addEventListener(type: string, listener: (event: EventLike) => void): void
  removeEventListener(type: string, listener: (event: EventLike) => void): void
  dispatchEvent(event: EventLike): boolean
}

/** The `info` of an EIP-6963 announcement, after validation. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A `data:image/` URI. */
  icon: string
  rdns: string
}

/** A validated EIP-6963 announcement. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** A timer source; the client's clock port fits. */
export type { TimerLike } from '@portico/core'
