import { InvalidWalletResponseError } from '../errors/InvalidWalletResponseError.js'
import { errorMessageOf } from '../errors/errorMessageOf.js'
import type { Logger } from '../logger/createLogger.js'
import type { BrowserGlobals } from '../platform/browserGlobals.js'
import { createBrowserFrame } from '../platform/browserFrame.js'
import type { AbortSignalLike, FramePort, MountedFrame, Platform, ReceivedMessage, TimerHandle } from '../platform/ports.js'
import {
  appEventType,
  FRAME_EVENT_PREFIX,
  FRAME_TIMINGS,
  NO_READY_WAIT_REQUESTS,
  TIMED_REQUESTS,
  type AppRequest,
} from './frameEvents.js'
import {
  ACTION_NOT_ALLOWED_MESSAGE,
  FrameLoadFailedError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  FrameRpcAbortedError,
  RpcNotAllowedError,
  UntrustedOriginError,
} from './frameErrors.js'
import { checkSuccessPayload, frameErrorMessage, parseFrameMessage, type FrameAnswer, type FrameMessage } from './frameMessageSchema.js'
import { frameRpcMethodKind } from './frameRpcMethods.js'

/** What the modal does for the frame; every member is optional (a headless site may do nothing). */
export interface FrameUi {
  /** An unsafe request waits for the visitor in the frame: open ApproveTransaction, or push it on the transaction stack. */
  approvalRequested?(request: { namespace: string; method: string }): void
  /** That request was answered, rejected or aborted. */
  approvalSettled?(request: { namespace: string; method: string }): void
  /** A method that is not allowed was asked: open the modal (the error shows 300 ms later). */
  openModal?(): void
  /** Shows an error in the modal ('Action not allowed'). */
  showError?(message: string): void
}

export interface FrameClientOptions {
  /**
   * The ports. Without a `frame` port, the page's own document is used when there is one (the
   * browser frame port lives here, not in the browser platform, so that sites without the
   * embedded wallet never ship it).
   */
  platform: Pick<Platform, 'messaging' | 'clock' | 'random' | 'frame'>
  logger: Pick<Logger, 'warn' | 'debug'>
  /** The secure-login page with its query (see `frameLocation`). */
  url: string
  /** Its exact origin: the only one messages are posted to and accepted from. */
  origin: string
  ui?: FrameUi
}

export interface FrameRequestOptions {
  /** Aborting rejects the request ('Request was aborted' for RPC, 'Something went wrong' otherwise). */
  signal?: AbortSignalLike
}

export interface FrameRpcRequest {
  namespace: string
  method: string
  params?: unknown
  chainId?: string | number
  rpcUrl?: string
}

export type FrameStatus = 'loading' | 'ready' | 'failed' | 'destroyed'

/** The site's side of the login frame protocol (SPEC.md sections 2, 4 and 7). */
export interface FrameClient {
  /** The trusted origin. */
  readonly origin: string
  status(): FrameStatus
  /** Sends `@w3m-app/<name>` and resolves with the validated payload of the matching SUCCESS. */
  request<Name extends Exclude<AppRequest, 'RPC_REQUEST' | 'RPC_ABORT'>>(name: Name, payload?: unknown, options?: FrameRequestOptions): Promise<FrameAnswer<Name>>
  /** An RPC request, gated by namespace and method. */
  rpcRequest(request: FrameRpcRequest, options?: FrameRequestOptions): Promise<unknown>
  /** Signs out, waiting at most 3 s for the frame; resolves true when the frame confirmed. */
  signOut(): Promise<boolean>
  /** Rejects the open RPC requests except the safe read-only ones, and tells the frame. */
  abortRpcRequests(): void
  /** Rejects every open request. */
  abortAll(): void
  /** Hears the frame's SESSION_UPDATE. */
  onSessionUpdate(listener: () => void): () => void
  /** The mounted frame, for showing it over the modal; null where there is none. */
  frame(): MountedFrame | null
  destroy(): void
}

interface Pending {
  name: AppRequest
  /** For RPC requests: what was asked. */
  rpc?: { namespace: string; method: string }
  resolve(value: unknown): void
  reject(error: unknown): void
}

export function createFrameClient(options: FrameClientOptions): FrameClient {
  const { platform, logger, origin, ui = {} } = options
  const { clock } = platform
  const pending = new Map<string, Pending>()
  const readyWaiters = new Set<{ post(): void; fail(error: unknown): void }>()
  const sessionListeners = new Set<() => void>()
  let status: FrameStatus = 'loading'
  let sawReady = false
  let readyTimer: TimerHandle | undefined
  let loadTimer: TimerHandle | undefined

  const mounted = (platform.frame ?? pageFramePort())?.mount(options.url) ?? null
  const unlisten = platform.messaging.listen(onMessage)
  if (mounted) loadTimer = clock.setTimeout(onLoadTimeout, FRAME_TIMINGS.readyTimeoutMs)
  else status = 'failed'

  function onLoadTimeout() {
    loadTimer = undefined
    if (status !== 'loading') return
    status = 'failed'
    const error = new FrameLoadFailedError()
    for (const waiter of [...readyWaiters]) waiter.fail(error)
    readyWaiters.clear()
    abortAll()
  }

  function onMessage(received: ReceivedMessage) {
    try {
      if (status === 'destroyed') return
      if (received.origin !== origin || !mounted || received.source !== mounted.window) {
        if (looksLikeFrameMessage(received.data)) {
          logger.warn(new UntrustedOriginError().message, { origin: String(received.origin).slice(0, 100) })
        }
        return
      }
      const parsed = parseFrameMessage(received.data)
      if ('reason' in parsed) {
        logger.warn('Invalid frame event ignored', parsed.reason)
        return
      }
      handle(parsed.message)
    } catch (error) {
      logger.warn('Frame event ignored', errorMessageOf(error))
    }
  }

  function handle(message: FrameMessage) {
    if (message.kind === 'ready') return onReady()
    if (message.kind === 'sessionUpdate') {
      for (const listener of [...sessionListeners]) listener()
      return
    }
    const request = pending.get(message.id)
    if (!request || request.name !== message.name) {
      logger.debug('Frame answer for no open request ignored', message.name)
      return
    }
    pending.delete(message.id)
    if (message.kind === 'error') return request.reject(new FrameRequestError(frameErrorMessage(message.payload)))
    const checked = checkSuccessPayload(message.name, message.payload)
    if (checked.ok) return request.resolve(checked.value)
    logger.warn('Invalid frame answer', message.name, checked.reason)
    request.reject(new InvalidWalletResponseError(`frame answer to ${message.name}`))
  }

  function onReady() {
    if (sawReady) return
    sawReady = true
    if (loadTimer !== undefined) clock.clearTimeout(loadTimer)
    loadTimer = undefined
    readyTimer = clock.setTimeout(() => {
      readyTimer = undefined
      if (status === 'destroyed') return
      status = 'ready'
      const waiters = [...readyWaiters]
      readyWaiters.clear()
      for (const waiter of waiters) waiter.post()
    }, FRAME_TIMINGS.postReadyDelayMs)
  }

  function abortError(request: Pick<Pending, 'name'>) {
    return request.name === 'RPC_REQUEST' ? new FrameRpcAbortedError() : new FrameRequestAbortedError()
  }

  function post(name: AppRequest, id: string, payload: unknown) {
    if (!mounted) throw new FrameNotSetError()
    platform.messaging.post(mounted.window, { type: appEventType(name), id, payload }, origin)
  }

  function freshId(): string {
    let id = platform.random.id()
    while (pending.has(id)) id = platform.random.id()
    return id
  }

  /** Tells the frame to drop its open RPC requests (fire and forget). */
  function postRpcAbort() {
    if (status !== 'ready') return
    try {
      post('RPC_ABORT', freshId(), undefined)
    } catch (error) {
      logger.warn('RPC_ABORT not delivered', errorMessageOf(error))
    }
  }

  function send(name: AppRequest, payload: unknown, requestOptions: FrameRequestOptions, rpc?: Pending['rpc']): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (status === 'destroyed' || !mounted) return reject(new FrameNotSetError())
      const { signal } = requestOptions
      const id = freshId()
      let timer: TimerHandle | undefined
      let waiter: { post(): void; fail(error: unknown): void } | undefined
      const settle = () => {
        pending.delete(id)
        if (waiter) readyWaiters.delete(waiter)
        if (timer !== undefined) clock.clearTimeout(timer)
        signal?.removeEventListener?.('abort', onAbort)
      }
      const entry: Pending = {
        name,
        rpc,
        resolve: (value) => (settle(), resolve(value)),
        reject: (error) => (settle(), reject(error)),
      }
      const onAbort = () => {
        if (!pending.has(id) && !waiter) return
        const wasPosted = pending.has(id)
        entry.reject(abortError(entry))
        if (wasPosted && name === 'RPC_REQUEST') postRpcAbort()
      }
      if (signal?.aborted) return reject(abortError(entry))
      signal?.addEventListener?.('abort', onAbort, { once: true })
      if (TIMED_REQUESTS.includes(name)) {
        timer = clock.setTimeout(() => {
          timer = undefined
          entry.reject(new FrameRequestTimeoutError())
          abortAll()
        }, FRAME_TIMINGS.requestTimeoutMs)
      }
      const postNow = () => {
        waiter = undefined
        try {
          pending.set(id, entry)
          post(name, id, payload)
        } catch (error) {
          entry.reject(error)
        }
      }
      if (status === 'ready' || NO_READY_WAIT_REQUESTS.includes(name)) return postNow()
      if (status === 'failed' && !sawReady) return entry.reject(new FrameLoadFailedError())
      waiter = { post: postNow, fail: (error) => entry.reject(error) }
      readyWaiters.add(waiter)
    })
  }

  function abortAll() {
    const open = [...pending.values()]
    const waiting = [...readyWaiters]
    readyWaiters.clear()
    for (const waiter of waiting) waiter.fail(new FrameRequestAbortedError())
    for (const request of open) request.reject(abortError(request))
    if (open.some((request) => request.name === 'RPC_REQUEST')) postRpcAbort()
  }

  return {
    origin,
    status: () => status,
    request: (name, payload, requestOptions = {}) => send(name, payload, requestOptions) as never,
    rpcRequest(request, requestOptions = {}) {
      const kind = frameRpcMethodKind(request.namespace, request.method)
      if (kind === 'notAllowed') {
        abortAll()
        ui.openModal?.()
        clock.setTimeout(() => ui.showError?.(ACTION_NOT_ALLOWED_MESSAGE), FRAME_TIMINGS.errorUiDelayMs)
        return Promise.reject(new RpcNotAllowedError())
      }
      const { namespace, method, params, chainId, rpcUrl } = request
      const payload = { method, params, chainNamespace: namespace, ...(chainId === undefined ? {} : { chainId }), ...(rpcUrl ? { rpcUrl } : {}) }
      const sent = send('RPC_REQUEST', payload, requestOptions, { namespace, method })
      if (kind === 'safe') return sent
      ui.approvalRequested?.({ namespace, method })
      const settled = () => ui.approvalSettled?.({ namespace, method })
      sent.then(settled, settled)
      return sent
    },
    signOut() {
      return new Promise<boolean>((resolve) => {
        const timer = clock.setTimeout(() => resolve(false), FRAME_TIMINGS.signOutTimeoutMs)
        send('SIGN_OUT', undefined, {}).then(
          () => (clock.clearTimeout(timer), resolve(true)),
          (error: unknown) => {
            clock.clearTimeout(timer)
            logger.warn('Sign-out not confirmed by the frame', errorMessageOf(error))
            resolve(false)
          },
        )
      })
    },
    abortRpcRequests() {
      const open = [...pending.values()].filter(
        (request) => request.rpc !== undefined && frameRpcMethodKind(request.rpc.namespace, request.rpc.method) !== 'safe',
      )
      for (const request of open) request.reject(new FrameRpcAbortedError())
      if (open.length > 0) postRpcAbort()
    },
    abortAll,
    onSessionUpdate(listener) {
      sessionListeners.add(listener)
      return () => void sessionListeners.delete(listener)
    },
    frame: () => (status === 'destroyed' ? null : mounted),
    destroy() {
      if (status === 'destroyed') return
      abortAll()
      status = 'destroyed'
      if (loadTimer !== undefined) clock.clearTimeout(loadTimer)
      if (readyTimer !== undefined) clock.clearTimeout(readyTimer)
      unlisten()
      sessionListeners.clear()
      mounted?.remove()
    },
  }
}

/** The browser frame port over the page's document, or undefined outside a page. */
function pageFramePort(): FramePort | undefined {
  const globals = globalThis as unknown as Partial<BrowserGlobals>
  return typeof globals.document === 'object' && globals.document !== null ? createBrowserFrame(globals as BrowserGlobals) : undefined
}

/** Whether `data` claims to be a frame message (only those are worth a warning when untrusted). */
function looksLikeFrameMessage(data: unknown): boolean {
  try {
    const type = (data as { type?: unknown } | null)?.type
    return typeof type === 'string' && type.startsWith(FRAME_EVENT_PREFIX)
  } catch {
    return false
  }
}
