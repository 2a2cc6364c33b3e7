import { describe, expect, it } from 'vitest'
import { connect } from '../../modules/connection/actions/connect.js'
import { getBalance } from '../../modules/account-data/actions/getBalance.js'
import { fetchActivity } from '../../modules/account-data/actions/getActivity.js'
import { fetchAccountName, fetchIdentity } from '../../modules/account-data/actions/getIdentity.js'
import { fetchNameSuggestions } from '../../modules/account-data/actions/getNameSuggestions.js'
import { fetchTokenBalances } from '../../modules/account-data/actions/getTokenBalances.js'
import type { PorticoClient } from '../client/porticoClient.js'
import { ALPHA_WALLET, createTestClient } from '../../testing/createTestClient.js'
import { createMemoryServices } from '../../testing/memoryServices.js'

/**
 * The cache lifetimes of SPEC.md section 9, as a site sees them: a read within the lifetime asks
 * the server nothing, the first read once it has passed asks again. (Native balance: getBalance.test.ts;
 * token prices: tokenPrices.test.ts.)
 */
const READS: readonly { what: string; lifetimeMs: number; path: RegExp; read: (client: PorticoClient) => Promise<void> }[] = [
  { what: 'the token balances (portfolio)', lifetimeMs: 30_000, path: /^\/v1\/account\/[^/]+\/balance$/, read: (client) => fetchTokenBalances(client) },
  { what: 'the identity', lifetimeMs: 300_000, path: /^\/v1\/identity\//, read: (client) => fetchIdentity(client) },
  { what: 'the registered names (ENS)', lifetimeMs: 300_000, path: /^\/v1\/profile\/reverse\//, read: (client) => fetchAccountName(client) },
  { what: 'the name suggestions (ENS)', lifetimeMs: 300_000, path: /^\/v1\/profile\/suggestions\//, read: (client) => fetchNameSuggestions(client, { name: 'alice' }) },
  { what: 'the activity (transactions)', lifetimeMs: 15_000, path: /^\/v1\/account\/[^/]+\/history$/, read: (client) => fetchActivity(client) },
]

describe('cache lifetimes (SPEC.md section 9)', () => {
  it.each(READS)('trusts $what for $lifetimeMs ms, then asks again', async ({ lifetimeMs, path, read }) => {
    const services = createMemoryServices()
    const { client, platform } = createTestClient({ platform: { fetch: services.fetch } })
    await client.ready
    await connect(client, { connectorId: ALPHA_WALLET.id })
    await expect.poll(() => getBalance(client).balance).toBeDefined()
    const asked = () => services.requests.filter((request) => path.test(request.path)).length

    await read(client)
    expect(asked()).toBe(1)
    await platform.clock.advanceAsync(lifetimeMs - 1)
    await read(client)
    expect(asked()).toBe(1)
    await platform.clock.advanceAsync(1)
    await read(client)
    expect(asked()).toBe(2)
  })
})
