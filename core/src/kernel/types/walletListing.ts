/**
 * A wallet of the registry catalogue (SPEC.md section 3, "Wallet listing"; section 7, /getWallets).
 * Field names follow the registry's response. Every link is untrusted text from outside: it is
 * checked before it is ever opened.
 */
export interface WalletListing {
  /** The registry's id of the wallet. */
  id: string
  name: string
  /** Id for /getWalletImage/{id}. */
  image_id?: string
  /** The wallet's reverse-DNS name (EIP-6963), used to match an installed wallet. */
  rdns?: string | null
  /** CAIP-2 ids of the chains the wallet supports. */
  chains?: readonly string[]
  /** Universal link or custom scheme that opens the wallet app on a phone. */
  mobile_link?: string | null
  /** Custom scheme that opens the desktop app. */
  desktop_link?: string | null
  /** Web wallet address. */
  webapp_link?: string | null
  /** Store pages for a visitor who does not have the wallet. */
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  homepage?: string | null
  /** In lists: an installed wallet of the same rdns is on this page. */
  installed?: boolean
  /** In lists: the position the list gave it. */
  display_index?: number
}
