import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { connect } from '../connection/actions/connect.js'
import { getBalance } from './actions/getBalance.js'
import { fetchTokenBalances, getTokenBalances, watchTokenBalances } from './actions/getTokenBalances.js'
import { accountFiatValue } from '../../kernel/format/formatFiat.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { ALPHA_WALLET, createTestClient } from '../../testing/createTestClient.js'
import { createMemoryServices, type MemoryServicesOptions } from '../../testing/memoryServices.js'
import { testEvmMainnet, testEvmSecond } from '../../testing/testNetworks.js'
import type { TokenBalance } from './tokenBalances.js'
import { unpricedTokenAddresses, withPrices } from './tokenPrices.js'

/** The test networks as mainnets, so prices count (on a testnet every fiat figure is 0, SPEC.md section 9). */
const PRICED_NETWORKS = [{ ...testEvmMainnet, testnet: false }, testEvmSecond]

const PTT = 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3'

async function connected(blockchain: MemoryServicesOptions['blockchain'] = {}) {
  const services = createMemoryServices({ blockchain })
  const test = createTestClient({ networks: PRICED_NETWORKS, platform: { fetch: services.fetch } })
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA_WALLET.id })
  await expect.poll(() => getBalance(test.client).balance).toBeDefined()
  const priceCalls = () => services.requests.filter((request) => request.path.endsWith('/v1/fungible/price'))
  return { ...test, services, priceCalls }
}

const row = (overrides: Partial<TokenBalance>): TokenBalance => ({
  name: 'T',
  symbol: 'T',
  chainId: 'eip155:1',
  address: undefined,
  value: undefined,
  price: undefined,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: undefined,
  ...overrides,
})

describe('token prices', () => {
  it("prices the tokens the balance answer left unpriced (POST /v1/fungible/price with the project id), and the total counts them", async () => {
    const { client, priceCalls } = await connected({ prices: { [PTT]: 0.5 } })
    const seen: (number | undefined)[] = []
    const stop = watchTokenBalances(client, (next) => seen.push(next.balances.find((balance) => balance.symbol === 'PTT')?.value))
    await fetchTokenBalances(client)
    stop()
    // A watcher hears the list first, unpriced, then the price arrive.
    expect(seen.at(-1)).toBe(5000)
    expect(seen).toContain(undefined)
    const ptt = getTokenBalances(client).balances.find((balance) => balance.symbol === 'PTT')
    expect(ptt).toMatchObject({ price: 0.5, value: 5000 })
    expect(getTokenBalances(client).totalValue).toBe(5000)
    expect(priceCalls()).toHaveLength(1)
    expect(JSON.parse(priceCalls()[0]?.body ?? '{}')).toMatchObject({ currency: 'usd', addresses: [PTT], projectId: 'portico-test' })
  })

  it('trusts a price for 15 s and persists it under the token-price cache key', async () => {
    const { client, platform, priceCalls } = await connected({ prices: { [PTT]: 0.5 } })
    await fetchTokenBalances(client)
    await platform.clock.advanceAsync(14_000)
    await fetchTokenBalances(client, { force: true })
    expect(priceCalls()).toHaveLength(1)
    expect(platform.storage.getItem(STORAGE_KEYS.TOKEN_PRICE_CACHE)).toContain('0.5')
    await platform.clock.advanceAsync(1_000)
    await fetchTokenBalances(client)
    expect(priceCalls()).toHaveLength(2)
  })

  it('an unknown price leaves the value unknown (never 0)', async () => {
    const { client } = await connected()
    await fetchTokenBalances(client)
    expect(getTokenBalances(client).balances.find((balance) => balance.symbol === 'PTT')?.value).toBeUndefined()
    expect(getTokenBalances(client).totalValue).toBeUndefined()
  })

  it('a failing price API keeps the balances and their error-free state', async () => {
    const { client, priceCalls } = await connected({ prices: { [PTT]: 0.5 }, failing: ['/v1/fungible/price'] })
    await fetchTokenBalances(client)
    expect(priceCalls()).toHaveLength(1)
    expect(getTokenBalances(client)).toMatchObject({ error: undefined, totalValue: undefined })
    expect(getTokenBalances(client).balances.map((balance) => balance.symbol)).toEqual(['ETH', 'PTT'])
  })

  it('the header value on a testnet is 0.00 whatever the prices say (SPEC.md section 9)', () => {
    expect(accountFiatValue(5000, { ...testEvmMainnet, testnet: true })).toBe(0)
    expect(accountFiatValue(5000, { ...testEvmMainnet, testnet: false })).toBe(5000)
  })
})

describe('withPrices and unpricedTokenAddresses', () => {
  it('never replaces a price the balance answer gave, and ignores prices of tokens not listed', () => {
    const listed = [row({ address: 'eip155:1:0xAA', price: 2, value: 4 }), row({ address: 'eip155:1:0xbb' }), row({})]
    const priced = withPrices(listed, { 'eip155:1:0xaa': 100, 'eip155:1:0xbb': 3, 'eip155:1:0xcc': 9 })
    expect(priced.map((balance) => balance.value)).toEqual([4, 6, undefined])
    expect(unpricedTokenAddresses(listed)).toEqual(['eip155:1:0xbb'])
  })

  it('a hostile price table cannot reach prototype keys', () => {
    const listed = [row({ address: '__proto__' }), row({ address: 'constructor' })]
    expect(withPrices(listed, {}).map((balance) => balance.value)).toEqual([undefined, undefined])
  })

  it('asks each unpriced address once, sorted, whatever the order and case of the list (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1, maxLength: 6 }), { maxLength: 30 }), (ids) => {
        const listed = ids.map((id, at) => row({ address: `eip155:1:0x${at % 2 ? id.toUpperCase() : id}` }))
        const asked = unpricedTokenAddresses(listed)
        expect(asked).toEqual([...new Set(ids.map((id) => `eip155:1:0x${id.toLowerCase()}`))].sort())
      }),
    )
  })
})
