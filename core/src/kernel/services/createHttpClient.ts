import type { Struct } from 'superstruct'
import type { AbortSignalLike, BeaconPort, ClockPort, FetchPort, FetchResponse } from '../platform/ports.js'
import { createAbortController } from '../utils/abort.js'
import { validateSafely } from '../utils/validateSafely.js'
import { parseWhatwgUrl } from '../utils/whatwgUrl.js'
import {
  HttpStatusError,
  InvalidResponseError,
  NetworkRequestError,
  RequestAbortedError,
  RequestTimeoutError,
} from './httpErrors.js'

/** Query parameters: undefined values are left out, arrays are joined with commas. */
export type QueryParams = Readonly<Record<string, string | number | boolean | readonly (string | number)[] | undefined>>

/** Options of one request. */
export interface RequestOptions {
  query?: QueryParams
  headers?: Readonly<Record<string, string>>
  /** Aborts the request; it then rejects with RequestAbortedError. */
  signal?: AbortSignalLike
  /** @default the client's `timeoutMs` */
  timeoutMs?: number
}

/** A request whose JSON answer is validated with `schema` before the caller sees it. */
export interface JsonRequestOptions<T> extends RequestOptions {
  schema: Struct<T, unknown>
}

export interface HttpClientOptions {
  fetch: FetchPort
  clock: ClockPort
  beacon?: BeaconPort
  /** Absolute http(s) URL every path is resolved against; a path of its own is kept as a prefix. */
  baseUrl: string
  /** Appended as `clientId` to every request when set (SPEC.md section 7). */
  clientId?: string
  /** Query parameters sent with every request (the sdk type, version and project id). */
  defaultQuery?: QueryParams
  /** @default 10_000 (the RPC timeout default of SPEC.md section 9) */
  timeoutMs?: number
}

/** The generic HTTP client of SPEC.md section 7 on the fetch and beacon ports. */
export interface HttpClient {
  readonly baseUrl: string
  /** The full URL of a path, with the default query, `clientId` and `query`. */
  url(path: string, query?: QueryParams): string
  get<T>(path: string, options: JsonRequestOptions<T>): Promise<T>
  post<T>(path: string, body: unknown, options: JsonRequestOptions<T>): Promise<T>
  put<T>(path: string, body: unknown, options: JsonRequestOptions<T>): Promise<T>
  delete<T>(path: string, options: JsonRequestOptions<T>): Promise<T>
  /** A request whose answer body is not read (fire-and-report calls such as `POST /e`): only the status counts. */
  send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, options?: RequestOptions): Promise<void>
  /** GET of a binary body (images): the response's blob. */
  getBlob(path: string, options?: RequestOptions): Promise<unknown>
  /** Fire and forget: queues `body` (JSON-encoded) with the beacon port. False when it could not be queued. */
  sendBeacon(path: string, body: unknown, query?: QueryParams): boolean
}

export const DEFAULT_HTTP_TIMEOUT_MS = 10_000

/**
 * Creates an HTTP client. Every request has a timeout on the clock port and may be aborted; a
 * non-OK status rejects with HttpStatusError ('HTTP status code: {status}'); an answer that is not
 * JSON of the caller's schema rejects with InvalidResponseError. It never rejects with anything
 * else, whatever the fetch port or the server does.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = parseBaseUrl(options.baseUrl)
  const defaultTimeout = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS

  const url = (path: string, query?: QueryParams): string => {
    const target = parseWhatwgUrl(base.prefix + (path.startsWith('/') ? path : `/${path}`))
    if (
      !target ||
      target.protocol !== base.protocol ||
      target.host !== base.host ||
      !`${target.pathname}/`.startsWith(`${base.path}/`) ||
      /[?#]/.test(path)
    ) {
      throw new TypeError(`The path '${String(path).slice(0, 60)}' leaves the base URL`)
    }
    const params = { ...options.defaultQuery, ...(options.clientId ? { clientId: options.clientId } : {}), ...query }
    const search = Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`)
      .join('&')
    return `${target.protocol}//${target.host}${target.pathname}${search ? `?${search}` : ''}`
  }

  /**
   * One request, from the fetch to the last byte `read` takes from the answer, within the timeout
   * and the caller's signal.
   */
  async function send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    request: RequestOptions,
    read: (response: FetchResponse) => Promise<T>,
  ): Promise<T> {
    const timeoutMs = request.timeoutMs ?? defaultTimeout
    if (request.signal?.aborted) throw new RequestAbortedError({ cause: request.signal.reason })
    const controller = createAbortController(request.signal)
    let timedOut = false
    const stopped = () => (timedOut ? new RequestTimeoutError(timeoutMs) : new RequestAbortedError({ cause: request.signal?.reason }))
    const timer = options.clock.setTimeout(() => {
      timedOut = true
      controller.abort(new RequestTimeoutError(timeoutMs))
    }, timeoutMs)
    const settled = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(stopped()), { once: true })
    })
    settled.catch(() => undefined)
    const headers: Record<string, string> = { ...request.headers }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const work = Promise.resolve()
      .then(() =>
        options.fetch(url(path, request.query), {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: controller.signal,
        }),
      )
      .then(
        async (response) => {
          if (!isResponse(response)) throw new NetworkRequestError({ details: 'the fetch port returned no response' })
          if (!response.ok) throw new HttpStatusError(response.status, { serverMessage: await serverMessageOf(response) })
          return read(response)
        },
        (error: unknown) => {
          throw controller.signal.aborted ? stopped() : new NetworkRequestError({ cause: error })
        },
      )
    work.catch(() => undefined)
    try {
      return await Promise.race([work, settled])
    } finally {
      options.clock.clearTimeout(timer)
    }
  }

  async function json<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    request: JsonRequestOptions<T>,
  ): Promise<T> {
    return send(method, path, body, request, async (response) => {
      let text: string
      try {
        text = await response.text()
      } catch (cause) {
        throw new InvalidResponseError(path, { cause, details: 'the body could not be read' })
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch (cause) {
        throw new InvalidResponseError(path, { cause, details: 'the body is not JSON' })
      }
      const validation = validateSafely(parsed, request.schema)
      if (!validation.ok) {
        throw new InvalidResponseError(path, {
          cause: validation.cause,
          details: `${validation.path || 'the body'}: ${validation.message}`,
        })
      }
      return validation.value
    })
  }

  return {
    baseUrl: base.href,
    url,
    get: (path, request) => json('GET', path, undefined, request),
    post: (path, body, request) => json('POST', path, body, request),
    put: (path, body, request) => json('PUT', path, body, request),
    delete: (path, request) => json('DELETE', path, undefined, request),
    async send(method, path, body, request = {}) {
      await send(method, path, body, request, async () => undefined)
    },
    getBlob: (path, request = {}) =>
      send('GET', path, undefined, request, async (response) => {
        if (typeof response.blob !== 'function') throw new InvalidResponseError(path, { details: 'the response has no blob' })
        try {
          return await response.blob()
        } catch (cause) {
          throw new InvalidResponseError(path, { cause, details: 'the body could not be read' })
        }
      }),
    sendBeacon(path, body, query) {
      if (!options.beacon) return false
      try {
        return options.beacon(url(path, query), JSON.stringify(body)) === true
      } catch {
        return false
      }
    },
  }
}

/** The base URL's scheme, host and path prefix (without a trailing slash); query and fragment dropped. */
function parseBaseUrl(baseUrl: string): { protocol: string; host: string; path: string; prefix: string; href: string } {
  const parsed = typeof baseUrl === 'string' ? parseWhatwgUrl(baseUrl) : undefined
  if (!parsed) throw new TypeError(`The base URL '${String(baseUrl).slice(0, 60)}' is not an absolute URL`)
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`The base URL must be http or https, not ${parsed.protocol}`)
  }
  if (parsed.username || parsed.password) throw new TypeError('The base URL must not carry credentials')
  const path = parsed.pathname.replace(/\/+$/, '')
  const prefix = `${parsed.protocol}//${parsed.host}${path}`
  return { protocol: parsed.protocol, host: parsed.host, path, prefix, href: prefix }
}

function isResponse(value: unknown): value is FetchResponse {
  return typeof value === 'object' && value !== null && typeof (value as FetchResponse).ok === 'boolean'
}

/** The `message` (or `error`) of a JSON error body, at most 300 characters; undefined otherwise. */
async function serverMessageOf(response: FetchResponse): Promise<string | undefined> {
  try {
    const body = JSON.parse(await response.text()) as unknown
    if (typeof body !== 'object' || body === null) return undefined
    const { message, error } = body as { message?: unknown; error?: unknown }
    const text = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined
    return text?.slice(0, 300)
  } catch {
    return undefined
  }
}
