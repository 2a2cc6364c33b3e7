import { createMemoryPlatform, type MemoryPlatform, type MemoryPlatformOptions } from '../../kernel/platform/memoryPlatform.js'
import type { MemoryMountedFrame } from '../../kernel/platform/memoryFrame.js'
import { createFrameClient, type FrameClient, type FrameUi } from './createFrameClient.js'

export const SECURE_ORIGIN = 'https://secure.example'
export const SECURE_URL = `${SECURE_ORIGIN}/sdk?projectId=p`

/** A posted app message as the client builds it. */
export interface AppMessage {
  type: string
  id: string
  payload: unknown
}

/** A frame client on the memory platform, with a hand to play the frame. */
export function frameHarness(options: { ui?: FrameUi; platform?: Partial<MemoryPlatformOptions>; noFramePort?: boolean } = {}) {
  const platform: MemoryPlatform = createMemoryPlatform(options.platform)
  const warnings: string[] = []
  const logger = { warn: (message: string) => void warnings.push(message), debug: () => undefined }
  const client: FrameClient = createFrameClient({
    platform: options.noFramePort ? { ...platform, frame: undefined } : platform,
    logger,
    url: SECURE_URL,
    origin: SECURE_ORIGIN,
    ui: options.ui,
  })
  const frame = platform.frame.mounted[0] as MemoryMountedFrame
  const posted = () => platform.messaging.posted.map((entry) => entry.data as AppMessage)
  const lastPosted = (): AppMessage => {
    const last = platform.messaging.posted.at(-1)
    if (!last) throw new Error('nothing posted')
    return last.data as AppMessage
  }
  /** Delivers a message as the trusted frame (or from elsewhere, when `from` says so). */
  const fromFrame = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    platform.messaging.deliver({ data, origin: from.origin ?? SECURE_ORIGIN, source: 'source' in from ? from.source : frame.window })
  const ready = async () => {
    await fromFrame({ type: '@w3m-frame/READY' })
    await platform.clock.advanceAsync(500)
  }
  /** Answers the last posted request. */
  const answer = (outcome: 'SUCCESS' | 'ERROR', payload?: unknown, message: AppMessage = lastPosted()) =>
    fromFrame({ type: `${message.type.replace('@w3m-app/', '@w3m-frame/')}_${outcome}`, id: message.id, payload })
  return { platform, client, frame, warnings, posted, lastPosted, fromFrame, ready, answer }
}

/** Settlement of a promise, readable without awaiting it. */
export function track<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' }
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  )
  return state
}

/** Lets queued promise callbacks run. */
export async function flush() {
  for (let index = 0; index < 5; index++) await Promise.resolve()
}
