import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import {
  configProblem,
  DEFAULT_SERVICES_CONFIG,
  isFailureMode,
  type FailureMode,
  type ServicesConfig,
  type ServicesRecord,
} from './servicesState.js'
import { generateCatalogue, walletImageSvg, walletsAnswer, type CatalogueWallet } from './walletCatalogue.js'
import type { BlockchainData } from './blockchainData.js'
import { networkImageSvg } from './networkImages.js'

/** The paths of SPEC.md section 7 the local services answer. */
export const SERVICE_PATHS = ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig', '/batch', '/e', '/getWallets', '/getWalletImage/{id}', '/public/getAssetImage/{id}'] as const
/** Where a test or the playground reads and steers the services (never called by the product). */
export const CONTROL_PREFIX = '/__devnet'
/**
 * The request header that names the test a request belongs to (the e2e browser adds it to the
 * pages' service requests); recorded as `test`, and `GET /__devnet/records?test=<id>` reads those only.
 */
export const TEST_ID_HEADER = 'x-devnet-test'
/** Bodies larger than this are refused with 413 (the beacon limit is 64 KB). */
const MAX_BODY_BYTES = 1024 * 1024

export interface LocalServicesOptions {
  /** @default 0 (a free port) */
  port?: number
  /** What the services answer at first. @default DEFAULT_SERVICES_CONFIG */
  config?: Partial<ServicesConfig>
}

export interface LocalServices {
  /** `http://127.0.0.1:<port>`: the base URL of both the configuration API and the analytics host. */
  url: string
  port: number
  /** Everything received on the service paths, oldest first (control calls are not recorded). */
  records(): ServicesRecord[]
  /** Forgets the records and the failures, and restores the initial answers. */
  reset(): void
  /** Makes `path` fail with `mode` until reset (or `times` times). */
  fail(path: string, mode: FailureMode, times?: number): void
  /** Changes the answers. */
  configure(config: Partial<ServicesConfig>): void
  /**
   * Answers the blockchain-data API paths (`/v1/...`) from `data` (the devnet mounts it once its
   * chains are up); before that, those paths answer 503.
   */
  mountBlockchainData(data: BlockchainData): void
  /**
   * Answers `POST /__devnet/fund` with `{ owner }` through `fund` (the devnet mounts its account
   * funding, createAccountFunding); before that, the path answers 503.
   */
  mountFunding(fund: (owner: string) => Promise<unknown>): void
  /** Closes the server, hung requests included. */
  stop(): Promise<void>
}

/**
 * Starts local stand-ins for the configuration API and the analytics host on 127.0.0.1: the paths
 * of SPEC.md section 7 in their shapes, every request recorded. Control endpoints under `/__devnet`:
 * `GET /__devnet/records` (`?test=<id>`: one test's), `POST /__devnet/reset`, `POST /__devnet/fail`
 * `{ path, mode, times? }` (mode '429' | '500' | 'timeout' | 'html' | 'bad-json'), `POST /__devnet/config`
 * with a partial {@link ServicesConfig} and `POST /__devnet/fund` `{ owner }`. The wallet registry (`GET /getWallets`, `GET /getWalletImage/{id}`) serves a
 * generated catalogue (walletCatalogue.ts) of `catalogueSize` wallets; `fail` with path
 * '/getWalletImage' makes every image fail. Answers carry `Access-Control-Allow-Origin: *` (the page is on another port).
 */
export async function startLocalServices(options: LocalServicesOptions = {}): Promise<LocalServices> {
  const initial: ServicesConfig = { ...DEFAULT_SERVICES_CONFIG, ...options.config }
  let config: ServicesConfig = initial
  let records: ServicesRecord[] = []
  let failures = new Map<string, { mode: FailureMode; left: number }>()
  let seq = 0
  let blockchainData: BlockchainData | undefined
  let funding: ((owner: string) => Promise<unknown>) | undefined
  const sockets = new Set<Socket>()
  const hung = new Set<ServerResponse>()

  const reset = () => {
    records = []
    seq = 0
    failures = new Map()
    config = initial
    blockchainData?.reset()
    for (const response of hung) response.destroy()
    hung.clear()
  }
  const fail = (path: string, mode: FailureMode, times = Number.POSITIVE_INFINITY) => {
    failures.set(path, { mode, left: times })
  }
  const configure = (changes: Partial<ServicesConfig>) => {
    config = { ...config, ...changes }
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { message: error instanceof Error ? error.message : String(error) })
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const method = request.method ?? 'GET'
    response.setHeader('Access-Control-Allow-Origin', '*')
    if (method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type')
      response.writeHead(204).end()
      return
    }
    const body = await readBody(request)
    if (body === undefined) {
      send(response, 413, { message: 'Payload too large' })
      return
    }

    if (url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      await control(url.pathname.slice(CONTROL_PREFIX.length), method, body, response, url.searchParams)
      return
    }

    // The block explorer is a site a visitor opens, not a service the product calls: not recorded.
    const explorerPage = blockchainData ? await blockchainData.explorer.page(method, url.pathname) : undefined
    if (explorerPage) {
      response.writeHead(explorerPage.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(explorerPage.html)
      return
    }

    records.push({
      seq: ++seq,
      at: Date.now(),
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      origin: request.headers.origin,
      test: typeof request.headers[TEST_ID_HEADER] === 'string' ? request.headers[TEST_ID_HEADER] : undefined,
      body: parseBody(body),
    })

    // A failure set for '/getWalletImage' applies to every image.
    const failure = failures.get(url.pathname) ?? (url.pathname.startsWith('/getWalletImage/') ? failures.get('/getWalletImage') : undefined)
    if (failure && failure.left > 0) {
      failure.left -= 1
      failWith(failure.mode, response)
      return
    }
    if (url.pathname.startsWith('/v1/')) {
      const fromChains = blockchainData ? await blockchainData.answer(method, url.pathname, Object.fromEntries(url.searchParams), parseBody(body)) : undefined
      send(response, fromChains?.status ?? 503, fromChains?.body ?? { message: 'The chains are not up yet' })
      return
    }
    answer(url.pathname, method, response, url.searchParams)
  }

  /** The generated catalogue of the configured size, made once per size. */
  let catalogue: { size: number; wallets: CatalogueWallet[]; byImage: Map<string, CatalogueWallet> } | undefined
  const currentCatalogue = () => {
    if (catalogue?.size !== config.catalogueSize) {
      const wallets = generateCatalogue(config.catalogueSize)
      catalogue = { size: config.catalogueSize, wallets, byImage: new Map(wallets.map((wallet) => [wallet.image_id, wallet])) }
    }
    return catalogue
  }

  function answer(path: string, method: string, response: ServerResponse, query: URLSearchParams): void {
    if (method === 'GET' && path === '/getWallets') return send(response, 200, walletsAnswer(currentCatalogue().wallets, Object.fromEntries(query)))
    if (method === 'GET' && path.startsWith('/getWalletImage/')) {
      const wallet = currentCatalogue().byImage.get(path.slice('/getWalletImage/'.length))
      if (!wallet) return send(response, 404, { message: 'Not found' })
      response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' }).end(walletImageSvg(wallet))
      return
    }
    if (method === 'GET' && path.startsWith('/public/getAssetImage/')) {
      const svg = networkImageSvg(path.slice('/public/getAssetImage/'.length))
      if (!svg) return send(response, 404, { message: 'Not found' })
      response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' }).end(svg)
      return
    }
    if (method === 'GET' && path === '/appkit/v1/config') return send(response, 200, { features: config.features })
    if (method === 'GET' && path === '/projects/v1/origins') return send(response, 200, { allowedOrigins: config.allowedOrigins })
    if (method === 'GET' && path === '/getAnalyticsConfig') return send(response, 200, { isAnalyticsEnabled: config.isAnalyticsEnabled })
    if (method === 'POST' && (path === '/batch' || path === '/e')) return send(response, 200, { ok: true })
    send(response, 404, { message: 'Not found' })
  }

  function failWith(mode: FailureMode, response: ServerResponse): void {
    switch (mode) {
      case '429':
        return send(response, 429, { message: 'Too many requests' })
      case '500':
        return send(response, 500, { message: 'Internal server error' })
      case 'html':
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Gateway</title><p>Maintenance</p>')
        return
      case 'bad-json':
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"features": [{"id": "swaps",')
        return
      case 'timeout':
        // Never answered: the client's timeout decides. Closed on reset or stop.
        hung.add(response)
        response.once('close', () => hung.delete(response))
        return
    }
  }

  async function control(path: string, method: string, body: string, response: ServerResponse, query: URLSearchParams): Promise<void> {
    const test = query.get('test')
    if (method === 'GET' && path === '/records') return send(response, 200, { records: test === null ? records : records.filter((record) => record.test === test) })
    if (method === 'POST' && path === '/reset') {
      reset()
      return send(response, 200, { ok: true })
    }
    const parsed = parseBody(body) as Record<string, unknown> | undefined
    if (method === 'POST' && path === '/fail') {
      const { path: target, mode, times } = parsed ?? {}
      if (typeof target !== 'string' || !target.startsWith('/') || !isFailureMode(mode)) {
        return send(response, 400, { message: "expected { path: '/...', mode: '429' | '500' | 'timeout' | 'html' | 'bad-json', times?: number }" })
      }
      fail(target, mode, typeof times === 'number' && times > 0 ? times : undefined)
      return send(response, 200, { ok: true })
    }
    if (method === 'POST' && path === '/config') {
      const problem = configProblem(parsed)
      if (problem) return send(response, 400, { message: problem })
      configure(parsed as Partial<ServicesConfig>)
      return send(response, 200, { ok: true })
    }
    if (method === 'POST' && path === '/fund') {
      const owner = (parsed as { owner?: unknown } | undefined)?.owner
      if (typeof owner !== 'string') return send(response, 400, { message: 'expected { owner: string }' })
      if (!funding) return send(response, 503, { message: 'The chains are not up yet' })
      return send(response, 200, await funding(owner))
    }
    send(response, 404, { message: 'Not found' })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    records: () => [...records],
    reset,
    fail,
    configure,
    mountBlockchainData(data) {
      blockchainData = data
    },
    mountFunding(fund) {
      funding = fund
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of hung) response.destroy()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

/** The request body as text, or undefined when it is larger than MAX_BODY_BYTES. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
