import type { Connector } from '@portico/core'

/** Why a wallet sits where it does in the list: the group it was placed in. */
export type WalletGroup = 'featured' | 'recent' | 'installed' | 'other'

/** One connector of the wallet list, with the reasons for its place. */
export interface WalletListItem {
  connector: Connector
  /** The group it is listed in; a wallet that is both featured and recent is listed as featured. */
  group: WalletGroup
  /** Its id (or registry id) is one of the site's `featuredWalletIds`. */
  isFeatured: boolean
  /** It is one of the wallets the visitor connected with last (`recentWalletIds`). */
  isRecent: boolean
  /** It is in this browser (announced through EIP-6963 or injected). */
  isInstalled: boolean
}

/** What {@link orderWallets} orders by. */
export interface OrderWalletsParams {
  /** The site's featured wallet ids, in the order to show them. Matched against a connector's id or registry (explorer) id. */
  featuredWalletIds: readonly string[]
  /** The ids of the wallets connected last, newest first (core keeps two). */
  recentWalletIds: readonly string[]
}

function featuredIndex(connector: Connector, featuredWalletIds: readonly string[]): number {
  const byId = featuredWalletIds.indexOf(connector.id)
  if (byId >= 0) return byId
  return connector.explorerId === undefined ? -1 : featuredWalletIds.indexOf(connector.explorerId)
}

const GROUP_RANK: Readonly<Record<WalletGroup, number>> = { featured: 0, recent: 1, installed: 2, other: 3 }

/**
 * The recommended order of the Connect view: the featured wallets first (in the order the site
 * gave), then the recent wallets (newest first), then the installed ones (ANNOUNCED, INJECTED), then the rest.
 * Within a group discovery order is kept. Pure: the same input gives the same output.
 */
export function orderWallets(connectors: readonly Connector[], params: OrderWalletsParams): WalletListItem[] {
  const items = connectors.map((connector, index) => {
    const featured = featuredIndex(connector, params.featuredWalletIds)
    const isFeatured = featured >= 0
    const recent = params.recentWalletIds.indexOf(connector.id)
    const isRecent = recent >= 0
    const isInstalled = connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
    const group: WalletGroup = isFeatured ? 'featured' : isRecent ? 'recent' : isInstalled ? 'installed' : 'other'
    return { item: { connector, group, isFeatured, isRecent, isInstalled }, featured, recent, index }
  })
  items.sort(
    (a, b) =>
      GROUP_RANK[a.item.group] - GROUP_RANK[b.item.group] ||
      (a.item.group === 'featured' ? a.featured - b.featured : 0) ||
      (a.item.group === 'recent' ? a.recent - b.recent : 0) ||
      a.index - b.index,
  )
  return items.map((entry) => entry.item)
}
