import { accountTarget, activityQuery, tokenBalancesQuery } from '../accountQueries.js'
import { activeNamespace } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { fetchActivity, fetchNextActivityPage } from '../actions/getActivity.js'
import { fetchTokenBalances } from '../actions/getTokenBalances.js'
import { registerAccountName } from '../actions/registerAccountName.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { PorticoError } from '../../../kernel/errors/PorticoError.js'
import type { QueryDefinition } from '../../../kernel/query/createQueryCache.js'

/** Runs `work`; when it leaves the query with a new failure and the modal is open, shows that failure as an error toast. */
async function toastNewFailure(client: PorticoClient, query: Pick<QueryDefinition<unknown>, 'key'> | undefined, work: () => Promise<void>): Promise<void> {
  const before = query ? client.queries.get(query.key)?.error : undefined
  await work()
  const entry = query ? client.queries.get(query.key) : undefined
  if (entry?.status !== 'error' || entry.error === before || !(entry.error instanceof PorticoError)) return
  if (!client.controllers.modal.getSnapshot().open) return
  client.controllers.snackbar.show(entry.error.shortMessage, 'error', entry.error.code)
}

/**
 * The Tokens tab opens: fetches the token balances (unless fresh or blocked) and, on a new failure,
 * shows 'Token Balance Unavailable'. While the 30 s retry block holds, nothing is fetched and no
 * toast repeats.
 */
export const loadTokenBalancesFlow = publicAction('loadTokenBalancesFlow', async function loadTokenBalancesFlow(client: PorticoClient, params: { force?: boolean } = {}): Promise<void> {
  const account = accountTarget(client, activeNamespace(client))
  await toastNewFailure(client, account ? tokenBalancesQuery(client, account) : undefined, () => fetchTokenBalances(client, params))
})

/** The Activity tab opens (or asks for more): fetches a page and, on a new failure, shows 'Failed to fetch transactions'. */
export const loadActivityFlow = publicAction('loadActivityFlow', async function loadActivityFlow(client: PorticoClient, params: { nextPage?: boolean; force?: boolean } = {}): Promise<void> {
  const account = accountTarget(client, activeNamespace(client))
  await toastNewFailure(client, account ? activityQuery(client, account) : undefined, () =>
    params.nextPage ? fetchNextActivityPage(client) : fetchActivity(client, { force: params.force ?? false }),
  )
})

/**
 * The visitor registers a name (SPEC.md section 4): sign, register, set the profile name, update
 * the cache, then RegisterAccountNameSuccess; on failure back to RegisterAccountName with the
 * error as a toast. Resolves with the name, or undefined after a failure (never rejects).
 */
export const registerAccountNameFlow = publicAction('registerAccountNameFlow', async function registerAccountNameFlow(client: PorticoClient, params: { name: string }): Promise<string | undefined> {
  const { router, snackbar, modal } = client.controllers
  try {
    const { name } = await registerAccountName(client, { name: params.name })
    router.dispatch({ type: 'replace', route: { view: 'RegisterAccountNameSuccess', name } })
    return name
  } catch (error) {
    router.dispatch({ type: 'replace', route: { view: 'RegisterAccountName' } })
    if (modal.getSnapshot().open) {
      snackbar.show(error instanceof PorticoError ? error.shortMessage : 'Something went wrong', 'error', error instanceof PorticoError ? error.code : undefined)
    }
    return undefined
  }
})
