import type { Connector } from '../../kernel/types/connector.js'

/** What {@link filterWalletList} needs to know about one wallet-list item. */
export interface WalletIdentity {
  /** The ids the site's include and exclude lists may name (its own id, its registry id). */
  ids: readonly string[]
  name: string
  rdns?: string | undefined
  /**
   * Items of different scopes are never duplicates of each other (for connectors: the namespace,
   * since a wallet serving two namespaces needs a connector in each).
   */
  scope?: string | undefined
}

/** The site's wallet-list options (`includeWalletIds`, `excludeWalletIds`). */
export interface WalletListFilter {
  /** Only items with one of these ids are kept, when given and not empty. */
  includeWalletIds?: readonly string[] | undefined
  /** Items with one of these ids are dropped. */
  excludeWalletIds?: readonly string[] | undefined
  /**
   * Items with one of these rdns names (compared trimmed and without case) are dropped: the rdns
   * of the registry entries of the excluded ids (core's `excludedRdns`), so an installed wallet the
   * site excluded is hidden though its connector carries no registry id.
   */
  excludeRdns?: Iterable<string> | undefined
}

const normalize = (text: string) => text.trim().toLowerCase()

/**
 * The wallet-list rule of SPEC.md section 5: drops excluded wallets (by id, or by rdns with
 * `excludeRdns`), keeps only the included
 * ones when an include list is given, and drops duplicates: an item is a duplicate of an earlier
 * kept item of the same scope when they share an id, an rdns (compared without case) or a name
 * (compared trimmed and without case; an empty name matches nothing). The first of duplicates is kept and the order is
 * preserved. Pure: the inputs are not changed.
 */
export function filterWalletList<T>(
  items: readonly T[],
  filter: WalletListFilter,
  identify: (item: T) => WalletIdentity,
): T[] {
  const include = filter.includeWalletIds?.length ? new Set(filter.includeWalletIds) : undefined
  const exclude = new Set(filter.excludeWalletIds ?? [])
  const excludeRdns = new Set([...(filter.excludeRdns ?? [])].filter((rdns) => typeof rdns === 'string' && rdns.trim()).map(normalize))
  const seen = new Map<string, Set<string>>()
  const kept: T[] = []
  for (const item of items) {
    const identity = identify(item)
    if (identity.ids.some((id) => exclude.has(id))) continue
    if (identity.rdns?.trim() && excludeRdns.has(normalize(identity.rdns))) continue
    if (include && !identity.ids.some((id) => include.has(id))) continue
    const keys = [
      ...identity.ids.map((id) => `id:${id}`),
      ...(identity.rdns ? [`rdns:${normalize(identity.rdns)}`] : []),
      ...(identity.name.trim() ? [`name:${normalize(identity.name)}`] : []),
    ]
    const scope = identity.scope ?? ''
    let scopeKeys = seen.get(scope)
    if (!scopeKeys) seen.set(scope, (scopeKeys = new Set()))
    if (keys.some((key) => scopeKeys.has(key))) continue
    for (const key of keys) scopeKeys.add(key)
    kept.push(item)
  }
  return kept
}

/** A connector's identity: its id and registry id, its rdns and name, scoped by namespace. */
export function connectorIdentity(connector: Connector): WalletIdentity {
  return {
    ids: connector.explorerId === undefined ? [connector.id] : [connector.id, connector.explorerId],
    name: connector.name,
    rdns: connector.info?.rdns,
    scope: connector.chain,
  }
}

/** {@link filterWalletList} over connectors (the Connect view's wallet list). */
export function filterConnectors(connectors: readonly Connector[], filter: WalletListFilter): Connector[] {
  return filterWalletList(connectors, filter, connectorIdentity)
}
