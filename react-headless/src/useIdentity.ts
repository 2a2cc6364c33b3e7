import { useEffect } from 'react'
import { fetchIdentity, getIdentity, watchIdentity, type ChainNamespace, type GetIdentityReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/**
 * The identity (name and avatar) the identity service knows for the connected EVM account, from
 * core's query cache (5 min); fetched when the account shows.
 *
 * @example
 * const { name, avatar } = useIdentity()
 */
export function useIdentity(params: { namespace?: ChainNamespace } = {}): GetIdentityReturnType {
  const client = usePorticoClient()
  const { namespace } = params
  const value = useWatch(
    () => getIdentity(client, namespace ? { namespace } : {}),
    (onChange) => watchIdentity(client, onChange, namespace ? { namespace } : {}),
    [client, namespace],
  )
  const { address } = value
  useEffect(() => {
    if (address) void fetchIdentity(client, namespace ? { namespace } : {})
  }, [client, address, namespace])
  return value
}
