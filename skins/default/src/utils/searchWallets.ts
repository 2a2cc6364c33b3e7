import type { WalletListItem } from '@portico/react'

/** The wallets whose name contains the query, trimmed and case-insensitive; all of them for an empty query. */
export function searchWallets(wallets: readonly WalletListItem[], query: string): readonly WalletListItem[] {
  const needle = query.trim().toLocaleLowerCase()
  if (needle === '') return wallets
  return wallets.filter((item) => item.connector.name.toLocaleLowerCase().includes(needle))
}
