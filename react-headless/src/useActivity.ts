import { useCallback, useEffect, useMemo } from 'react'
import { getActivity, loadActivityFlow, watchActivity, type ChainNamespace, type GetActivityReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** Parameters of {@link useActivity}. */
export interface UseActivityParams {
  /** @default the active namespace */
  namespace?: ChainNamespace
  /** Fetch the first page when the account shows (unless it is fresh, 15 s). @default true */
  enabled?: boolean
}

/** What {@link useActivity} returns. */
export interface UseActivityReturnType extends GetActivityReturnType {
  /** Loads the next page and appends it; does nothing without one. */
  fetchNextPage: () => Promise<void>
  /** Fetches the first page again. */
  refetch: () => Promise<void>
}

/**
 * The connected account's transactions on its network from core's query cache, paged: the items
 * (spam-only and other chains' hidden, at most 2 transfers each), whether a next page exists,
 * loading and the last failure ('Failed to fetch transactions', shown in the modal; the list is then empty).
 *
 * @example
 * const { items, hasNextPage, fetchNextPage } = useActivity()
 */
export function useActivity(params: UseActivityParams = {}): UseActivityReturnType {
  const client = usePorticoClient()
  const { namespace, enabled = true } = params
  const value = useWatch(
    () => getActivity(client, namespace ? { namespace } : {}),
    (onChange) => watchActivity(client, onChange, namespace ? { namespace } : {}),
    [client, namespace],
  )
  const { caipAddress } = value
  useEffect(() => {
    if (enabled && caipAddress) void loadActivityFlow(client)
  }, [client, enabled, caipAddress])
  const fetchNextPage = useCallback(() => loadActivityFlow(client, { nextPage: true }), [client])
  const refetch = useCallback(() => loadActivityFlow(client, { force: true }), [client])
  return useMemo(() => ({ ...value, fetchNextPage, refetch }), [value, fetchNextPage, refetch])
}
