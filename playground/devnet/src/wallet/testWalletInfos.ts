import type { WalletInfo } from './announceWallet.js'

/** A square wallet icon with a letter, as an SVG data URI (EIP-6963 icons must be data URIs). */
function letterIcon(letter: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
    `<text x="48" y="64" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** The devnet's main injected wallet. */
export const porticoTestWalletInfo: Omit<WalletInfo, 'uuid'> = {
  name: 'Portico Test Wallet',
  rdns: 'io.portico.testwallet',
  icon: letterIcon('P', '#4f46e5'),
}

/** A second, differently named wallet, so lists and duplicate handling have something to show. */
export const secondTestWalletInfo: Omit<WalletInfo, 'uuid'> = {
  name: 'Second Test Wallet',
  rdns: 'io.portico.secondwallet',
  icon: letterIcon('S', '#0d9488'),
}
