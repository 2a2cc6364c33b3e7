import { InvalidWalletResponseError } from '../../kernel/errors/InvalidWalletResponseError.js'
import { errorMessageOf } from '../../kernel/errors/errorMessageOf.js'
import type { Logger } from '../../kernel/logger/createLogger.js'
import type { BrowserGlobals } from '../../kernel/platform/browserGlobals.js'
import { createBrowserFrame } from '../../kernel/platform/browserFrame.js'
import type { AbortSignalLike, FramePort, MountedFrame, Platform, ReceivedMessage, TimerHandle } from '../../kernel/platform/ports.js'
import {
  appEventType,
  FRAME_EVENT_PREFIX,
  FRAME_TIMINGS,
  NO_READY_WAIT_REQUESTS,
  SYNC_REQUESTS,
  TIMED_REQUESTS,
  type AppRequest,
} from './frameEvents.js'
import {
  ACTION_NOT_ALLOWED_MESSAGE,
  FrameLoadFailedError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestTimeoutError,
  FrameRpcAbortedError,
  FrameRpcDisconnectedError,
  RpcNotAllowedError,
  UntrustedOriginError,
} from './frameErrors.js'
import { frameRequestErrorOf } from './frameErrorReasons.js'
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
  /**
   * Aborting rejects the request: 'Request was aborted' for RPC, an EIP-1193 provider error with
   * code 4001; 'Something went wrong' otherwise.
   */
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

/**
 * The site's side of the login frame protocol (SPEC.md sections 2, 4 and 7). Nothing is posted
 * before the frame says READY. When the frame's page restarts (a reload, or another address: its
 * load event, or a new READY), the requests the old page held are rejected at once, new ones wait
 * for the new page's READY, and the site's data (SYNC_DAPP_DATA, SYNC_THEME) is posted again.
 */
export interface FrameClient {
  /** The trusted origin. */
  readonly origin: string
  status(): FrameStatus
  /**
   * Sends `@w3m-app/<name>` and resolves with the validated payload of the matching SUCCESS (a
   * fresh copy of its known fields). Every request has a time limit on the platform clock (see
   * FRAME_TIMINGS); SWITCH_NETWORK first rejects the RPC requests waiting for the visitor's
   * approval (see `abortRpcRequests`), so none goes through on the new chain.
   */
  request<Name extends Exclude<AppRequest, 'RPC_REQUEST' | 'RPC_ABORT'>>(name: Name, payload?: unknown, options?: FrameRequestOptions): Promise<FrameAnswer<Name>>
  /** An RPC request, gated by namespace and method. */
  rpcRequest(request: FrameRpcRequest, options?: FrameRequestOptions): Promise<unknown>
  /** Signs out, waiting at most 3 s for the frame; resolves true when the frame confirmed. */
  signOut(): Promise<boolean>
  /**
   * Rejects the open RPC requests (posted, or waiting for READY) except the safe read-only ones,
   * with 'Request was aborted' (4001), and tells the frame.
   */
  abortRpcRequests(): void
  /** Rejects every open request. */
  abortAll(): void
  /** Hears the frame's SESSION_UPDATE. */
  onSessionUpdate(listener: () => void): () => void
  /** The mounted frame, for showing it over the modal; null where there is none. */
  frame(): MountedFrame | null
  destroy(): void
}

/** One request: waiting for READY, or posted and waiting for its answer. */
interface Entry {
  name: AppRequest
  /** For RPC requests: what was asked. */
  rpc?: { namespace: string; method: string }
  /** Posted to the frame: only then is an answer matched to it. */
  posted: boolean
  /** Posts it (once the frame is ready for it). */
  post(): void
  resolve(value: unknown): void
  reject(error: unknown): void
}

/** Why requests are rejected without an answer: cancelled on the page's side, or lost with the frame. */
type AbortCause = 'cancelled' | { lost: string }

export function createFrameClient(options: FrameClientOptions): FrameClient {
  const { platform, logger, origin, ui = {} } = options
  const { clock } = platform
  /** Every open request by id, posted or waiting for READY. */
  const open = new Map<string, Entry>()
  const sessionListeners = new Set<() => void>()
  /** The latest payload of each sync (SYNC_REQUESTS), posted again when the frame's page restarts. */
  const syncs = new Map<AppRequest, unknown>()
  let status: FrameStatus = 'loading'
  /** The frame's current page said READY. */
  let sawReady = false
  /**
   * The pages the frame loaded, and those that said READY: each page does both once, in either
   * order (READY may come before the frame's load event, or after it).
   */
  let loads = 0
  let readies = 0
  let readyTimer: TimerHandle | undefined
  let loadTimer: TimerHandle | undefined

  const mounted = (platform.frame ?? pageFramePort())?.mount(options.url) ?? null
  const unlisten = platform.messaging.listen(onMessage)
  const unwatchLoads = mounted?.onLoad?.(onFrameLoad)
  if (mounted) loadTimer = clock.setTimeout(onLoadTimeout, FRAME_TIMINGS.readyTimeoutMs)
  else status = 'failed'

  function onLoadTimeout() {
    loadTimer = undefined
    if (status !== 'loading') return
    status = 'failed'
    const error = new FrameLoadFailedError()
    for (const entry of [...open.values()]) if (!entry.posted) entry.reject(error)
    abortAll({ lost: 'the login frame did not load' })
  }

  /**
   * The frame loaded a page. Its first needs nothing, nor one that said READY already (handled
   * then); another replaced the page the requests were posted to, and has not said READY yet.
   */
  function onFrameLoad() {
    loads += 1
    if (loads === 1 || status === 'destroyed' || readies >= loads) return
    // Pages that never said READY (an error page) count as done, so the next READY is this one's.
    readies = loads - 1
    restart('the login frame loaded another page')
  }

  /** The frame's page is new: what the old one was asked is lost; new requests wait for its READY. */
  function restart(reason: string) {
    logger.warn('The login frame restarted; its open requests are rejected')
    sawReady = false
    status = 'loading'
    if (readyTimer !== undefined) clock.clearTimeout(readyTimer)
    readyTimer = undefined
    if (loadTimer !== undefined) clock.clearTimeout(loadTimer)
    loadTimer = clock.setTimeout(onLoadTimeout, FRAME_TIMINGS.readyTimeoutMs)
    for (const entry of [...open.values()]) if (entry.posted) entry.reject(abortError(entry, { lost: reason }))
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
    const request = open.get(message.id)
    if (!request || !request.posted || request.name !== message.name) {
      logger.debug('Frame answer for no open request ignored', message.name)
      return
    }
    if (message.kind === 'error') return request.reject(frameRequestErrorOf(frameErrorMessage(message.payload)))
    const checked = checkSuccessPayload(message.name, message.payload)
    if (checked.ok) return request.resolve(checked.value)
    logger.warn('Invalid frame answer', message.name, checked.reason)
    request.reject(new InvalidWalletResponseError(`frame answer to ${message.name}`))
  }

  /**
   * READY: the frame's page can hear requests. The syncs and the requests that need no settling
   * time go at once; the others 500 ms later. Another READY once the current page has loaded is
   * a new page (see `restart`); before that, a repeat, ignored.
   */
  function onReady() {
    if (sawReady) {
      // A new page only once the current one has loaded: before that, a repeat.
      if (loads < readies) return
      restart('the login frame reloaded')
    }
    readies += 1
    sawReady = true
    if (loadTimer !== undefined) clock.clearTimeout(loadTimer)
    loadTimer = undefined
    const waiting = [...open.values()].filter((entry) => !entry.posted)
    for (const [name, payload] of syncs) {
      if (!waiting.some((entry) => entry.name === name)) postQuietly(name, payload)
    }
    for (const entry of waiting) if (NO_READY_WAIT_REQUESTS.includes(entry.name)) entry.post()
    readyTimer = clock.setTimeout(() => {
      readyTimer = undefined
      if (status === 'destroyed') return
      status = 'ready'
      for (const entry of [...open.values()]) if (!entry.posted) entry.post()
    }, FRAME_TIMINGS.postReadyDelayMs)
  }

  /** The error a request is rejected with when it ends without an answer. */
  function abortError(request: Pick<Entry, 'name'>, cause: AbortCause) {
    if (cause === 'cancelled') return request.name === 'RPC_REQUEST' ? new FrameRpcAbortedError() : new FrameRequestAbortedError()
    return request.name === 'RPC_REQUEST' ? new FrameRpcDisconnectedError({ details: cause.lost }) : new FrameRequestAbortedError({ details: cause.lost })
  }

  function post(name: AppRequest, id: string, payload: unknown) {
    if (!mounted) throw new FrameNotSetError()
    platform.messaging.post(mounted.window, { type: appEventType(name), id, payload }, origin)
  }

  function freshId(): string {
    let id = platform.random.id()
    while (open.has(id)) id = platform.random.id()
    return id
  }

  /** Posts without waiting for an answer (RPC_ABORT, a sync posted again). */
  function postQuietly(name: AppRequest, payload: unknown) {
    try {
      post(name, freshId(), payload)
    } catch (error) {
      logger.warn(`${name} not delivered`, errorMessageOf(error))
    }
  }

  /** Tells the frame to drop its open RPC requests (fire and forget). */
  function postRpcAbort() {
    if (status === 'ready') postQuietly('RPC_ABORT', undefined)
  }

  /** How long a request may wait for its answer, READY included. */
  function timeLimit(name: AppRequest, rpc: Entry['rpc']): number {
    if (name === 'SIGN_OUT') return FRAME_TIMINGS.signOutTimeoutMs
    if (name === 'CONNECT_FARCASTER') return FRAME_TIMINGS.approvalTimeoutMs
    if (rpc && frameRpcMethodKind(rpc.namespace, rpc.method) === 'unsafe') return FRAME_TIMINGS.approvalTimeoutMs
    return FRAME_TIMINGS.requestTimeoutMs
  }

  function send(name: AppRequest, payload: unknown, requestOptions: FrameRequestOptions, rpc?: Entry['rpc']): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (status === 'destroyed' || !mounted) return reject(new FrameNotSetError())
      const { signal } = requestOptions
      if (SYNC_REQUESTS.includes(name)) syncs.set(name, payload)
      const id = freshId()
      let timer: TimerHandle | undefined
      const settle = () => {
        open.delete(id)
        if (timer !== undefined) clock.clearTimeout(timer)
        signal?.removeEventListener?.('abort', onAbort)
      }
      const entry: Entry = {
        name,
        rpc,
        posted: false,
        post() {
          if (entry.posted || !open.has(id)) return
          entry.posted = true
          try {
            post(name, id, payload)
          } catch (error) {
            entry.reject(error)
          }
        },
        resolve: (value) => (settle(), resolve(value)),
        reject: (error) => (settle(), reject(error)),
      }
      const onAbort = () => {
        if (!open.has(id)) return
        const wasPosted = entry.posted
        entry.reject(abortError(entry, 'cancelled'))
        if (wasPosted && name === 'RPC_REQUEST') postRpcAbort()
      }
      if (signal?.aborted) return reject(abortError(entry, 'cancelled'))
      if (status === 'failed' && !sawReady) return reject(new FrameLoadFailedError())
      signal?.addEventListener?.('abort', onAbort, { once: true })
      open.set(id, entry)
      timer = clock.setTimeout(() => {
        timer = undefined
        onTimeout(entry)
      }, timeLimit(name, rpc))
      if (status === 'ready' || (sawReady && NO_READY_WAIT_REQUESTS.includes(name))) entry.post()
    })
  }

  /**
   * A request got no answer in time. A login request rejects with 'iframe_request_timeout' and
   * aborts every other (SPEC.md section 8); any other rejects alone, an RPC request as a
   * disconnected provider (4900), and the frame is told to drop an approval it still shows.
   */
  function onTimeout(entry: Entry) {
    if (TIMED_REQUESTS.includes(entry.name)) {
      entry.reject(new FrameRequestTimeoutError())
      return abortAll({ lost: 'a login request got no answer in time' })
    }
    const wasPosted = entry.posted
    if (entry.name !== 'RPC_REQUEST') return entry.reject(new FrameRequestTimeoutError())
    entry.reject(new FrameRpcDisconnectedError({ details: 'the login frame did not answer in time', cause: new FrameRequestTimeoutError() }))
    if (wasPosted && entry.rpc && frameRpcMethodKind(entry.rpc.namespace, entry.rpc.method) === 'unsafe') postRpcAbort()
  }

  function abortAll(cause: AbortCause = 'cancelled') {
    const entries = [...open.values()]
    for (const entry of entries) entry.reject(abortError(entry, cause))
    if (entries.some((entry) => entry.posted && entry.name === 'RPC_REQUEST')) postRpcAbort()
  }

  /** Rejects the open RPC requests (posted or waiting) except the safe read-only ones, and tells the frame. */
  function abortRpcRequests() {
    const unsafe = [...open.values()].filter(
      (entry) => entry.rpc !== undefined && frameRpcMethodKind(entry.rpc.namespace, entry.rpc.method) !== 'safe',
    )
    for (const entry of unsafe) entry.reject(new FrameRpcAbortedError())
    if (unsafe.some((entry) => entry.posted)) postRpcAbort()
  }

  return {
    origin,
    status: () => status,
    request(name, payload, requestOptions = {}) {
      // A request waiting for the visitor's approval must not go through on the new chain.
      if (name === 'SWITCH_NETWORK') abortRpcRequests()
      return send(name, payload, requestOptions) as never
    },
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
      return send('SIGN_OUT', undefined, {}).then(
        () => true,
        (error: unknown) => {
          logger.warn('Sign-out not confirmed by the frame', errorMessageOf(error))
          return false
        },
      )
    },
    abortRpcRequests,
    abortAll: () => abortAll(),
    onSessionUpdate(listener) {
      sessionListeners.add(listener)
      return () => void sessionListeners.delete(listener)
    },
    frame: () => (status === 'destroyed' ? null : mounted),
    destroy() {
      if (status === 'destroyed') return
      abortAll({ lost: 'the login frame was removed' })
      status = 'destroyed'
      if (loadTimer !== undefined) clock.clearTimeout(loadTimer)
      if (readyTimer !== undefined) clock.clearTimeout(readyTimer)
      unlisten()
      unwatchLoads?.()
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
