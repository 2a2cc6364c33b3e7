import type { Connector } from '../../kernel/types/connector.js'
import type { WalletListing } from '../../kernel/types/walletListing.js'

/** How many wallet entries Connect lists before "All wallets" (SPEC.md section 9: recommended capped at 4 with the other entries). */
export const CONNECT_WALLET_ENTRIES = 4

/** What the catalogue's wallets are checked against. */
export interface CatalogueListContext {
  /** The connectors the page lists (installed, announced, featured, ...). */
  connectors: readonly Pick<Connector, 'id' | 'name' | 'explorerId' | 'info'>[]
  /** The wallets the visitor connected with last (their ids and names). */
  recentWallets?: readonly { id: string; name: string }[]
  /** The site's `excludeWalletIds`. */
  excludeWalletIds?: readonly string[]
  /** The site's `includeWalletIds`: when not empty, only these are listed. */
  includeWalletIds?: readonly string[] | undefined
  /** The visitor is on a phone: only wallets a phone can reach are listed (see {@link reachableOnMobile}). */
  isMobile?: boolean
}

const norm = (text: string) => text.trim().toLowerCase()

/**
 * The mobile filter: on a phone a catalogue wallet is listed only when it can be opened there,
 * through its app link (`mobile_link`) or its web wallet (`webapp_link`); a desktop-only wallet
 * would be a dead end.
 */
export function reachableOnMobile(wallet: Pick<WalletListing, 'mobile_link' | 'webapp_link'>): boolean {
  return Boolean(wallet.mobile_link || wallet.webapp_link)
}

/**
 * The catalogue wallets to list after the page's own connectors (SPEC.md section 5, wallet lists):
 * excluded ids dropped (and only included ones kept when the site gave an include list), the
 * mobile filter applied, and duplicates dropped by id, rdns (without case) or name (trimmed,
 * without case), against each other and against the connectors and recent wallets, which are
 * listed already. The first of duplicates is kept; the order is kept. Pure.
 */
export function listCatalogueWallets(wallets: readonly WalletListing[], context: CatalogueListContext): WalletListing[] {
  const exclude = new Set(context.excludeWalletIds ?? [])
  const include = context.includeWalletIds?.length ? new Set(context.includeWalletIds) : undefined
  const seen = new Set<string>()
  const remember = (id: string | undefined, name: string | undefined, rdns: string | null | undefined) => {
    if (id) seen.add(`id:${id}`)
    if (name?.trim()) seen.add(`name:${norm(name)}`)
    if (rdns?.trim()) seen.add(`rdns:${norm(rdns)}`)
  }
  for (const connector of context.connectors) {
    remember(connector.id, connector.name, connector.info?.rdns)
    if (connector.explorerId) seen.add(`id:${connector.explorerId}`)
  }
  for (const recent of context.recentWallets ?? []) remember(recent.id, recent.name, undefined)
  const kept: WalletListing[] = []
  for (const wallet of wallets) {
    if (exclude.has(wallet.id) || (include && !include.has(wallet.id))) continue
    if (context.isMobile && !reachableOnMobile(wallet)) continue
    const keys = [`id:${wallet.id}`, ...(wallet.name.trim() ? [`name:${norm(wallet.name)}`] : []), ...(wallet.rdns?.trim() ? [`rdns:${norm(wallet.rdns)}`] : [])]
    if (keys.some((key) => seen.has(key))) continue
    for (const key of keys) seen.add(key)
    kept.push(wallet)
  }
  return kept
}

/**
 * The rdns names of catalogue wallets the site excluded: an installed wallet of one of them is
 * hidden too, though its connector carries no registry id (SPEC.md section 5: excluded wallets
 * are dropped from every list).
 */
export function excludedRdns(listings: readonly WalletListing[], excludeWalletIds: readonly string[]): ReadonlySet<string> {
  const exclude = new Set(excludeWalletIds)
  const names = new Set<string>()
  for (const listing of listings) if (exclude.has(listing.id) && listing.rdns?.trim()) names.add(norm(listing.rdns))
  return names
}

/** True for a connector the site excluded through its registry entry's rdns. */
export function isExcludedByRdns(connector: Pick<Connector, 'info'>, rdns: ReadonlySet<string>): boolean {
  const own = connector.info?.rdns
  return own !== undefined && rdns.has(norm(own))
}

/**
 * How many recommended catalogue wallets Connect shows: what is left of the 4 wallet entries
 * (SPEC.md section 9) after the page's own wallets, never below zero.
 */
export function recommendedSlots(otherEntries: number): number {
  return Math.max(0, CONNECT_WALLET_ENTRIES - Math.max(0, Math.floor(otherEntries)))
}

/** The installed connector (injected or announced, same rdns without case) of a catalogue wallet, if the page has one. */
export function installedConnectorOf<C extends Pick<Connector, 'type' | 'info' | 'conflict'>>(
  wallet: Pick<WalletListing, 'rdns'>,
  connectors: readonly C[],
): C | undefined {
  const rdns = wallet.rdns?.trim()
  if (!rdns) return undefined
  return connectors.find(
    (connector) => (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') && connector.info?.rdns !== undefined && norm(connector.info.rdns) === norm(rdns),
  )
}
