import { describe, expect, it } from 'vitest'
import { connect } from '../connection/actions/connect.js'
import { getBalance } from './actions/getBalance.js'
import { fetchActivity, fetchNextActivityPage, getActivity, watchActivity } from './actions/getActivity.js'
import { fetchAccountName, getAccountName, getIdentity, fetchIdentity } from './actions/getIdentity.js'
import { fetchTokenBalances, getTokenBalances } from './actions/getTokenBalances.js'
import { loadActivityFlow, loadTokenBalancesFlow, registerAccountNameFlow } from './flows/accountDataFlows.js'
import { openModal } from '../modal/flows/openModal.js'
import { currentRoute } from '../../kernel/router/routerReducer.js'
import type { ApiTransaction } from './services/blockchainApi.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { ALPHA_WALLET, createTestClient } from '../../testing/createTestClient.js'
import { createMemoryServices, type MemoryServicesOptions } from '../../testing/memoryServices.js'
import { testEvmMainnet, testEvmSecond } from '../../testing/testNetworks.js'

/** The test networks as mainnets, so prices count (on a testnet every fiat figure is 0, SPEC.md section 9). */
const PRICED_NETWORKS = [{ ...testEvmMainnet, testnet: false }, testEvmSecond]

const ALPHA = ALPHA_WALLET.id
const address = ALPHA_WALLET.address.toLowerCase()

function transaction(n: number, overrides: Partial<ApiTransaction['metadata']> = {}): ApiTransaction {
  return {
    id: `tx-${n}`,
    metadata: {
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ALPHA_WALLET.address,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      minedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      chain: 'eip155:31337',
      hash: `0x${n.toString(16).padStart(64, '0')}`,
      ...overrides,
    },
    transfers: [{ direction: 'out', quantity: { numeric: '1.25' }, fungible_info: { name: 'Ether', symbol: 'ETH' } }],
  }
}

async function connected(blockchain: MemoryServicesOptions['blockchain'] = {}) {
  const services = createMemoryServices({ blockchain })
  const test = createTestClient({ networks: PRICED_NETWORKS, platform: { fetch: services.fetch } })
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA })
  // The chain read of the native balance lands first, so a list fetched next is the newer read.
  await expect.poll(() => getBalance(test.client).balance).toBeDefined()
  const apiCalls = (suffix: string) => services.requests.filter((request) => request.path.endsWith(suffix)).length
  return { ...test, services, apiCalls }
}

describe('token balances', () => {
  it('reads the balances of the active account on its network, with the project id, sdk type and version', async () => {
    const { client, services } = await connected()
    await fetchTokenBalances(client)
    const { balances, caipAddress, error } = getTokenBalances(client)
    expect(error).toBeUndefined()
    expect(caipAddress).toBe(`eip155:31337:${ALPHA_WALLET.address}`)
    expect(balances.map((balance) => `${balance.quantity.numeric} ${balance.symbol}`)).toEqual(['10000.0 ETH', '10000 PTT'])
    const request = services.requests.find((entry) => entry.path.endsWith('/balance'))
    expect(request?.path).toBe(`/v1/account/${ALPHA_WALLET.address}/balance`)
    expect(request?.query).toMatchObject({ chainId: 'eip155:31337', currency: 'usd', projectId: 'portico-test', st: expect.any(String), sv: expect.any(String) })
  })

  it('trusts them for 30 s and persists them under the portfolio cache key', async () => {
    const { client, platform, apiCalls } = await connected()
    await fetchTokenBalances(client)
    await fetchTokenBalances(client)
    expect(apiCalls('/balance')).toBe(1)
    expect(platform.storage.getItem(STORAGE_KEYS.PORTFOLIO_CACHE)).toContain('PTT')
    await platform.clock.advanceAsync(30_000)
    await fetchTokenBalances(client)
    expect(apiCalls('/balance')).toBe(2)
  })

  it("a failure shows 'Token Balance Unavailable' once and blocks retries for 30 s", async () => {
    const { client, platform, services, apiCalls } = await connected({ failing: ['/balance'] })
    openModal(client)
    await loadTokenBalancesFlow(client)
    expect(getTokenBalances(client).error).toMatchObject({ shortMessage: 'Token Balance Unavailable' })
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable', code: 'TOKEN_BALANCE_UNAVAILABLE' })
    services.blockchain.setFailing('/balance', false)
    client.controllers.snackbar.hide()
    await platform.clock.advanceAsync(29_000)
    await loadTokenBalancesFlow(client, { force: true })
    expect(apiCalls('/balance')).toBe(1)
    expect(client.controllers.snackbar.getSnapshot().open).toBe(false)
    await platform.clock.advanceAsync(1_000)
    await loadTokenBalancesFlow(client)
    expect(apiCalls('/balance')).toBe(2)
    expect(getTokenBalances(client)).toMatchObject({ error: undefined, balances: [expect.anything(), expect.anything()] })
  })

  it('drops tokens with zero decimals and hostile answers', async () => {
    const chainId = 'eip155:31337'
    const { client } = await connected({
      balances: {
        [address]: [
          { name: 'Ticket', symbol: 'TIX', chainId, quantity: { decimals: '0', numeric: '3' } },
          { name: 'Ether', symbol: 'ETH', chainId, quantity: { decimals: '18', numeric: '2' }, value: 6000, price: 3000, iconUrl: 'javascript:alert(1)' },
          { name: 'Other chain', symbol: 'OTH', chainId: 'eip155:1', quantity: { decimals: '18', numeric: '1' } },
        ],
      },
    })
    await fetchTokenBalances(client)
    const { balances, totalValue } = getTokenBalances(client)
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH'])
    expect(balances[0]?.iconUrl).toBeUndefined()
    expect(totalValue).toBe(6000)
  })
})

describe('activity', () => {
  it('pages with fetchNextActivityPage and hides other chains', async () => {
    const history = [...Array.from({ length: 25 }, (_, n) => transaction(n)), transaction(99, { chain: 'eip155:1' })]
    const { client, apiCalls } = await connected({ history: { [address]: history }, pageSize: 20 })
    const seen: number[] = []
    const stop = watchActivity(client, (activity) => seen.push(activity.items.length))
    await fetchActivity(client)
    expect(getActivity(client)).toMatchObject({ hasNextPage: true, error: undefined })
    expect(getActivity(client).items).toHaveLength(20)
    await fetchNextActivityPage(client)
    expect(getActivity(client).items).toHaveLength(25)
    expect(getActivity(client).hasNextPage).toBe(false)
    await fetchNextActivityPage(client)
    expect(apiCalls('/history')).toBe(2)
    expect(seen.at(-1)).toBe(25)
    stop()
    const [first] = getActivity(client).items
    expect(first).toMatchObject({ counterparty: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', transfers: [{ direction: 'out', symbol: 'ETH', amount: '1.25', prefix: '' }] })
  })

  it("a failed fetch sets empty, clears the cursor and shows 'Failed to fetch transactions'", async () => {
    const { client, services } = await connected({ history: { [address]: Array.from({ length: 30 }, (_, n) => transaction(n)) } })
    openModal(client)
    await loadActivityFlow(client)
    expect(getActivity(client).items).toHaveLength(20)
    services.blockchain.setFailing('/history', true)
    await loadActivityFlow(client, { nextPage: true })
    expect(getActivity(client)).toMatchObject({ items: [], hasNextPage: false })
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ message: 'Failed to fetch transactions', variant: 'error' })
  })
})

describe('identity and names', () => {
  it('reads the identity and the registered names; registration signs, registers and becomes the profile name', async () => {
    const { client, services, adapter } = await connected({ identities: { [address]: { name: 'alpha.eth', avatar: 'https://example.org/a.png' } } })
    await Promise.all([fetchIdentity(client), fetchAccountName(client)])
    expect(getIdentity(client)).toMatchObject({ name: 'alpha.eth', avatar: 'https://example.org/a.png' })
    expect(getAccountName(client).name).toBe('alpha.eth')
    openModal(client, { view: { view: 'RegisterAccountName' } })
    expect(await registerAccountNameFlow(client, { name: 'alpha-4' })).toBe('alpha-4')
    expect(currentRoute(client.controllers.router.getSnapshot())).toEqual({ view: 'RegisterAccountNameSuccess', name: 'alpha-4' })
    expect(getAccountName(client).name).toBe('alpha-4')
    expect(services.blockchain.names.get(address)).toEqual(['alpha-4'])
    expect(adapter.calls.some((call) => call.method === 'signMessage')).toBe(true)
    const body = JSON.parse(services.requests.find((request) => request.method === 'POST' && request.path.endsWith('/v1/profile/account'))?.body ?? '{}') as Record<string, string>
    expect(body).toMatchObject({ coin_type: String((0x80000000 | 31337) >>> 0), address: ALPHA_WALLET.address })
    expect(JSON.parse(body.message ?? '')).toMatchObject({ name: 'alpha-4' })
  })

  it('a refused registration goes back to RegisterAccountName with the spec message', async () => {
    const { client } = await connected({ failing: ['/v1/profile/account'] })
    openModal(client, { view: { view: 'RegisterAccountName' } })
    expect(await registerAccountNameFlow(client, { name: 'alpha-4' })).toBeUndefined()
    expect(currentRoute(client.controllers.router.getSnapshot())).toEqual({ view: 'RegisterAccountName' })
    expect(client.controllers.snackbar.getSnapshot().message).toBe('Error registering name alpha-4')
  })

  it('refuses names that break the rule before asking the wallet', async () => {
    const { client, adapter } = await connected()
    openModal(client, { view: { view: 'RegisterAccountName' } })
    for (const name of ['abc', 'ab cd', 'naïve', 'a_b_c', '']) {
      expect(await registerAccountNameFlow(client, { name })).toBeUndefined()
    }
    expect(adapter.calls.some((call) => call.method === 'signMessage')).toBe(false)
  })
})
