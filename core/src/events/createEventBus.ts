import mittImport from 'mitt'

type Mitt = typeof mittImport.default
/**
 * mitt's types describe a CommonJS module (the function under `.default`), while ESM loaders hand
 * over the function itself; this accepts both.
 */
const mitt: Mitt = typeof mittImport === 'function' ? (mittImport as unknown as Mitt) : mittImport.default

export type EventListener<Payload> = (payload: Payload) => void

/** A typed publish-subscribe bus. Listeners run in the order they subscribed. */
export interface EventBus<Events extends Record<string, unknown>> {
  /** Subscribes; returns the unsubscribe function (calling it twice is harmless). */
  on<K extends keyof Events & string>(type: K, listener: EventListener<Events[K]>): () => void
  /** Subscribes for the next event of `type` only; returns the unsubscribe function. */
  once<K extends keyof Events & string>(type: K, listener: EventListener<Events[K]>): () => void
  /** Removes one subscription of `listener` to `type` (the earliest), if any. */
  off<K extends keyof Events & string>(type: K, listener: EventListener<Events[K]>): void
  /** Calls every listener of `type` with `payload`. A listener that throws does not stop the others. */
  emit<K extends keyof Events & string>(type: K, payload: Events[K]): void
  /** Removes every listener. */
  clear(): void
}

export interface EventBusOptions {
  /** Receives what a listener threw, with the event type. Without it, such errors are dropped. */
  onListenerError?: (error: unknown, type: string) => void
}

interface Subscription {
  listener: EventListener<never>
  handler: (payload: unknown) => void
}

/**
 * Creates a typed event bus on mitt. Each client has its own; nothing is shared between buses.
 * A listener that throws is reported to `onListenerError` and the remaining listeners still run.
 */
export function createEventBus<Events extends Record<string, unknown>>(
  options: EventBusOptions = {},
): EventBus<Events> {
  const emitter = mitt<Record<string, unknown>>()
  const subscriptions = new Map<string, Subscription[]>()

  const report = (error: unknown, type: string) => {
    try {
      options.onListenerError?.(error, type)
    } catch {
      // The error callback itself failing must not stop the other listeners either.
    }
  }

  const remove = (type: string, subscription: Subscription) => {
    const list = subscriptions.get(type)
    const index = list?.indexOf(subscription) ?? -1
    if (!list || index < 0) return
    list.splice(index, 1)
    if (list.length === 0) subscriptions.delete(type)
    emitter.off(type, subscription.handler)
  }

  const subscribe = (type: string, listener: EventListener<never>, once: boolean): (() => void) => {
    let done = false
    const subscription: Subscription = {
      listener,
      handler: (payload) => {
        if (done) return
        if (once) unsubscribe()
        try {
          ;(listener as EventListener<unknown>)(payload)
        } catch (error) {
          report(error, type)
        }
      },
    }
    const unsubscribe = () => {
      done = true
      remove(type, subscription)
    }
    subscriptions.set(type, [...(subscriptions.get(type) ?? []), subscription])
    emitter.on(type, subscription.handler)
    return unsubscribe
  }

  return {
    on: (type, listener) => subscribe(type, listener as EventListener<never>, false),
    once: (type, listener) => subscribe(type, listener as EventListener<never>, true),
    off: (type, listener) => {
      const subscription = subscriptions.get(type)?.find((entry) => entry.listener === listener)
      if (subscription) remove(type, subscription)
    },
    emit: (type, payload) => emitter.emit(type, payload),
    clear: () => {
      subscriptions.clear()
      emitter.all.clear()
    },
  }
}
