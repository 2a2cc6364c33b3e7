import type { PorticoClient } from '../client/porticoClient.js'
import type { PluginFeature } from './pluginFeatures.js'
import type { MissingService } from './serviceFeatures.js'
import type { ResolvedFeatures } from '../options/resolveOptions.js'
import { shallowEqual } from '../store/createStore.js'
import { watchSelector } from '../store/watchSelector.js'
import { publicAction } from '../actions/publicAction.js'

/** The features in force, what was asked for, and where it comes from. */
export interface GetFeaturesReturnType {
  /**
   * The features in force: `requested` AND what the installed plug-ins provide. E-mail and socials
   * are on only with the embedded wallet's plug-in; swaps, onramp, send, receive, pay with exchange
   * and payments are not built yet and stay off; activity needs `services.blockchainApiUrl` and
   * analytics `services.analyticsUrl`. Views read these.
   */
  features: ResolvedFeatures
  /**
   * What was asked for: the local options until the remote configuration arrives, then the remote
   * ones over them; basic mode applied.
   */
  requested: ResolvedFeatures
  /** Features asked for that no installed plug-in provides (they are off in `features`). */
  missing: readonly PluginFeature[]
  /**
   * Features off because the outside service they need is not set, each with the option that sets
   * it (`{ feature: 'activity', option: 'services.blockchainApiUrl' }`); see docs/services.md. Empty
   * when every service is set.
   */
  missingServices: readonly MissingService[]
  /** 'remote' once the project's remote configuration was fetched and put in force. */
  source: 'local' | 'remote'
}

/**
 * The features in force (SPEC.md section 6, feature gating): what the local options ask for at
 * first, what the remote configuration asks for once start-up fetched it, each limited to what the
 * installed plug-ins provide. {@link watchFeatures} calls back when they change.
 */
export const getFeatures = publicAction('getFeatures', function getFeatures(client: PorticoClient): GetFeaturesReturnType {
  const { features, requested, missing, missingServices, remoteFeatures } = client.controllers.options.getSnapshot()
  return { features, requested, missing, missingServices, source: remoteFeatures ? 'remote' : 'local' }
})

/** Calls `onChange` whenever {@link getFeatures} would return something else. Returns the unsubscribe. */
export const watchFeatures = publicAction('watchFeatures', function watchFeatures(
  client: PorticoClient,
  onChange: (features: GetFeaturesReturnType, previous: GetFeaturesReturnType) => void,
): () => void {
  return watchSelector([client.controllers.options], () => getFeatures(client), onChange, shallowEqual)
})
