import { accountTarget, activityPage, activityQuery, type ActivityPages } from '../accountQueries.js'
import { activityItems, type ActivityItem } from '../activityItems.js'
import { watchQueryView } from '../watchQueryView.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { activeNamespace } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

export interface GetActivityParams {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export interface GetActivityReturnType {
  caipAddress: string | undefined
  /** The transactions shown, newest first as the API sends them (spam-only and other chains' items hidden). */
  items: readonly ActivityItem[]
  /** True while the API has a next page. */
  hasNextPage: boolean
  isLoading: boolean
  /** 'Failed to fetch transactions' (its cause inside) after a failed fetch: the list is then empty and the cursor cleared. */
  error: unknown
}

const NONE: readonly ActivityItem[] = Object.freeze([])

function target(client: PorticoClient, params: GetActivityParams) {
  return accountTarget(client, params.namespace ?? activeNamespace(client))
}

/** The activity of a namespace's account (default: the active one) on its network, from the query cache. */
export const getActivity = publicAction('getActivity', function getActivity(client: PorticoClient, params: GetActivityParams = {}): GetActivityReturnType {
  const account = target(client, params)
  const query = account ? activityQuery(client, account) : undefined
  const entry = query ? client.queries.get<ActivityPages>(query.key) : undefined
  // SPEC.md section 4: a failed fetch sets empty and clears the cursor.
  const failed = entry?.status === 'error'
  return {
    caipAddress: account?.caipAddress,
    items: account && entry?.data && !failed ? activityItems(entry.data.items, account.network, account.address) : NONE,
    hasNextPage: !failed && entry?.data?.next !== undefined,
    isLoading: entry?.isFetching ?? false,
    error: failed ? entry.error : undefined,
  }
})

/** Calls `onChange` whenever {@link getActivity} would return something else. */
export const watchActivity = publicAction('watchActivity', function watchActivity(
  client: PorticoClient,
  onChange: (activity: GetActivityReturnType, previous: GetActivityReturnType) => void,
  params: GetActivityParams = {},
): () => void {
  return watchQueryView(
    client,
    () => {
      const account = target(client, params)
      return account ? activityQuery(client, account) : undefined
    },
    () => getActivity(client, params),
    onChange,
  )
})

/** Fetches the first page unless it is fresh (15 s); `force` fetches anyway. Without `services.blockchainApiUrl` does nothing. Never rejects. */
export const fetchActivity = publicAction('fetchActivity', async function fetchActivity(client: PorticoClient, params: GetActivityParams & { force?: boolean } = {}): Promise<void> {
  const account = target(client, params)
  if (account && client.services.has('blockchain')) await client.queries.fetch(activityQuery(client, account), { force: params.force ?? false })
})

/** Fetches the page after the loaded ones and appends it. Does nothing without a next page. Never rejects. */
export const fetchNextActivityPage = publicAction('fetchNextActivityPage', async function fetchNextActivityPage(client: PorticoClient, params: GetActivityParams = {}): Promise<void> {
  const account = target(client, params)
  if (!account || !client.services.has('blockchain')) return
  const query = activityQuery(client, account)
  const loaded = client.queries.get<ActivityPages>(query.key)
  if (loaded?.status !== 'success' || !loaded.data?.next || loaded.isFetching) return
  const { items, next } = loaded.data
  await client.queries.fetch({ ...query, fetch: (signal) => activityPage(client, account, next, items, signal) }, { force: true })
})
