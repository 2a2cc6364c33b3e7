import { accountNamesQuery, accountTarget, identityQuery, type Identity } from '../accountQueries.js'
import { watchQueryView } from '../watchQueryView.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { sanitizeImageUrl } from '../../../kernel/utils/urlSafety.js'
import { activeNamespace } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

export interface GetIdentityParams {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export interface GetIdentityReturnType {
  address: string | undefined
  /** The name the identity service knows for the address (an ENS name, say). */
  name: string | undefined
  /** The identity's avatar, when it is a safe image URL. */
  avatar: string | undefined
  isLoading: boolean
}

export interface GetAccountNameReturnType {
  address: string | undefined
  /** The profile name: the first name registered for the address, else the identity's name. */
  name: string | undefined
  /** Every name registered for the address. */
  names: readonly string[]
  isLoading: boolean
  error: unknown
}

/** Identity and names are asked for EVM accounts only: the services answer for those. */
function evmAddress(client: PorticoClient, namespace: ChainNamespace | undefined): string | undefined {
  const account = accountTarget(client, namespace ?? activeNamespace(client))
  return account?.namespace === 'eip155' ? account.address : undefined
}

const NO_NAMES: readonly string[] = Object.freeze([])

/** The identity (name and avatar) of a namespace's account, from the query cache. */
export const getIdentity = publicAction('getIdentity', function getIdentity(client: PorticoClient, params: GetIdentityParams = {}): GetIdentityReturnType {
  const address = evmAddress(client, params.namespace)
  const entry = address ? client.queries.get<Identity>(identityQuery(client, address).key) : undefined
  return { address, name: entry?.data?.name, avatar: sanitizeImageUrl(entry?.data?.avatar), isLoading: entry?.isFetching ?? false }
})

/** Calls `onChange` whenever {@link getIdentity} would return something else. */
export const watchIdentity = publicAction('watchIdentity', function watchIdentity(
  client: PorticoClient,
  onChange: (identity: GetIdentityReturnType, previous: GetIdentityReturnType) => void,
  params: GetIdentityParams = {},
): () => void {
  return watchQueryView(client, () => {
    const address = evmAddress(client, params.namespace)
    return address ? identityQuery(client, address) : undefined
  }, () => getIdentity(client, params), onChange)
})

/** Fetches the identity unless it is fresh (5 min). Without `services.blockchainApiUrl` does nothing. Never rejects. */
export const fetchIdentity = publicAction('fetchIdentity', async function fetchIdentity(client: PorticoClient, params: GetIdentityParams = {}): Promise<void> {
  const address = evmAddress(client, params.namespace)
  if (address && client.services.has('blockchain')) await client.queries.fetch(identityQuery(client, address))
})

/** The account's profile name from the name service (reverse lookup), from the query cache. */
export const getAccountName = publicAction('getAccountName', function getAccountName(client: PorticoClient, params: GetIdentityParams = {}): GetAccountNameReturnType {
  const address = evmAddress(client, params.namespace)
  const entry = address ? client.queries.get<string[]>(accountNamesQuery(client, address).key) : undefined
  const identity = address ? client.queries.get<Identity>(identityQuery(client, address).key) : undefined
  const names = entry?.data ?? NO_NAMES
  return {
    address,
    name: names[0] ?? identity?.data?.name,
    names,
    isLoading: entry?.isFetching ?? false,
    error: entry?.status === 'error' ? entry.error : undefined,
  }
})

/** Calls `onChange` whenever {@link getAccountName} would return something else. */
export const watchAccountName = publicAction('watchAccountName', function watchAccountName(
  client: PorticoClient,
  onChange: (name: GetAccountNameReturnType, previous: GetAccountNameReturnType) => void,
  params: GetIdentityParams = {},
): () => void {
  return watchQueryView(client, () => {
    const address = evmAddress(client, params.namespace)
    return address ? [accountNamesQuery(client, address), identityQuery(client, address)] : undefined
  }, () => getAccountName(client, params), onChange)
})

/** Fetches the registered names unless fresh (5 min). Without `services.blockchainApiUrl` does nothing. Never rejects. */
export const fetchAccountName = publicAction('fetchAccountName', async function fetchAccountName(client: PorticoClient, params: GetIdentityParams = {}): Promise<void> {
  const address = evmAddress(client, params.namespace)
  if (address && client.services.has('blockchain')) await Promise.all([client.queries.fetch(accountNamesQuery(client, address)), client.queries.fetch(identityQuery(client, address))])
})
