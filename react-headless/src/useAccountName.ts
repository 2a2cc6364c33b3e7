import { useEffect } from 'react'
import { fetchAccountName, getAccountName, watchAccountName, type ChainNamespace, type GetAccountNameReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/**
 * The connected EVM account's profile name: the newest name registered for it with the name
 * service, else its identity's name (5 min cache); fetched when the account shows.
 *
 * @example
 * const { name } = useAccountName()
 */
export function useAccountName(params: { namespace?: ChainNamespace } = {}): GetAccountNameReturnType {
  const client = usePorticoClient()
  const { namespace } = params
  const value = useWatch(
    () => getAccountName(client, namespace ? { namespace } : {}),
    (onChange) => watchAccountName(client, onChange, namespace ? { namespace } : {}),
    [client, namespace],
  )
  const { address } = value
  useEffect(() => {
    if (address) void fetchAccountName(client, namespace ? { namespace } : {})
  }, [client, address, namespace])
  return value
}
