import { startSolanaRuntime, type SolanaDevnetAccount, type SolanaTestToken } from '@portico/test-chains'

/** Where the devnet's Solana runtime listens. */
export interface DevnetSolanaConfig {
  /** The port on 127.0.0.1 for JSON-RPC over HTTP and WebSocket alike. @default 0, a free port */
  port?: number
}

/** The devnet's running Solana runtime, as the launcher and the tests see it. */
export interface DevnetSolana {
  /** JSON-RPC over HTTP, `http://127.0.0.1:<port>`. */
  rpcUrl: string
  /** The same port over WebSocket, `ws://127.0.0.1:<port>`. */
  wsUrl: string
  port: number
  /** The funded accounts (1000 SOL each, and every test token), with their keys. */
  accounts: readonly SolanaDevnetAccount[]
  /** PST (SPL Token, 6 decimals) and P22 (Token-2022, 9 decimals). */
  tokens: readonly SolanaTestToken[]
  /** Funds an address as the devnet accounts start (1000 SOL, PST and P22), written into the ledger. */
  fund(address: string): void
  /** Closes the runtime; resolves once its port is free. */
  stop(): Promise<void>
}

/**
 * Starts the local Solana runtime of `@portico/test-chains` (LiteSVM behind JSON-RPC) on 127.0.0.1.
 * @throws Error when the port is not an integer from 0 to 65535, or the runtime cannot listen
 */
export async function startDevnetSolana(config: DevnetSolanaConfig): Promise<DevnetSolana> {
  const port = config.port ?? 0
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`solana: ${String(port)} is not a port (0 to 65535)`)
  const runtime = await startSolanaRuntime({ port })
  return {
    rpcUrl: runtime.rpcUrl,
    wsUrl: runtime.wsUrl,
    port: Number(new URL(runtime.rpcUrl).port),
    accounts: runtime.accounts,
    tokens: runtime.tokens,
    fund: (address) => runtime.fund(address),
    stop: () => runtime.stop(),
  }
}
