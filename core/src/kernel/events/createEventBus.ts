import mittImport from 'mitt'

type Mitt = typeof mittImport.default
/**
 * mitt's types describe a CommonJS module (the function under `.default`), while ESM loaders hand
 * over the function itself; this accepts both.
 */
const mitt: Mitt = typeof mittImport === 'function' ? (mittImport as unknown as Mitt) : mittImport.default

export type EventListener<Payload> = (payload: Payload) => void

/** A typed publish-subscribe bus (mitt). Listeners run in the order they subscribed. */
export interface EventBus<Events extends Record<string, unknown>> {
  /**
   * Subscribes; returns the unsubscribe function (calling it twice is harmless; once it has
   * returned, the listener is not called again, not even by an emit under way). Subscribing the
   * same function twice makes two subscriptions, each ended by its own unsubscribe function.
   */
  on<K extends keyof Events & string>(type: K, listener: EventListener<Events[K]>): () => void
  /** Calls every listener of `type` with `payload`. A listener that throws does not stop the others. */
  emit<K extends keyof Events & string>(type: K, payload: Events[K]): void
  /** Removes every listener. */
  clear(): void
}

export interface EventBusOptions {
  /** Receives what a listener threw, with the event type. Without it, such errors are dropped. */
  onListenerError?: (error: unknown, type: string) => void
}

/**
 * Creates a typed event bus on mitt. Each client has its own; nothing is shared between buses.
 * mitt stops at the first listener that throws, so each listener is guarded when it subscribes:
 * what it throws goes to `onListenerError` and the remaining listeners still run.
 */
export function createEventBus<Events extends Record<string, unknown>>(
  options: EventBusOptions = {},
): EventBus<Events> {
  const emitter = mitt<Record<string, unknown>>()

  return {
    on(type, listener) {
      let subscribed = true
      const guarded = (payload: unknown) => {
        // mitt calls the listeners it held when the emit began; one unsubscribed since is skipped.
        if (!subscribed) return
        try {
          listener(payload as Events[typeof type])
        } catch (error) {
          try {
            options.onListenerError?.(error, type)
          } catch {
            // The error callback itself failing must not stop the other listeners either.
          }
        }
      }
      emitter.on(type, guarded)
      return () => {
        subscribed = false
        emitter.off(type, guarded)
      }
    },
    emit: (type, payload) => emitter.emit(type, payload),
    clear: () => emitter.all.clear(),
  }
}
