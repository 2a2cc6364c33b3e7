// Loaded lazily (import() in walletCatalogue.ts), only on a site without `services.apiUrl`.
import type { WalletListing } from '../../../kernel/types/walletListing.js'
import { readWalletPage, type WalletPage } from '../services/walletListingSchema.js'
import type { GetWalletsParams } from '../services/walletRegistry.js'
import { BUNDLED_WALLETS, type BundledWallet } from './bundledWallets.js'

/** The image id of a bundled wallet's icon: answered from ./icons, never asked of a server. */
export const BUNDLED_IMAGE_PREFIX = 'portico-bundled-'

/** A bundled wallet as a registry entry: its universal link on a phone when it has one, else its app scheme. */
export function bundledListing(wallet: BundledWallet): WalletListing {
  return {
    id: wallet.id,
    name: wallet.name,
    image_id: `${BUNDLED_IMAGE_PREFIX}${wallet.icon}`,
    rdns: wallet.rdns,
    mobile_link: wallet.universalLink ?? wallet.deepLink,
    desktop_link: wallet.desktopLink,
    app_store: wallet.appStore,
    play_store: wallet.playStore,
    chrome_store: wallet.chromeStore,
    homepage: wallet.homepage,
  }
}

/**
 * A page of the bundled pairing list for a `/getWallets` query, answered as the registry would:
 * only `include`d ids when given, never `exclude`d ones, only wallets pairing on a namespace of
 * `chains`, names containing `search` (without case); `count` of the whole query, then the page,
 * read through the registry's own reader (so its listings have the registry's shape).
 */
export function bundledWalletPage(params: GetWalletsParams): WalletPage {
  const include = params.include?.length ? new Set(params.include) : undefined
  const exclude = new Set(params.exclude ?? [])
  const namespaces = params.chains?.length ? new Set(params.chains.map((chain) => chain.split(':')[0])) : undefined
  const needle = params.search?.trim().toLowerCase()
  const matching = BUNDLED_WALLETS.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!namespaces || wallet.namespaces.some((namespace) => namespaces.has(namespace))) &&
      (!needle || wallet.name.toLowerCase().includes(needle)),
  )
  const entries = Math.max(0, Math.floor(params.entries))
  const from = (Math.max(1, Math.floor(params.page)) - 1) * entries
  return readWalletPage({ data: matching.slice(from, from + entries).map(bundledListing), count: matching.length })
}
