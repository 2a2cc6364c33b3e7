import type { PluginFeature } from './pluginFeatures.js'

/**
 * The Portico package whose plug-in provides each feature, or undefined when none does yet. Read by
 * the warning about requested features that nothing provides.
 */
export const FEATURE_PLUGINS: Readonly<Record<PluginFeature, { package: string; factory: string } | undefined>> = Object.freeze({
  email: { package: '@portico/adapter-embedded', factory: 'createEmbeddedWallet' },
  socials: { package: '@portico/adapter-embedded', factory: 'createEmbeddedWallet' },
  swaps: undefined,
  onramp: undefined,
  send: undefined,
  receive: undefined,
  payWithExchange: undefined,
  payments: undefined,
})
