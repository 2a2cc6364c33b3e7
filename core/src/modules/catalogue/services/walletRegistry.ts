// Loaded lazily (import() in wallets/walletCatalogue.ts): nothing of the registry is in the entry.
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import type { HttpClient } from '../../../kernel/services/createHttpClient.js'
import { InvalidResponseError } from '../../../kernel/services/httpErrors.js'
import { readWalletPage, walletPageSchema, type WalletPage } from './walletListingSchema.js'

/** The wallet list of the registry (SPEC.md section 7). */
export const GET_WALLETS_PATH = '/getWallets'

/** The query of one `/getWallets` call (SPEC.md section 7). Lists go comma-joined. */
export interface GetWalletsParams {
  /** From 1. */
  page: number
  /** How many wallets per page (see WALLET_PAGE_SIZES). */
  entries: number
  /** Only these registry ids. */
  include?: readonly string[]
  /** Never these registry ids. */
  exclude?: readonly string[]
  /** Only wallets supporting one of these CAIP-2 chains. */
  chains?: readonly string[]
  /** Name search text (already trimmed). */
  search?: string
  badge_type?: string
  names?: readonly string[]
  rdns?: readonly string[]
}

/** The image endpoints of the registry, each answering a blob (SPEC.md section 7). */
export const REGISTRY_IMAGE_PATHS = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
} as const
export type RegistryImageKind = keyof typeof REGISTRY_IMAGE_PATHS

/** Image preload timeout (SPEC.md section 9). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

/** An image id the registry may be asked for: a plain path segment. */
const IMAGE_ID = /^[A-Za-z0-9._~-]{1,128}$/

/** True for an image id that is a plain path segment (no `/`, `?`, `..` or spaces). */
export function isRegistryImageId(id: unknown): id is string {
  return typeof id === 'string' && IMAGE_ID.test(id) && id !== '.' && id !== '..'
}

const list = (values: readonly string[] | undefined) => (values && values.length > 0 ? values : undefined)

/**
 * One page of `/getWallets`, validated: a non-OK status, HTML, broken JSON or an envelope of
 * another shape rejects with the HTTP client's typed errors; single bad entries are left out.
 */
export async function fetchWalletPage(http: HttpClient, params: GetWalletsParams, signal?: AbortSignalLike): Promise<WalletPage> {
  const answer = await http.get(GET_WALLETS_PATH, {
    schema: walletPageSchema,
    query: {
      page: params.page,
      entries: params.entries,
      include: list(params.include),
      exclude: list(params.exclude),
      chains: list(params.chains),
      search: params.search || undefined,
      badge_type: params.badge_type,
      names: list(params.names),
      rdns: list(params.rdns),
    },
    ...(signal ? { signal } : {}),
  })
  return readWalletPage(answer)
}

/**
 * An image of the registry as a blob, within the 2 s preload timeout.
 * @throws TypeError for an id that is not a plain path segment; the HTTP client's typed errors.
 */
export async function fetchRegistryImage(http: HttpClient, kind: RegistryImageKind, id: string, signal?: AbortSignalLike): Promise<unknown> {
  if (!isRegistryImageId(id)) throw new TypeError('Not a registry image id')
  const path = `${REGISTRY_IMAGE_PATHS[kind]}/${id}`
  const blob = await http.getBlob(path, { timeoutMs: IMAGE_PRELOAD_TIMEOUT_MS, ...(signal ? { signal } : {}) })
  // A 200 with an HTML page (a captive portal, a gateway) is not an image.
  const mime = typeof blob === 'object' && blob !== null ? (blob as { type?: unknown }).type : undefined
  if (typeof mime === 'string' && mime !== '' && !mime.toLowerCase().startsWith('image/')) {
    throw new InvalidResponseError(path, { details: `the body is ${mime.slice(0, 60)}, not an image` })
  }
  return blob
}
