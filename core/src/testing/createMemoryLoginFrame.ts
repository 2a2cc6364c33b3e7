import type { AppRequest } from '../modules/embedded-wallet/frameEvents.js'
import { APP_EVENT_PREFIX, FRAME_EVENT_PREFIX } from '../modules/embedded-wallet/frameEvents.js'
import type { MemoryMountedFrame } from '../kernel/platform/memoryFrame.js'
import type { MemoryPlatform } from '../kernel/platform/memoryPlatform.js'

/** What a handler returns to leave a request unanswered (a frame that hangs). */
export const NO_ANSWER: unique symbol = Symbol('no answer')

/** Answers one request: the SUCCESS payload, or throws for an ERROR with the thrown message. */
export type LoginFrameHandler = (payload: unknown) => unknown

/** One request the scripted frame received. */
export interface LoginFrameRequest {
  name: AppRequest
  id: string
  payload: unknown
}

export interface MemoryLoginFrameOptions {
  platform: MemoryPlatform
  /** The secure origin the frame answers from (the frame client's trusted origin). */
  origin: string
  /** Answers by request; a request without one gets a SUCCESS without payload. */
  handlers?: Partial<Record<AppRequest, LoginFrameHandler>>
  /** Announce READY as soon as the frame is mounted; false plays a frame that never loads. @default true */
  announceReady?: boolean
}

export interface MemoryLoginFrame {
  /** Every request received, oldest first. */
  readonly requests: readonly LoginFrameRequest[]
  setHandler(name: AppRequest, handler: LoginFrameHandler): void
  /** Sends READY (for a frame created with `announceReady: false`). */
  announceReady(): Promise<void>
  /** Sends SESSION_UPDATE. */
  sessionUpdate(): Promise<void>
  stop(): void
}

/**
 * A scripted login frame on the memory platform: it hears what the frame client posts to the
 * mounted frame and answers from the secure origin and the frame's window, as the real frame
 * does. For tests of connector sources and flows built on `@portico/core/embedded`.
 */
export function createMemoryLoginFrame(options: MemoryLoginFrameOptions): MemoryLoginFrame {
  const { platform, origin } = options
  const handlers = new Map(Object.entries(options.handlers ?? {}) as [AppRequest, LoginFrameHandler][])
  const requests: LoginFrameRequest[] = []
  let current: MemoryMountedFrame | undefined
  const send = (data: unknown) => (current ? platform.messaging.deliver({ data, origin, source: current.window }) : Promise.resolve())

  const stopMount = platform.frame.onMount((frame) => {
    current = frame
    if (options.announceReady ?? true) void send({ type: `${FRAME_EVENT_PREFIX}READY` })
  })
  const stopPost = platform.messaging.onPost((message) => {
    if (!current || message.target !== current.window) return
    const { type, id, payload } = message.data as { type: string; id: string; payload: unknown }
    const name = type.slice(APP_EVENT_PREFIX.length) as AppRequest
    requests.push({ name, id, payload })
    const handler = handlers.get(name)
    void Promise.resolve()
      .then(() => (handler ? handler(payload) : undefined))
      .then(
        (answer) => (answer === NO_ANSWER ? undefined : send({ type: `${FRAME_EVENT_PREFIX}${name}_SUCCESS`, id, payload: answer })),
        (error: unknown) => send({ type: `${FRAME_EVENT_PREFIX}${name}_ERROR`, id, payload: { message: error instanceof Error ? error.message : String(error) } }),
      )
  })
  return {
    requests,
    setHandler: (name, handler) => void handlers.set(name, handler),
    announceReady: () => send({ type: `${FRAME_EVENT_PREFIX}READY` }),
    sessionUpdate: () => send({ type: `${FRAME_EVENT_PREFIX}SESSION_UPDATE`, payload: {} }),
    stop() {
      stopMount()
      stopPost()
    },
  }
}
