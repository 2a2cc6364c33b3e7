import { array, number, object, string } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../platform/fakeClock.js'
import type { FetchInit, FetchPort, FetchResponse } from '../platform/ports.js'
import { createAbortController } from '../utils/abort.js'
import { parseWhatwgUrl } from '../utils/whatwgUrl.js'
import { createHttpClient } from './createHttpClient.js'
import { HttpStatusError, InvalidResponseError, NetworkRequestError, RequestAbortedError, RequestTimeoutError } from './httpErrors.js'

interface Call {
  url: string
  init: FetchInit | undefined
}

function response(status: number, body: string): FetchResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
    blob: async () => ({ size: body.length, body }),
  }
}

/** A fetch port answering every call with `answer`, recording the calls. */
function scriptedFetch(answer: (call: Call) => Promise<FetchResponse> | FetchResponse) {
  const calls: Call[] = []
  const fetch: FetchPort = async (url, init) => {
    const call = { url, init }
    calls.push(call)
    return answer(call)
  }
  return { fetch, calls }
}

const itemSchema = object({ id: string(), count: number() })

function client(fetch: FetchPort, extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  const clock = createFakeClock()
  return {
    clock,
    http: createHttpClient({
      fetch,
      clock,
      baseUrl: 'http://127.0.0.1:9999/api/',
      defaultQuery: { st: 'portico', sv: 'core-0.1.0', projectId: 'p1' },
      ...extra,
    }),
  }
}

describe('createHttpClient', () => {
  it('sends GET, POST, PUT and DELETE with JSON bodies and the default query, and validates each answer', async () => {
    const { fetch, calls } = scriptedFetch(() => response(200, '{"id":"a","count":2}'))
    const { http } = client(fetch)
    await expect(http.get('/items', { schema: itemSchema, query: { page: 2, ids: ['x', 'y'], skip: undefined } })).resolves.toEqual({ id: 'a', count: 2 })
    await http.post('/items', { name: 'n' }, { schema: itemSchema })
    await http.put('/items/1', [1, 2], { schema: itemSchema })
    await http.delete('/items/1', { schema: itemSchema })
    expect(calls.map((call) => [call.init?.method, call.url, call.init?.body])).toEqual([
      ['GET', 'http://127.0.0.1:9999/api/items?st=portico&sv=core-0.1.0&projectId=p1&page=2&ids=x%2Cy', undefined],
      ['POST', 'http://127.0.0.1:9999/api/items?st=portico&sv=core-0.1.0&projectId=p1', '{"name":"n"}'],
      ['PUT', 'http://127.0.0.1:9999/api/items/1?st=portico&sv=core-0.1.0&projectId=p1', '[1,2]'],
      ['DELETE', 'http://127.0.0.1:9999/api/items/1?st=portico&sv=core-0.1.0&projectId=p1', undefined],
    ])
    expect(calls[1]?.init?.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(calls[0]?.init?.headers).toEqual({})
  })

  it('appends clientId only when set', async () => {
    const { fetch, calls } = scriptedFetch(() => response(200, '{"id":"a","count":1}'))
    await client(fetch, { clientId: 'c-42' }).http.get('/x', { schema: itemSchema })
    await client(fetch).http.get('/x', { schema: itemSchema })
    expect(calls[0]?.url).toMatch(/[?&]clientId=c-42(&|$)/)
    expect(calls[1]?.url).not.toMatch(/clientId/)
  })

  it("throws 'HTTP status code: {status}' with the status and the server's message on a non-OK answer", async () => {
    const { fetch } = scriptedFetch(() => response(401, '{"message":"Unauthorized: invalid key"}'))
    const error = await client(fetch).http.get('/x', { schema: itemSchema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 401, shortMessage: 'HTTP status code: 401', serverMessage: 'Unauthorized: invalid key' })
    const html = await client(scriptedFetch(() => response(503, '<html>down</html>')).fetch)
      .http.get('/x', { schema: itemSchema })
      .catch((e: unknown) => e)
    expect(html).toMatchObject({ status: 503, serverMessage: undefined, message: 'HTTP status code: 503' })
  })

  it.each([
    ['an HTML page with status 200', '<!doctype html><title>hi</title>', 'the body is not JSON'],
    ['broken JSON', '{"id": "a", ', 'the body is not JSON'],
    ['JSON of another shape', '{"id": 3, "count": "many"}', 'id: Expected a string'],
    ['null', 'null', 'the body'],
    ['a huge array', JSON.stringify(new Array(10_000).fill(1)), 'the body'],
  ])('rejects %s with a typed InvalidResponseError, never a crash', async (_, body, detail) => {
    const { fetch } = scriptedFetch(() => response(200, body))
    const error = await client(fetch).http.get('/items', { schema: itemSchema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).shortMessage).toBe('invalid response from /items')
    expect((error as InvalidResponseError).details).toContain(detail)
  })

  it('rejects with NetworkRequestError when the fetch port rejects or returns nothing', async () => {
    const failing = scriptedFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(client(failing.fetch).http.get('/x', { schema: itemSchema })).rejects.toBeInstanceOf(NetworkRequestError)
    const empty = scriptedFetch(() => undefined as unknown as FetchResponse)
    await expect(client(empty.fetch).http.get('/x', { schema: itemSchema })).rejects.toBeInstanceOf(NetworkRequestError)
    const throwing: FetchPort = () => {
      throw new Error('sync throw')
    }
    await expect(client(throwing).http.get('/x', { schema: itemSchema })).rejects.toBeInstanceOf(NetworkRequestError)
  })

  it('times out on the clock port, aborting the fetch, and leaves no timer behind', async () => {
    let seenSignal: FetchInit['signal']
    const { fetch } = scriptedFetch((call) => {
      seenSignal = call.init?.signal
      return new Promise<FetchResponse>(() => undefined)
    })
    const { http, clock } = client(fetch, { timeoutMs: 5000 })
    const pending = http.get('/slow', { schema: itemSchema }).catch((e: unknown) => e)
    await clock.advanceAsync(4999)
    expect(seenSignal?.aborted).toBe(false)
    await clock.advanceAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect((error as RequestTimeoutError).shortMessage).toBe('network request timed out after 5000 ms')
    expect(seenSignal?.aborted).toBe(true)
    expect(clock.pendingTimers()).toBe(0)

    const fast = client(scriptedFetch(() => response(200, '{"id":"a","count":1}')).fetch)
    await fast.http.get('/x', { schema: itemSchema, timeoutMs: 50 })
    expect(fast.clock.pendingTimers()).toBe(0)
  })

  it('times out a body that never ends, and an error body that never ends', async () => {
    const endless = (status: number): FetchResponse => ({
      ...response(status, ''),
      text: () => new Promise<string>(() => undefined),
    })
    for (const status of [200, 500]) {
      const { http, clock } = client(scriptedFetch(() => endless(status)).fetch, { timeoutMs: 1000 })
      const pending = http.get('/slow-body', { schema: itemSchema }).catch((e: unknown) => e)
      await clock.advanceAsync(1000)
      expect(await pending).toBeInstanceOf(RequestTimeoutError)
    }
  })

  it("aborts through the caller's signal, before or during the request", async () => {
    const { fetch, calls } = scriptedFetch(() => new Promise<FetchResponse>(() => undefined))
    const { http } = client(fetch)
    const before = createAbortController()
    before.abort()
    await expect(http.get('/x', { schema: itemSchema, signal: before.signal })).rejects.toBeInstanceOf(RequestAbortedError)
    expect(calls).toHaveLength(0)

    const during = createAbortController()
    const pending = http.get('/x', { schema: itemSchema, signal: during.signal })
    await Promise.resolve()
    during.abort(new Error('closed'))
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    expect(calls[0]?.init?.signal?.aborted).toBe(true)
  })

  it('sends a request whose body is not read, checking only the status', async () => {
    const { fetch, calls } = scriptedFetch(() => response(202, 'not json at all'))
    await expect(client(fetch).http.send('POST', '/e', { a: 1 })).resolves.toBeUndefined()
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"a":1}' })
    const failing = scriptedFetch(() => response(500, ''))
    await expect(client(failing.fetch).http.send('POST', '/e', {})).rejects.toMatchObject({ status: 500 })
  })

  it('gets a blob', async () => {
    const { fetch, calls } = scriptedFetch(() => response(200, 'PNG'))
    const blob = await client(fetch).http.getBlob('/getWalletImage/abc')
    expect(blob).toEqual({ size: 3, body: 'PNG' })
    expect(calls[0]?.url).toBe('http://127.0.0.1:9999/api/getWalletImage/abc?st=portico&sv=core-0.1.0&projectId=p1')
    const missing = scriptedFetch(() => ({ ...response(200, 'x'), blob: undefined }))
    await expect(client(missing.fetch).http.getBlob('/i')).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('sends a beacon with the JSON body, and reports false when the beacon refuses or throws', () => {
    const sent: [string, string][] = []
    const { http } = client(scriptedFetch(() => response(200, '{}')).fetch, {
      beacon: (url, body) => {
        sent.push([url, body])
        return true
      },
    })
    expect(http.sendBeacon('/batch', [{ a: 1 }], { extra: 'y' })).toBe(true)
    expect(sent).toEqual([['http://127.0.0.1:9999/api/batch?st=portico&sv=core-0.1.0&projectId=p1&extra=y', '[{"a":1}]']])
    expect(client(scriptedFetch(() => response(200, '{}')).fetch, { beacon: () => false }).http.sendBeacon('/b', [])).toBe(false)
    const throwing = client(scriptedFetch(() => response(200, '{}')).fetch, {
      beacon: () => {
        throw new Error('quota')
      },
    })
    expect(throwing.http.sendBeacon('/b', [])).toBe(false)
    expect(client(scriptedFetch(() => response(200, '{}')).fetch).http.sendBeacon('/b', [])).toBe(false)
  })

  it('refuses paths that leave the base URL and base URLs that are not http(s)', () => {
    const { http } = client(scriptedFetch(() => response(200, '{}')).fetch)
    expect(() => http.url('/../../etc')).toThrow(/leaves the base URL/)
    // A protocol-relative path is only a path here: the host stays ours.
    expect(parseWhatwgUrl(http.url('//evil.example/x'))?.host).toBe('127.0.0.1:9999')
    expect(parseWhatwgUrl(createHttpClient({ fetch: async () => response(200, '{}'), clock: createFakeClock(), baseUrl: 'https://a.example' }).url('//evil.example/x'))?.host).toBe('a.example')
    expect(() => http.url('/x?injected=1')).toThrow(/leaves the base URL/)
    expect(http.url('/a/b', { q: 'a&b=c' })).toBe('http://127.0.0.1:9999/api/a/b?st=portico&sv=core-0.1.0&projectId=p1&q=a%26b%3Dc')
    const fetch = scriptedFetch(() => response(200, '{}')).fetch
    const clock = createFakeClock()
    expect(() => createHttpClient({ fetch, clock, baseUrl: 'javascript:alert(1)' })).toThrow(/http or https/)
    expect(() => createHttpClient({ fetch, clock, baseUrl: 'not a url' })).toThrow(/absolute URL/)
    expect(() => createHttpClient({ fetch, clock, baseUrl: 'https://user:pw@example.com' })).toThrow(/credentials/)
  })

  it('accepts array responses validated by the schema', async () => {
    const { fetch } = scriptedFetch(() => response(200, '[1,2,3]'))
    await expect(client(fetch).http.get('/n', { schema: array(number()) })).resolves.toEqual([1, 2, 3])
  })
})
