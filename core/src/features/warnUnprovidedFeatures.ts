import type { Logger } from '../logger/createLogger.js'
import type { PorticoOptions } from '../options/porticoOptions.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { Platform } from '../platform/ports.js'
import { missingFeaturesWarning, unprovidedRequests } from './missingFeaturesWarning.js'
import { providedFeatures } from './pluginFeatures.js'

/**
 * Called once per client by `createPortico`: warns about the features the site switched on in
 * `features` that no plug-in in `adapters` provides (they stay off), naming the plug-in to add. On
 * the console while `debug` is on (development, its default), else only in the log at level warn.
 * Defaults, basic mode and the remote configuration never warn: only what the site wrote.
 */
export function warnUnprovidedFeatures(options: PorticoOptions, resolved: ResolvedOptions, platform: Platform, logger: Logger): void {
  if (resolved.basic) return
  const warning = missingFeaturesWarning(unprovidedRequests(options.features as Record<string, unknown> | undefined, providedFeatures(resolved.adapters)))
  if (warning === undefined) return
  if (!resolved.debug) {
    logger.warn(warning)
    return
  }
  try {
    platform.console.warn(warning)
  } catch {
    // A console that throws loses the warning, never the client.
  }
}

