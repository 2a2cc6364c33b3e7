import { getFeatures, watchFeatures, type GetFeaturesReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useFeatures} returns: core's features in force and their source. */
export type UseFeaturesReturnType = GetFeaturesReturnType

/**
 * The features in force (e-mail, socials, swaps, onramp, activity, ...): the local options at
 * first, then the project's remote configuration once start-up fetched it (`source: 'remote'`).
 * A thin `useSyncExternalStore` over core's getFeatures/watchFeatures: it re-renders when the
 * remote configuration arrives and changes them, and not otherwise.
 *
 * @example
 * const { features } = useFeatures()
 * if (features.swaps) showSwapButton()
 */
export function useFeatures(): UseFeaturesReturnType {
  const client = usePorticoClient()
  return useWatch(
    () => getFeatures(client),
    (onChange) => watchFeatures(client, onChange),
    [client],
  )
}
