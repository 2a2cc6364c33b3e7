import type { AbortSignalLike } from '../platform/ports.js'

/** An AbortSignal as core sees it (structural: a real AbortSignal fits). */
export interface PorticoAbortSignal {
  readonly aborted: boolean
  readonly reason: unknown
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void
  removeEventListener(type: 'abort', listener: () => void): void
}

export interface PorticoAbortController {
  readonly signal: PorticoAbortSignal
  abort(reason?: unknown): void
}

/**
 * A WHATWG AbortController (a language-level global in Node 20 and every browser, like URL),
 * that also aborts when any of `parents` does.
 */
export function createAbortController(...parents: (AbortSignalLike | undefined)[]): PorticoAbortController {
  const { AbortController } = globalThis as unknown as { AbortController: new () => PorticoAbortController }
  const controller = new AbortController()
  for (const parent of parents) {
    if (!parent) continue
    if (parent.aborted) controller.abort(parent.reason)
    else parent.addEventListener?.('abort', () => controller.abort(parent.reason), { once: true })
  }
  return controller
}

/**
 * Settles with `promise`, or rejects with the signal's reason as soon as `signal` aborts. The
 * promise's own late failure is handled, so it never goes unhandled.
 */
export function abortable<T>(promise: Promise<T>, signal: PorticoAbortSignal): Promise<T> {
  promise.catch(() => undefined)
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
