import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import type { ImageCacheKind, ImageStore } from '../../kernel/images/imageCache.js'
import type { StoredImage } from '../../kernel/images/storedImage.js'
import type { QueryDefinition } from '../../kernel/query/createQueryCache.js'
import { ServiceNotConfiguredError } from '../../kernel/services/ServiceNotConfiguredError.js'
import type { WalletPage } from './services/walletListingSchema.js'
import type { GetWalletsParams, RegistryImageKind } from './services/walletRegistry.js'

/** The image id prefix of the bundled pairing list's icons (bundled/bundledWalletPage.ts keeps the same). */
const BUNDLED_IMAGE_PREFIX = 'portico-bundled-'

/** Page sizes of `/getWallets` (SPEC.md section 7). */
export const WALLET_PAGE_SIZES = Object.freeze({ recommended: 4, paged: 40, search: 100, ranks: 20 })
/** Wallet search waits at least this long after the last keystroke (SPEC.md section 9). */
export const WALLET_SEARCH_DELAY_MS = 300
/** How long a catalogue page is trusted in memory. */
export const CATALOGUE_LIFETIME_MS = 10 * 60_000
/** A failed catalogue or image request is not repeated for this long. */
export const CATALOGUE_RETRY_BLOCK_MS = 5_000

/**
 * Which part of the catalogue: the site's featured wallets, the recommended ones (the first
 * page of 4), a page of the whole catalogue (40 each), a search (100), or the wallets the site
 * excluded (to hide them when installed).
 */
export type CatalogueRequest =
  | { kind: 'featured' }
  | { kind: 'recommended' }
  | { kind: 'excluded' }
  | { kind: 'paged'; page: number }
  | { kind: 'search'; search: string }

/** The `/getWallets` query of a request, from the site's wallet options and networks. */
export function walletsParams(client: PorticoClient, request: CatalogueRequest): GetWalletsParams | undefined {
  const { featuredWalletIds, includeWalletIds, excludeWalletIds } = client.options
  const chains = client.options.networks.map((network) => network.caipNetworkId)
  const siteList = { ...(includeWalletIds?.length ? { include: includeWalletIds } : {}), exclude: excludeWalletIds, chains }
  switch (request.kind) {
    case 'featured':
      return featuredWalletIds.length ? { page: 1, entries: featuredWalletIds.length, include: featuredWalletIds } : undefined
    case 'excluded':
      return excludeWalletIds.length ? { page: 1, entries: Math.min(excludeWalletIds.length, WALLET_PAGE_SIZES.search), include: excludeWalletIds } : undefined
    case 'recommended':
      return { ...siteList, page: 1, entries: WALLET_PAGE_SIZES.recommended, exclude: [...excludeWalletIds, ...featuredWalletIds] }
    case 'paged':
      return { ...siteList, page: Math.max(1, Math.floor(request.page)), entries: WALLET_PAGE_SIZES.paged }
    case 'search': {
      const search = request.search.trim()
      return search ? { ...siteList, page: 1, entries: WALLET_PAGE_SIZES.search, search } : undefined
    }
  }
}

/**
 * The query of a catalogue request in the client's keyed cache (undefined when there is nothing
 * to ask: no featured ids, an empty search). Loading the registry code and fetching happen on the
 * first `client.queries.fetch`, never before. Without `services.apiUrl` the bundled list of the
 * most-used pairing wallets answers instead (bundled/bundledWallets.ts), and nothing is fetched.
 */
export function catalogueQuery(client: PorticoClient, request: CatalogueRequest): QueryDefinition<WalletPage> | undefined {
  const params = walletsParams(client, request)
  if (!params) return undefined
  return {
    key: ['wallets', params],
    lifetimeMs: CATALOGUE_LIFETIME_MS,
    retryBlockMs: CATALOGUE_RETRY_BLOCK_MS,
    fetch: async (signal) => {
      if (!client.services.has('api')) return (await import('./bundled/bundledWalletPage.js')).bundledWalletPage(params)
      const [{ fetchWalletPage }, http] = await Promise.all([import('./services/walletRegistry.js'), client.services.client('api')])
      return fetchWalletPage(http, params, signal)
    },
  }
}

/**
 * Fetches a catalogue request through the keyed cache. Never rejects: a failure (a 500, HTML, a
 * bad page, a timeout) gives undefined and stays in the cache entry's `error`.
 */
export async function fetchCatalogue(client: PorticoClient, request: CatalogueRequest, options?: { force?: boolean }): Promise<WalletPage | undefined> {
  const query = catalogueQuery(client, request)
  return query ? client.queries.fetch(query, options) : undefined
}

/**
 * The client's image cache `kind` (read from storage once, then kept in memory), held in its keyed
 * cache so that it is one per client and no module keeps state. Undefined when its code could not
 * be loaded: the registry's images are then fetched without it.
 */
function imageStoreOf(client: PorticoClient, kind: ImageCacheKind): Promise<ImageStore | undefined> {
  return client.queries.fetch({
    key: ['imageStore', kind],
    lifetimeMs: Number.POSITIVE_INFINITY,
    fetch: async () => {
      const { createImageStore } = await import('../../kernel/images/imageCache.js')
      const { environment, clock } = client.platform
      return createImageStore(client.storage, kind, clock, environment.onHidden?.bind(environment))
    },
  })
}

/** The image cache (SPEC.md section 3) each registry image endpoint fills. */
const IMAGE_CACHE_OF: Readonly<Record<RegistryImageKind, ImageCacheKind>> = { wallet: 'wallet', asset: 'network', currency: 'currency', token: 'token' }

/**
 * The query of a registry image, or undefined for an id that is not a plain path segment. The
 * image stored under the spec's image cache key is used first (checked when read back); only
 * without one is the registry asked, and its answer (an image of an allowed type whose bytes match
 * it, at most 48 KB) is stored for the next visit. Its data is the stored image: show it with
 * `imageDataUrl`. A bundled wallet's icon comes from the bundle; without `services.apiUrl` there is
 * no query for any other image (undefined: the view shows its fallback).
 */
export function registryImageQuery(client: PorticoClient, imageId: string, kind: RegistryImageKind = 'wallet'): QueryDefinition<StoredImage> | undefined {
  if (!/^[A-Za-z0-9._~-]{1,128}$/.test(imageId)) return undefined
  const bundled = imageId.startsWith(BUNDLED_IMAGE_PREFIX)
  // Without a registry only the bundle answers: nothing to ask, so no query (and no failure to log).
  if (!bundled && !client.services.has('api')) return undefined
  const cacheKind = IMAGE_CACHE_OF[kind]
  return {
    key: ['registryImage', kind, imageId],
    lifetimeMs: CATALOGUE_LIFETIME_MS,
    retryBlockMs: CATALOGUE_RETRY_BLOCK_MS,
    fetch: async (signal) => {
      if (bundled) {
        const image = await (await import('./bundled/bundledWalletImage.js')).bundledWalletImage(imageId)
        if (image) return image
      }
      if (!client.services.has('api')) throw new ServiceNotConfiguredError('apiUrl')
      const images = await imageStoreOf(client, cacheKind)
      const stored = images?.read(imageId)
      if (stored) return stored
      const [{ fetchRegistryImage }, { storedImageFromBlob }, http] = await Promise.all([
        import('./services/walletRegistry.js'),
        import('../../kernel/images/storedImage.js'),
        client.services.client('api'),
      ])
      const image = await storedImageFromBlob(await fetchRegistryImage(http, kind, imageId, signal))
      images?.store(imageId, image)
      return image
    },
  }
}
