import { createHash } from 'node:crypto'

/** A catalogue wallet in the registry's response shape (SPEC.md section 3, "Wallet listing"). */
export interface CatalogueWallet {
  id: string
  name: string
  image_id: string
  rdns: string | null
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  homepage: string | null
}

/** How many wallets the devnet registry lists unless told otherwise. */
export const DEFAULT_CATALOGUE_SIZE = 600

const ADJECTIVES = ['Amber', 'Basalt', 'Cedar', 'Cobalt', 'Coral', 'Dune', 'Ember', 'Fjord', 'Flint', 'Garnet', 'Harbor', 'Indigo', 'Jade', 'Juniper', 'Kelp', 'Lumen', 'Maple', 'Nimbus', 'Onyx', 'Opal', 'Pebble', 'Quartz', 'Raven', 'Saffron', 'Sable', 'Tide', 'Umber', 'Velvet', 'Willow', 'Zephyr']
const NOUNS = ['Vault', 'Key', 'Pocket', 'Purse', 'Keep', 'Ledger', 'Safe', 'Locker', 'Satchel', 'Chest', 'Wallet', 'Pouch', 'Anchor', 'Beacon', 'Harbor', 'Bridge', 'Gate', 'Lantern', 'Compass', 'Signet']
const EVM = ['eip155:31337', 'eip155:31338']
const SOLANA = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

/** Catalogue entries whose rdns is one of the playground's wallets, so duplicates are dropped in front of a visitor. */
const KNOWN_RDNS: Readonly<Record<number, { name: string; rdns: string }>> = {
  0: { name: 'Alpha Wallet', rdns: 'io.portico.alpha' },
  2: { name: 'Portico Test Wallet (registry)', rdns: 'io.portico.testwallet' },
  5: { name: 'Second Test Wallet', rdns: 'io.portico.secondwallet' },
}

const hex = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length)

/** The name of the wallet at `index`: every adjective-noun pair once, then numbered rounds. */
function nameAt(index: number): string {
  const pair = index % (ADJECTIVES.length * NOUNS.length)
  const round = Math.floor(index / (ADJECTIVES.length * NOUNS.length))
  const base = `${ADJECTIVES[pair % ADJECTIVES.length]} ${NOUNS[Math.floor(pair / ADJECTIVES.length)]}`
  return round === 0 ? base : `${base} ${round + 1}`
}

/**
 * The wallet at `index` of the generated catalogue: always the same for the same index. Most
 * serve the devnet's EVM chains, every seventh only Solana; every fourth has a universal link,
 * the others a custom scheme; every tenth has no phone link (desktop only), and a few carry links
 * a registry must never be trusted with (javascript:, http:), so refusing them is exercised.
 */
export function catalogueWallet(index: number): CatalogueWallet {
  const known = KNOWN_RDNS[index]
  const name = known?.name ?? nameAt(index)
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
  const id = hex(`portico-devnet-wallet-${index}`, 64)
  const hostile = index % 97 === 13
  return {
    id,
    name,
    image_id: hex(`portico-devnet-image-${index}`, 36),
    rdns: known?.rdns ?? (index % 3 === 0 ? `io.devnet.${slug}` : null),
    chains: index % 7 === 6 ? SOLANA : index % 5 === 0 ? [...EVM, ...SOLANA] : EVM,
    mobile_link: index % 10 === 9 ? null : index % 4 === 0 ? `https://${slug}.wallet.test/wc` : `${slug}://`,
    desktop_link: index % 2 === 0 ? `${slug}-desktop://` : null,
    webapp_link: index % 11 === 0 ? `https://app.${slug}.wallet.test` : null,
    app_store: hostile ? 'javascript:alert(document.domain)' : `https://apps.apple.com/app/${slug}/id${100000 + index}`,
    play_store: hostile ? 'http://play.google.com/store/apps/details?id=evil' : `https://play.google.com/store/apps/details?id=test.${slug}`,
    chrome_store: index % 2 === 0 ? `https://chromewebstore.google.com/detail/${slug}/${hex(slug, 32)}` : null,
    homepage: hostile ? 'data:text/html,<script>alert(1)</script>' : `https://${slug}.wallet.test`,
  }
}

/** The whole catalogue of `size` wallets, in the registry's order. */
export function generateCatalogue(size = DEFAULT_CATALOGUE_SIZE): CatalogueWallet[] {
  return Array.from({ length: Math.max(0, Math.floor(size)) }, (_, index) => catalogueWallet(index))
}

/** A `/getWallets` query (SPEC.md section 7). */
export interface WalletsQuery {
  page?: string
  entries?: string
  include?: string
  exclude?: string
  chains?: string
  search?: string
  names?: string
  rdns?: string
}

/**
 * The `/getWallets` answer over a catalogue: the include, exclude, chains, names, rdns and search
 * filters, then the page; `{ data, count }` where count is the number of matching wallets.
 */
export function walletsAnswer(catalogue: readonly CatalogueWallet[], query: WalletsQuery): { data: CatalogueWallet[]; count: number } {
  const set = (value: string | undefined) => (value ? new Set(value.split(',').filter(Boolean)) : undefined)
  const include = set(query.include)
  const exclude = set(query.exclude)
  const chains = set(query.chains)
  const names = set(query.names)
  const rdns = set(query.rdns)
  const search = query.search?.trim().toLowerCase()
  const matching = catalogue.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude?.has(wallet.id) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))) &&
      (!names || names.has(wallet.name)) &&
      (!rdns || (wallet.rdns !== null && rdns.has(wallet.rdns))) &&
      (!search || wallet.name.toLowerCase().includes(search)),
  )
  const entries = Math.min(Math.max(1, Number.parseInt(query.entries ?? '', 10) || 40), 200)
  const page = Math.max(1, Number.parseInt(query.page ?? '', 10) || 1)
  return { data: matching.slice((page - 1) * entries, page * entries), count: matching.length }
}

const PALETTE = ['#4f46e5', '#0d9488', '#db2777', '#ea580c', '#2563eb', '#16a34a', '#9333ea', '#0891b2', '#ca8a04', '#dc2626']

/** The image of a catalogue wallet: a small SVG, a coloured rounded square with the name's initial. */
export function walletImageSvg(wallet: Pick<CatalogueWallet, 'name' | 'image_id'>): string {
  const color = PALETTE[Number.parseInt(wallet.image_id.slice(0, 2), 16) % PALETTE.length]
  const letter = (wallet.name.trim()[0] ?? '?').toUpperCase().replace(/[<&>"']/g, '?')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">` +
    `<rect width="80" height="80" rx="18" fill="${color}"/>` +
    `<text x="40" y="53" text-anchor="middle" font-family="sans-serif" font-size="38" font-weight="700" fill="#fff">${letter}</text></svg>`
  )
}
