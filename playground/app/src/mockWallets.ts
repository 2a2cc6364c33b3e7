import { DEFAULT_MOCK_WALLETS, type MockWallet } from '@portico/core/testing'

/** A rounded square with a letter, as an SVG data URL (core accepts `data:image/` icons). */
function letterIcon(letter: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="80" height="80" rx="18" fill="url(#g)"/>
<text x="40" y="53" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="700" fill="#fff">${letter}</text>
</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const ICONS: Readonly<Record<string, string>> = {
  'io.portico.alpha': letterIcon('α', '#3b6cf6', '#7c4dff'),
  'io.portico.beta': letterIcon('β', '#12a37f', '#0f7bbf'),
}

/**
 * The scripted wallets of the playground: core's two default mock wallets, with icons. The real
 * EVM adapter and the local devnet replace them in a later issue.
 */
export const PLAYGROUND_WALLETS: readonly MockWallet[] = DEFAULT_MOCK_WALLETS.map((wallet) => {
  const imageUrl = ICONS[wallet.id]
  return imageUrl ? { ...wallet, imageUrl } : wallet
})
