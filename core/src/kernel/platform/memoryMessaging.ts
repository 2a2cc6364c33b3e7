import { exactTargetOrigin } from './exactTargetOrigin.js'
import type { MessagingPort, ReceivedMessage } from './ports.js'

/** A message core posted. */
export interface PostedMessage {
  target: unknown
  data: unknown
  targetOrigin: string
}

/** Window messaging in memory: records what core posts, and lets tests deliver messages. */
export interface MemoryMessaging extends MessagingPort {
  /** Every message posted, oldest first. */
  readonly posted: readonly PostedMessage[]
  /**
   * Delivers a message to the listeners asynchronously (on a later microtask, as a browser
   * dispatches `message` events), with `origin` and `source` exactly as given. The promise
   * settles after the listeners ran; it rejects with the first error a listener threw.
   */
  deliver(message: ReceivedMessage): Promise<void>
  /** Number of listeners currently subscribed. */
  listenerCount(): number
  /** Hears each message core posts, right after it is recorded (a scripted peer answers from here). */
  onPost(listener: (message: PostedMessage) => void): () => void
}

export function createMemoryMessaging(): MemoryMessaging {
  const posted: PostedMessage[] = []
  const listeners = new Set<(message: ReceivedMessage) => void>()
  const postListeners = new Set<(message: PostedMessage) => void>()
  return {
    posted,
    post(target, data, targetOrigin) {
      const message = { target, data, targetOrigin: exactTargetOrigin(targetOrigin) }
      posted.push(message)
      for (const listener of [...postListeners]) listener(message)
    },
    onPost(listener) {
      const subscription = (message: PostedMessage) => listener(message)
      postListeners.add(subscription)
      return () => void postListeners.delete(subscription)
    },
    listen(listener) {
      // A wrapper per subscription, so the same function listening twice gets two deliveries and
      // each unsubscribe removes only its own.
      const subscription = (message: ReceivedMessage) => listener(message)
      listeners.add(subscription)
      return () => {
        listeners.delete(subscription)
      }
    },
    async deliver(message) {
      const event: ReceivedMessage = { data: message.data, origin: message.origin, source: message.source }
      await Promise.resolve()
      const errors: unknown[] = []
      for (const listener of [...listeners]) {
        // A listener removed by an earlier one during this dispatch no longer hears it.
        if (!listeners.has(listener)) continue
        try {
          listener(event)
        } catch (error) {
          errors.push(error)
        }
      }
      if (errors.length > 0) throw errors[0]
    },
    listenerCount: () => listeners.size,
  }
}
