import type { FetchInit, FetchPort, FetchResponse } from '../kernel/platform/ports.js'
import type { WalletListing } from '../kernel/types/walletListing.js'
import { createMemoryBlockchainApi, type MemoryBlockchainApi, type MemoryBlockchainApiOptions } from './memoryBlockchainApi.js'

/** A request the memory services received. */
export interface MemoryServicesRequest {
  method: string
  /** The path without the query, e.g. '/appkit/v1/config'. */
  path: string
  /** The query parameters. */
  query: Readonly<Record<string, string>>
  body: string | undefined
}

export interface MemoryServicesOptions {
  /** The `features` of `/appkit/v1/config`. @default [] (the local features stay) */
  features?: readonly { id: string; isEnabled: boolean; config?: readonly string[] | null }[]
  /** The `allowedOrigins` of `/projects/v1/origins`. @default [] (the default ancestors, which cover the memory platform's 127.0.0.1) */
  allowedOrigins?: readonly string[]
  /** `isAnalyticsEnabled` of `/getAnalyticsConfig`. @default true */
  isAnalyticsEnabled?: boolean
  /**
   * The wallet registry's catalogue, answered by `GET /getWallets` (page, entries, include,
   * exclude and a name search, in the `{ data, count }` shape). @default [] (an empty catalogue)
   */
  wallets?: readonly WalletListing[]
  /** The blockchain-data API's answers (balances, history, identity; names registered in memory). */
  blockchain?: MemoryBlockchainApiOptions
  /**
   * The registry's images by id, answered as blobs by `GET /getWalletImage/{id}` and
   * `GET /public/getAssetImage/{id}` (the body's type and bytes, which may lie). @default {}
   */
  images?: Readonly<Record<string, MemoryImage>>
}

/** One image of the memory registry. */
export interface MemoryImage {
  /** The Content-Type it is served with. */
  type: string
  /** Its bytes (a string is taken as Latin-1 characters, one byte each). */
  body: Uint8Array | string
}

function blobAnswer(image: MemoryImage): FetchResponse {
  const bytes = typeof image.body === 'string' ? Uint8Array.from([...image.body].map((char) => char.charCodeAt(0) & 255)) : image.body
  const blob = { type: image.type, size: bytes.length, arrayBuffer: async () => bytes.slice().buffer }
  return { ok: true, status: 200, json: async () => Promise.reject(new SyntaxError('not JSON')), text: async () => '', blob: async () => blob }
}

/** In-memory stand-ins for the configuration API and the error-report sink, for the fetch port of tests. */
export interface MemoryServices {
  fetch: FetchPort
  /** Every request, oldest first. */
  readonly requests: MemoryServicesRequest[]
  /** The in-memory blockchain-data API (its registered names, failures to switch on). */
  readonly blockchain: MemoryBlockchainApi
}

function answer(status: number, body: unknown): FetchResponse {
  const text = JSON.stringify(body)
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) as unknown, text: async () => text }
}

/**
 * The services' answers in memory: the project configuration, the allowed origins, the analytics
 * switch, `POST /e` and the blockchain-data API; anything else is a 404. `createTestClient` uses it unless given a fetch.
 */
export function createMemoryServices(options: MemoryServicesOptions = {}): MemoryServices {
  const requests: MemoryServicesRequest[] = []
  const blockchain = createMemoryBlockchainApi(options.blockchain)
  const fetch: FetchPort = async (url: string, init?: FetchInit) => {
    const [address = '', search = ''] = url.split('?')
    const path = address.replace(/^[a-z]+:\/\/[^/]+/i, '')
    const query = Object.fromEntries(
      search
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]),
    )
    const method = init?.method ?? 'GET'
    requests.push({ method, path, query, body: init?.body })
    if (method === 'GET' && path.endsWith('/appkit/v1/config')) return answer(200, { features: options.features ?? [] })
    if (method === 'GET' && path.endsWith('/projects/v1/origins')) return answer(200, { allowedOrigins: options.allowedOrigins ?? [] })
    if (method === 'GET' && path.endsWith('/getAnalyticsConfig')) return answer(200, { isAnalyticsEnabled: options.isAnalyticsEnabled ?? true })
    if (method === 'POST' && path.endsWith('/e')) return answer(202, {})
    if (method === 'GET' && path.endsWith('/getWallets')) return answer(200, walletsPage(options.wallets ?? [], query))
    const imageId = /\/(?:getWalletImage|public\/getAssetImage)\/([^/]+)$/.exec(path)?.[1]
    if (method === 'GET' && imageId !== undefined) {
      const image = Object.hasOwn(options.images ?? {}, imageId) ? options.images?.[imageId] : undefined
      return image ? blobAnswer(image) : answer(404, { message: 'Not found' })
    }
    const fromApi = blockchain.answer(method, path, query, init?.body)
    if (fromApi) return answer(fromApi.status, fromApi.body)
    return answer(404, { message: 'Not found' })
  }
  return { fetch, requests, blockchain }
}

/** A `/getWallets` answer over `wallets`: include, exclude, a name search, then the page. */
function walletsPage(wallets: readonly WalletListing[], query: Readonly<Record<string, string>>): { data: WalletListing[]; count: number } {
  const ids = (key: string) => (query[key] ? new Set(query[key].split(',')) : undefined)
  const include = ids('include')
  const exclude = ids('exclude')
  const search = query.search?.toLowerCase()
  const matching = wallets.filter(
    (wallet) => (!include || include.has(wallet.id)) && !exclude?.has(wallet.id) && (!search || wallet.name.toLowerCase().includes(search)),
  )
  const entries = Math.max(1, Number(query.entries) || 40)
  const page = Math.max(1, Number(query.page) || 1)
  return { data: matching.slice((page - 1) * entries, page * entries), count: matching.length }
}
