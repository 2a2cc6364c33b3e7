import type { PorticoClient } from '../client/porticoClient.js'
import type { ResolvedFeatures } from '../options/resolveOptions.js'
import { shallowEqual } from '../store/createStore.js'
import { watchSelector } from '../store/watchSelector.js'
import { publicAction } from './internal/publicAction.js'

/** The features in force, and where they come from. */
export interface GetFeaturesReturnType {
  /** Local options until the remote configuration arrives, then the remote ones (basic mode applied). */
  features: ResolvedFeatures
  /** 'remote' once the project's remote configuration was fetched and put in force. */
  source: 'local' | 'remote'
}

/**
 * The features in force (SPEC.md section 6, feature gating): the local options at first, the
 * remote configuration once start-up fetched it. {@link watchFeatures} calls back when they change.
 */
export const getFeatures = publicAction('getFeatures', function getFeatures(client: PorticoClient): GetFeaturesReturnType {
  const { features, remoteFeatures } = client.controllers.options.getSnapshot()
  return { features, source: remoteFeatures ? 'remote' : 'local' }
})

/** Calls `onChange` whenever {@link getFeatures} would return something else. Returns the unsubscribe. */
export const watchFeatures = publicAction('watchFeatures', function watchFeatures(
  client: PorticoClient,
  onChange: (features: GetFeaturesReturnType, previous: GetFeaturesReturnType) => void,
): () => void {
  return watchSelector([client.controllers.options], () => getFeatures(client), onChange, shallowEqual)
})
