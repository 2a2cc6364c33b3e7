// A tiny JSON-RPC proxy on 127.0.0.1 for the transport tests: every path (`/a`, `/b`, ...) is one
// "RPC URL" that forwards to anvil, or answers every request with a scripted JSON-RPC error. It
// records each POST body per path, so a test sees batching and which URLs a request reached.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenOnLoopback } from './listenOnLoopback.js'

/** What one path does: pass requests to the chain, or answer each with this JSON-RPC error. */
export type ProxyMode = 'forward' | { error: { code: number; message: string; data?: unknown } }

export interface CountingRpcProxy {
  /** The RPC URL of `path` (e.g. `url('/a')`). */
  url(path: string): string
  /** Sets what `path` does from now on (`'forward'` unless told otherwise). */
  setMode(path: string, mode: ProxyMode): void
  /** The parsed POST bodies `path` received, oldest first (an array for a batch). */
  bodies(path: string): unknown[]
  /** The JSON-RPC methods `path` received, batches flattened. */
  methods(path: string): string[]
  /** Forgets the recorded bodies. */
  reset(): void
  close(): Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })

/** Starts the proxy in front of the chain at `targetUrl` (which must be on 127.0.0.1). */
export async function startCountingRpcProxy(targetUrl: string): Promise<CountingRpcProxy> {
  if (!targetUrl.startsWith('http://127.0.0.1:')) throw new Error('the proxy forwards to 127.0.0.1 only')
  const modes = new Map<string, ProxyMode>()
  const received = new Map<string, unknown[]>()

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const text = await readBody(request)
    const body = JSON.parse(text) as { id?: unknown } | { id?: unknown }[]
    received.set(path, [...(received.get(path) ?? []), body])
    const mode = modes.get(path) ?? 'forward'
    let answer: string
    if (mode === 'forward') {
      const upstream = await fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })
      answer = await upstream.text()
    } else {
      const errorOf = (item: { id?: unknown }) => ({ jsonrpc: '2.0', id: item.id ?? null, error: mode.error })
      answer = JSON.stringify(Array.isArray(body) ? body.map(errorOf) : errorOf(body))
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(answer)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error))
    })
  })
  const port = await listenOnLoopback(server)

  const bodies = (path: string) => [...(received.get(path) ?? [])]
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    setMode: (path, mode) => void modes.set(path, mode),
    bodies,
    methods: (path) => bodies(path).flatMap((body) => (Array.isArray(body) ? body : [body]).map((item) => (item as { method: string }).method)),
    reset: () => received.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
