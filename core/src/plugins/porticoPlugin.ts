import type { ChainAdapter } from './chainAdapter.js'
import type { ConnectorSource } from './connectorSource.js'

/**
 * What a site puts in `adapters`: a chain adapter, a connector source, or both (the EVM package
 * plays both roles: eip155 rules and reads, and the injected wallets).
 */
export interface PorticoPlugin {
  readonly chain?: ChainAdapter
  readonly connectors?: ConnectorSource
}

/** Identity helper that types a plug-in against the contract. */
export function definePlugin<const P extends PorticoPlugin>(plugin: P): P {
  return plugin
}
