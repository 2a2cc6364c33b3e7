// Test helpers of the services' tests: a fetch port answering per path, recording each request.
import type { FetchInit, FetchPort, FetchResponse } from '../platform/ports.js'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: string | undefined
}

/** How a path answers: a status and a raw body, a thrown network failure, or never. */
export type Answer = { status: number; body: string } | 'fail' | 'hang'

export const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) })

/** The default answers: no remote features, no extra origins, analytics on, /e accepted. */
export const DEFAULT_ANSWERS: Readonly<Record<string, Answer>> = Object.freeze({
  'GET /appkit/v1/config': json(200, { features: [] }),
  'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
  'GET /getAnalyticsConfig': json(200, { isAnalyticsEnabled: true }),
  'POST /e': json(202, {}),
})

export function scriptedServices(answers: Record<string, Answer> = {}) {
  const requests: RecordedRequest[] = []
  const routes: Record<string, Answer> = { ...DEFAULT_ANSWERS, ...answers }
  const fetch: FetchPort = (url: string, init?: FetchInit) => {
    const [address = '', search = ''] = url.split('?')
    const path = address.replace(/^[a-z]+:\/\/[^/]+/i, '')
    const query = Object.fromEntries(search.split('&').filter(Boolean).map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]))
    const method = init?.method ?? 'GET'
    requests.push({ method, path, query, body: init?.body })
    const route = routes[`${method} ${path}`] ?? { status: 404, body: '{"message":"Not found"}' }
    if (route === 'hang') {
      return new Promise<FetchResponse>((_, reject) => init?.signal?.addEventListener?.('abort', () => reject(new Error('aborted'))))
    }
    if (route === 'fail') return Promise.reject(new TypeError('Failed to fetch'))
    const { status, body } = route
    return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) as unknown, text: async () => body })
  }
  return {
    fetch,
    requests,
    /** Changes how a path answers from now on. */
    answer(route: string, value: Answer) {
      routes[route] = value
    },
    paths: () => requests.map((request) => `${request.method} ${request.path}`),
  }
}
