import { getFeatures, watchFeatures, type GetFeaturesReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useFeatures} returns: core's features in force, what was asked for, and the source. */
export type UseFeaturesReturnType = GetFeaturesReturnType

/**
 * The features in force (e-mail, socials, activity, ...): what the local options ask for at first,
 * then what the project's remote configuration asks for once start-up fetched it
 * (`source: 'remote'`), each limited to what the installed plug-ins provide (e-mail and socials
 * need the embedded wallet; swaps and onramp are not built yet, so they stay off). `requested`
 * holds what was asked for and `missing` what nothing provides. A thin `useSyncExternalStore` over
 * core's getFeatures/watchFeatures: it re-renders when the remote configuration arrives and changes
 * them, and not otherwise.
 *
 * @example
 * const { features } = useFeatures()
 * if (features.email) showEmailField()
 */
export function useFeatures(): UseFeaturesReturnType {
  const client = usePorticoClient()
  return useWatch(
    () => getFeatures(client),
    (onChange) => watchFeatures(client, onChange),
    [client],
  )
}
