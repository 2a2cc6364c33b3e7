import type { ResolvedFeatures } from '../options/resolveOptions.js'

/**
 * The features a plug-in has to provide: core and the skins cannot offer them on their own. A
 * requested one stays off until a plug-in in `adapters` declares it in `provides`.
 * - `email`, `socials`: the embedded wallet, `createEmbeddedWallet()` of `@portico/adapter-embedded`;
 * - `swaps`, `onramp`, `send`, `receive`, `payWithExchange`, `payments`: not built yet; no Portico
 *   package provides them.
 * The other features (activity, analytics, e-mail capture, multi wallet, ...) are built into core
 * and the skins and need no plug-in.
 */
export const PLUGIN_FEATURES = ['email', 'socials', 'swaps', 'onramp', 'send', 'receive', 'payWithExchange', 'payments'] as const

/** A feature a plug-in provides (see {@link PLUGIN_FEATURES}). */
export type PluginFeature = (typeof PLUGIN_FEATURES)[number]

/** Whether `value` names a plug-in feature. */
export function isPluginFeature(value: unknown): value is PluginFeature {
  return typeof value === 'string' && (PLUGIN_FEATURES as readonly string[]).includes(value)
}

/** The plug-in features a set of plug-ins declares together. */
export function providedFeatures(plugins: readonly { readonly provides?: readonly PluginFeature[] }[]): ReadonlySet<PluginFeature> {
  return new Set(plugins.flatMap((plugin) => (plugin.provides ?? []).filter(isPluginFeature)))
}

/** Whether a feature's value asks for it to be on (`true`, or a non-empty list of social providers). */
export function isRequested(value: unknown): boolean {
  return value === true || (Array.isArray(value) && value.length > 0)
}

/** The effective features and what was left out. */
export interface EffectiveFeatures {
  /** The requested features, with every plug-in feature that nothing provides turned off. */
  features: ResolvedFeatures
  /** The plug-in features that were requested but that no plug-in provides, in PLUGIN_FEATURES order. */
  missing: readonly PluginFeature[]
}

/**
 * The features in force: the requested ones (local options, the remote configuration over them,
 * basic mode applied) AND what the installed plug-ins provide. A plug-in feature nothing provides
 * is off (`false`, or no social providers) whatever was requested.
 */
export function effectiveFeatures(requested: ResolvedFeatures, provided: ReadonlySet<PluginFeature>): EffectiveFeatures {
  const features: ResolvedFeatures = { ...requested }
  const missing: PluginFeature[] = []
  for (const feature of PLUGIN_FEATURES) {
    if (provided.has(feature) || !isRequested(requested[feature])) continue
    missing.push(feature)
    ;(features as Record<PluginFeature, unknown>)[feature] = feature === 'socials' ? [] : false
  }
  return { features, missing }
}

/**
 * The plug-in features the site switched on itself in `features` (its defaults do not count) that
 * no plug-in in `adapters` provides.
 */
export function unprovidedRequests(local: Readonly<Record<string, unknown>> | undefined, provided: ReadonlySet<PluginFeature>): PluginFeature[] {
  return PLUGIN_FEATURES.filter((feature) => !provided.has(feature) && isRequested(local?.[feature]))
}
