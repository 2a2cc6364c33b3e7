/** A listener of a provider event; EIP-1193 events carry one payload. */
export type Listener = (payload: unknown) => void

export interface Emitter {
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  emit(event: string, payload: unknown): void
}

/**
 * The small `on` / `removeListener` emitter an EIP-1193 provider exposes. A throwing listener
 * does not stop the others: its error is reported asynchronously, as a page would see it.
 */
export function createEmitter(): Emitter {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
