/** A local EVM chain of the devnet: its id, name and fixed loopback port. */
export interface DevnetChainConfig {
  chainId: number
  name: string
  port: number
}

/**
 * The playground's two chains. Ids and ports match `testEvmMainnet` and `testEvmSecond` in
 * `@portico/core/testing`, so the site's network list points at them without configuration.
 */
export const DEFAULT_DEVNET_CHAINS: readonly DevnetChainConfig[] = [
  { chainId: 31337, name: 'Portico Devnet', port: 8545 },
  { chainId: 31338, name: 'Portico Devnet 2', port: 8547 },
]
