import { array, integer, min, max, nullable, optional, size, string, type, unknown as anything } from 'superstruct'
import type { WalletListing } from '../../../kernel/types/walletListing.js'
import { validateSafely } from '../../../kernel/utils/validateSafely.js'

/** At most this many entries of one answer are read (the search page size is 100). */
export const MAX_ENTRIES_READ = 200
/** A `count` above this is not believed. */
export const MAX_WALLET_COUNT = 100_000

const text = (length: number) => optional(nullable(size(string(), 0, length)))

/**
 * One wallet of a `/getWallets` answer (SPEC.md section 3, "Wallet listing"). Other keys are
 * allowed and dropped; the links are only checked for length here, and for safety where they are
 * opened.
 */
export const walletListingSchema = type({
  id: size(string(), 1, 128),
  name: size(string(), 1, 120),
  image_id: text(128),
  rdns: text(253),
  chains: optional(nullable(size(array(size(string(), 1, 100)), 0, 200))),
  mobile_link: text(2048),
  desktop_link: text(2048),
  webapp_link: text(2048),
  app_store: text(2048),
  play_store: text(2048),
  chrome_store: text(2048),
  homepage: text(2048),
})

/** The answer's envelope: `data` and `count` (SPEC.md section 7); each entry is checked on its own. */
export const walletPageSchema = type({
  data: size(array(anything()), 0, MAX_ENTRIES_READ),
  count: min(max(integer(), MAX_WALLET_COUNT), 0),
})

/** One page of the catalogue, as read. */
export interface WalletPage {
  /** The valid entries, in the server's order, each id once. */
  data: readonly WalletListing[]
  /** How many wallets the whole query has, as the server counts them. */
  count: number
  /** How many entries of the answer were not valid wallets and were left out. */
  dropped: number
}

const LINK_KEYS = ['image_id', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link', 'app_store', 'play_store', 'chrome_store', 'homepage'] as const

/**
 * The wallets of a page answer: invalid entries (a missing id, a number for a name, ...) and
 * repeated ids are left out rather than failing the page, names are trimmed, and only the known
 * fields are kept (frozen), so a hostile entry cannot carry anything else into the lists.
 */
export function readWalletPage(page: { data: readonly unknown[]; count: number }): WalletPage {
  const data: WalletListing[] = []
  const ids = new Set<string>()
  for (const entry of page.data) {
    const checked = validateSafely(entry, walletListingSchema)
    if (!checked.ok) continue
    const value = checked.value
    const name = value.name.trim()
    if (name === '' || ids.has(value.id)) continue
    ids.add(value.id)
    const wallet: { -readonly [K in keyof WalletListing]: WalletListing[K] } = { id: value.id, name }
    for (const key of LINK_KEYS) {
      const field = value[key]
      if (typeof field === 'string' && field !== '') wallet[key] = field
    }
    if (value.chains) wallet.chains = Object.freeze([...value.chains])
    data.push(Object.freeze(wallet))
  }
  return { data, count: Math.max(page.count, data.length), dropped: page.data.length - data.length }
}
