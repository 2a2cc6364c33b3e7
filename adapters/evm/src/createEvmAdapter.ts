import { hostTimer, type ConnectorSource, type Logger, type Network, type TimerLike } from '@portico/core'
import { createEvmChainAdapter, type EvmChainAdapter } from './chain/createEvmChainAdapter.js'
import { createInjectedSource } from './discovery/createInjectedSource.js'
import type { EvmAdapterOptions } from './evmAdapterOptions.js'
import { validateEvmAdapterOptions } from './validateEvmAdapterOptions.js'

/** The plug-in {@link createEvmAdapter} returns: both roles. */
export interface EvmAdapter {
  /** eip155's rules, chain reads and the capabilities of any EIP-1193 wallet handle. */
  readonly chain: EvmChainAdapter
  /** Injected and EIP-6963 wallets. */
  readonly connectors: ConnectorSource
}

/**
 * The eip155 plug-in: the chain adapter (rules, reads through viem loaded on first use, signing
 * and sending through any EIP-1193 handle, whoever opened the session) and the injected source
 * (EIP-6963 and the legacy injected provider).
 * @throws InvalidOptionsError naming the first invalid option
 */
export function createEvmAdapter(input: EvmAdapterOptions = {}): EvmAdapter {
  const options = validateEvmAdapterOptions(input)
  // The site's timer, else the client's clock (known once core sets the source up), else the host's.
  const clocks: { client?: TimerLike; logger?: Logger } = {}
  // The site's eip155 networks, known once core sets the source up (smart-account sign-ins are checked on their chain).
  const site: { networks: readonly Network[] } = { networks: [] }
  const timerOf = (): TimerLike => options.timer ?? clocks.client ?? hostTimer()
  const chain = createEvmChainAdapter({
    timerOf,
    networks: () => site.networks,
    logger: () => clocks.logger,
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.silentRequestTimeoutMs !== undefined ? { silentRequestTimeoutMs: options.silentRequestTimeoutMs } : {}),
    ...(options.promptRequestTimeoutMs !== undefined ? { promptRequestTimeoutMs: options.promptRequestTimeoutMs } : {}),
  })
  const source = createInjectedSource(options, timerOf)
  const connectors: ConnectorSource = {
    ...source,
    setup(context) {
      clocks.client = context.platform.clock as TimerLike
      clocks.logger = context.logger
      site.networks = context.networks
      return source.setup?.(context)
    },
  }
  return { chain, connectors }
}
