/**
 * The door to @solana/web3.js. Everything heavy is loaded through this dynamic import when first
 * needed (the first balance read or wallet request), so a site that configures Solana but is not
 * asked anything yet, and an EVM-only site, download none of it.
 */
export function loadWeb3(): Promise<typeof import('./web3Parts.js')> {
  return import('./web3Parts.js')
}

/** The loaded module. */
export type Web3 = Awaited<ReturnType<typeof loadWeb3>>
