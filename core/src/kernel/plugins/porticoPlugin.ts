import type { PluginFeature } from '../features/pluginFeatures.js'
import type { ChainAdapter } from './chainAdapter.js'
import type { ConnectorSource } from './connectorSource.js'
import type { PorticoModule } from './porticoModule.js'

/**
 * What a site puts in `adapters`: a chain adapter, a connector source, or both (the EVM package
 * plays both roles: eip155 rules and reads, and the injected wallets), and any feature modules it
 * brings.
 */
export interface PorticoPlugin {
  readonly chain?: ChainAdapter
  readonly connectors?: ConnectorSource
  /**
   * The optional features this plug-in makes work (see `PLUGIN_FEATURES`): the embedded wallet
   * declares `['email', 'socials']`. A feature of that list is in force only when the site asks for
   * it and some plug-in provides it. @default [] (none)
   */
  readonly provides?: readonly PluginFeature[]
  /**
   * Feature modules this plug-in brings (DESIGN.md v3): registered after core's own, with their
   * views and reactions. Ids are unique among a client's modules. @default [] (none)
   */
  readonly modules?: readonly PorticoModule[]
}

/** Identity helper that types a plug-in against the contract. */
export function definePlugin<const P extends PorticoPlugin>(plugin: P): P {
  return plugin
}
