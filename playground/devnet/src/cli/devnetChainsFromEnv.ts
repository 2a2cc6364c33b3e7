import { DEFAULT_DEVNET_CHAINS, type DevnetChainConfig } from '../chains/defaultDevnetChains.js'

/**
 * The launcher's chains, with their ports taken from `DEVNET_PORTS` when set: a comma-separated
 * list with one port per chain, in order (`DEVNET_PORTS=9545,9547`). `0` lets the system pick a
 * free port (tests do). Unset or empty: the fixed ports of {@link DEFAULT_DEVNET_CHAINS}.
 * @throws Error with a readable message when the list is malformed
 */
export function devnetChainsFromEnv(env: NodeJS.ProcessEnv = process.env): DevnetChainConfig[] {
  const raw = env.DEVNET_PORTS?.trim()
  if (!raw) return DEFAULT_DEVNET_CHAINS.map((chain) => ({ ...chain }))
  const parts = raw.split(',').map((part) => part.trim())
  if (parts.length !== DEFAULT_DEVNET_CHAINS.length) {
    throw new Error(`DEVNET_PORTS needs ${DEFAULT_DEVNET_CHAINS.length} comma-separated ports, one per chain; got "${raw}"`)
  }
  return DEFAULT_DEVNET_CHAINS.map((chain, index) => {
    const text = parts[index] ?? ''
    const port = Number(text)
    if (!/^\d{1,5}$/.test(text) || port > 65_535) throw new Error(`DEVNET_PORTS: "${text}" is not a port (0 to 65535)`)
    return { ...chain, port }
  })
}

/**
 * The launcher's Solana runtime port from `DEVNET_SOLANA_PORT` (`0` or unset: a free port).
 * @throws Error with a readable message when it is not a port
 */
export function devnetSolanaFromEnv(env: NodeJS.ProcessEnv = process.env): { port: number } {
  const text = env.DEVNET_SOLANA_PORT?.trim() ?? ''
  if (text === '') return { port: 0 }
  const port = Number(text)
  if (!/^\d{1,5}$/.test(text) || port > 65_535) throw new Error(`DEVNET_SOLANA_PORT: "${text}" is not a port (0 to 65535)`)
  return { port }
}
