// The page's window as far as EIP-6963 goes: listeners, dispatch, and wallets that answer
// `eip6963:requestProvider` by announcing themselves (synchronously, as browser wallets do).
import type { EventLike, EventTargetLike } from '../src/eip1193.js'

export interface FakeEventTarget extends EventTargetLike {
  readonly dispatched: string[]
  /** Announces `detail` now, and again whenever a request event is dispatched. */
  addWallet(detail: unknown): void
  /** Dispatches one announcement without registering the wallet for later requests. */
  announce(detail: unknown): void
  listenerCount(type: string): number
}

export function createFakeEventTarget(): FakeEventTarget {
  const listeners = new Map<string, Set<(event: EventLike) => void>>()
  const wallets: unknown[] = []
  const target: FakeEventTarget = {
    dispatched: [],
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set()
      set.add(listener)
      listeners.set(type, set)
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener)
    },
    dispatchEvent(event) {
      target.dispatched.push(event.type)
      for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event)
      if (event.type === 'eip6963:requestProvider') for (const wallet of wallets) target.announce(wallet)
      return true
    },
    addWallet(detail) {
      wallets.push(detail)
      target.announce(detail)
    },
    announce(detail) {
      for (const listener of [...(listeners.get('eip6963:announceProvider') ?? [])]) {
        listener({ type: 'eip6963:announceProvider', detail })
      }
    },
    listenerCount(type) {
      return listeners.get(type)?.size ?? 0
    },
  }
  return target
}

/** A 1×1 PNG as a data URI. */
export const PNG_ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

export function announcement(overrides: { uuid?: string; name?: string; icon?: string; rdns?: string; provider?: unknown } = {}) {
  const { provider, ...info } = overrides
  return {
    info: { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Test Wallet', icon: PNG_ICON, rdns: 'dev.portico.test', ...info },
    provider: provider ?? { request: async () => null },
  }
}
