import { hostTimer, type ConnectorSource, type TimerLike } from '@portico/core'
import { createSolanaChainAdapter, type SolanaChainAdapter } from './chain/createSolanaChainAdapter.js'
import { createWalletStandardSource } from './discovery/createWalletStandardSource.js'
import type { WalletRegistryLike } from './discovery/walletRegistry.js'
import type { SolanaAdapterOptions } from './solanaAdapterOptions.js'
import { validateSolanaAdapterOptions } from './validateSolanaAdapterOptions.js'

/** The plug-in {@link createSolanaAdapter} returns: both roles. */
export interface SolanaAdapter {
  /** solana's rules, chain reads and the capabilities of any Wallet Standard handle. */
  readonly chain: SolanaChainAdapter
  /** Wallet Standard wallets. */
  readonly connectors: ConnectorSource
}

const NO_WALLETS: WalletRegistryLike = { get: () => [], on: () => () => undefined }

/**
 * The solana plug-in: the chain adapter (rules, reads through @solana/web3.js loaded on first use,
 * signing and sending through any Wallet Standard handle, whoever opened the session) and the
 * Wallet Standard source.
 * @throws InvalidOptionsError naming the first invalid option
 */
export function createSolanaAdapter(input: SolanaAdapterOptions = {}): SolanaAdapter {
  const options = validateSolanaAdapterOptions(input)
  // The site's timer, else the client's clock (known once core sets the source up), else the host's.
  const clocks: { client?: TimerLike } = {}
  const timerOf = (): TimerLike => options.timer ?? clocks.client ?? hostTimer()
  const chain = createSolanaChainAdapter({ timerOf })
  const source = createWalletStandardSource({
    registry: () => options.wallets ?? NO_WALLETS,
    timerOf,
    silentRequestTimeoutMs: options.silentRequestTimeoutMs ?? 10_000,
    promptRequestTimeoutMs: options.promptRequestTimeoutMs,
    discoveryWaitMs: options.discoveryWaitMs ?? 500,
  })
  const connectors: ConnectorSource = {
    ...source,
    setup(context) {
      clocks.client = context.platform.clock as TimerLike
      return source.setup?.(context)
    },
  }
  return { chain, connectors }
}
