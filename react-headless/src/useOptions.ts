import type { ResolvedFeatures, ResolvedOptions } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useOptions} returns. */
export interface UseOptionsReturnType {
  /** The validated options with every default applied. */
  options: ResolvedOptions
  /**
   * The features in force: what the options ask for (remote configuration may replace it), limited
   * to what the installed plug-ins provide.
   */
  features: ResolvedFeatures
}

/**
 * The client's options and the features in force, for views that depend on them (legal links,
 * connect method order, feature toggles).
 */
export function useOptions(): UseOptionsReturnType {
  const client = usePorticoClient()
  return useStoreSelector(client.controllers.options, (state) => ({ options: state.options, features: state.features }))
}
