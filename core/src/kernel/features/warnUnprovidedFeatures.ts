// Loaded lazily (import() in createPortico.ts), only when there is something to warn about.
import type { Logger } from '../logger/createLogger.js'
import type { ConsolePort } from '../platform/ports.js'
import { missingFeaturesWarning } from './missingFeaturesWarning.js'
import type { PluginFeature } from './pluginFeatures.js'

/**
 * Warns, once per client, about the features the site switched on in `features` that no plug-in in
 * `adapters` provides (they stay off), naming the plug-in to add: on the console while `debug` is
 * on (development, its default), else only in the log at level warn. `createPortico` calls it with
 * `unprovidedRequests(...)`; defaults, basic mode and the remote configuration never warn.
 */
export function warnUnprovidedFeatures(unprovided: readonly PluginFeature[], debug: boolean, console: ConsolePort, logger: Logger): void {
  const warning = missingFeaturesWarning(unprovided)
  if (warning === undefined) return
  if (!debug) {
    logger.warn(warning)
    return
  }
  try {
    console.warn(warning)
  } catch {
    // A console that throws loses the warning, never the client.
  }
}
