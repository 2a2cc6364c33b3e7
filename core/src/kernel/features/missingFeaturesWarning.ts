import { FEATURE_PLUGINS } from './featurePlugins.js'
import type { PluginFeature } from './pluginFeatures.js'

/**
 * The development warning for requested features that stay off because nothing provides them, one
 * line per missing plug-in, or undefined when there are none. For example:
 *
 * ```text
 * Portico: these features are switched on but stay off, because no plug-in in `adapters` provides them:
 * - email, socials: add createEmbeddedWallet() from @portico/adapter-embedded to `adapters`
 * - swaps: no Portico package provides it yet
 * ```
 */
export function missingFeaturesWarning(missing: readonly PluginFeature[]): string | undefined {
  if (missing.length === 0) return undefined
  const byRemedy = new Map<string, PluginFeature[]>()
  for (const feature of missing) {
    const plugin = FEATURE_PLUGINS[feature]
    const remedy = plugin ? `add ${plugin.factory}() from ${plugin.package} to \`adapters\`` : 'no Portico package provides'
    byRemedy.set(remedy, [...(byRemedy.get(remedy) ?? []), feature])
  }
  const lines = [...byRemedy].map(([remedy, features]) =>
    remedy.startsWith('add ') ? `- ${features.join(', ')}: ${remedy}` : `- ${features.join(', ')}: ${remedy} ${features.length === 1 ? 'it' : 'them'} yet`,
  )
  return ['Portico: these features are switched on but stay off, because no plug-in in `adapters` provides them:', ...lines].join('\n')
}
