import { describe, expect, it } from 'vitest'
import { connect } from '../connection/actions/connect.js'
import { balanceQuery, getBalance } from './actions/getBalance.js'
import { fetchActivity, getActivity } from './actions/getActivity.js'
import { fetchIdentity, getIdentity } from './actions/getIdentity.js'
import { fetchTokenBalances, getTokenBalances } from './actions/getTokenBalances.js'
import type { ApiTransaction } from './services/blockchainApi.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { createMockAdapter } from '../../testing/createMockAdapter.js'
import { createTestClient } from '../../testing/createTestClient.js'
import { MOCK_SOLANA_TOKEN_MINT } from '../../testing/memoryBlockchainApi.js'
import { createMemoryServices, type MemoryServicesOptions } from '../../testing/memoryServices.js'
import { testSolana } from '../../testing/testNetworks.js'
import { addressKey } from './addressKey.js'

// A Solana account in the Account view's data: base58 addresses are case-sensitive, so keys,
// prices and the activity's direction keep their exact text.
const OWNER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
/** Another account whose address differs from OWNER only in case. */
const LOOKALIKE = '7ecdhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const PEER = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
const CHAIN = testSolana.caipNetworkId
const PST = `${CHAIN}:${MOCK_SOLANA_TOKEN_MINT}`

function transfer(n: number, metadata: Partial<ApiTransaction['metadata']>, direction: 'in' | 'out', amount: string, symbol = 'SOL'): ApiTransaction {
  return {
    id: `sig-${n}`,
    metadata: { operationType: direction === 'in' ? 'receive' : 'send', status: 'confirmed', sentFrom: OWNER, sentTo: PEER, minedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(), chain: CHAIN, hash: `${n}`.repeat(64).slice(0, 88), ...metadata },
    transfers: [{ direction, quantity: { numeric: amount }, value: null, fungible_info: { name: symbol, symbol, icon: null } }],
  }
}

async function connectedSolana(blockchain: MemoryServicesOptions['blockchain'] = {}, address = OWNER) {
  const services = createMemoryServices({ blockchain })
  const solana = createMockAdapter({ namespace: 'solana', wallets: [{ id: 'sol', name: 'Sol Wallet', address, chainId: testSolana.id, balance: '2.5' }] })
  const test = createTestClient({ networks: [{ ...testSolana, testnet: false }], adapters: [solana], platform: { fetch: services.fetch } })
  await test.client.ready
  await connect(test.client, { connectorId: 'sol' })
  await expect.poll(() => getBalance(test.client).balance).toBeDefined()
  const calls = (suffix: string) => services.requests.filter((request) => request.path.endsWith(suffix))
  return { ...test, solana, services, calls }
}

describe('addressKey', () => {
  it('lowercases EVM addresses and eip155 CAIP-10 ids, and keeps base58 exact', () => {
    expect(addressKey('0xAbCdEf0000000000000000000000000000000001')).toBe('0xabcdef0000000000000000000000000000000001')
    expect(addressKey('eip155:1:0xAbC')).toBe('eip155:1:0xabc')
    expect(addressKey(OWNER)).toBe(OWNER)
    expect(addressKey(`${CHAIN}:${OWNER}`)).toBe(`${CHAIN}:${OWNER}`)
    expect(addressKey(OWNER)).not.toBe(addressKey(LOOKALIKE))
  })
})

describe('a Solana account', () => {
  it('reads its balances by its exact base58 address on its solana network, and keeps only that network\'s rows', async () => {
    const { client, calls, platform } = await connectedSolana({
      balances: {
        [OWNER]: [
          { name: 'Solana', symbol: 'SOL', chainId: CHAIN, quantity: { decimals: '9', numeric: '2.5' }, price: 150, value: 375 },
          { name: 'Portico Solana Token', symbol: 'PST', chainId: CHAIN, address: PST, quantity: { decimals: '6', numeric: '1000' } },
          // A hostile answer: another chain's row, and a token of zero decimals.
          { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', quantity: { decimals: '18', numeric: '9' }, price: 3000 },
          { name: 'Spam', symbol: 'SPAM', chainId: CHAIN, address: `${CHAIN}:${PEER}`, quantity: { decimals: '0', numeric: '100' } },
        ],
      },
    })
    await fetchTokenBalances(client)
    const [request] = calls('/balance')
    expect(request?.path).toBe(`/v1/account/${OWNER}/balance`)
    expect(request?.query).toMatchObject({ chainId: CHAIN, currency: 'usd' })
    const { balances, caipAddress, error } = getTokenBalances(client)
    expect(error).toBeUndefined()
    expect(caipAddress).toBe(`${CHAIN}:${OWNER}`)
    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric, balance.address])).toEqual([
      ['SOL', '2.5', undefined],
      ['PST', '1000', PST],
    ])
    expect(platform.storage.getItem(STORAGE_KEYS.PORTFOLIO_CACHE)).toContain(MOCK_SOLANA_TOKEN_MINT)
  })

  it('prices an unpriced SPL token by its exact CAIP-10 mint, never a lowercased one', async () => {
    const { client, calls } = await connectedSolana({ prices: { [PST]: 2 } })
    await fetchTokenBalances(client)
    const body = JSON.parse(calls('/v1/fungible/price')[0]?.body ?? '{}') as { addresses?: string[] }
    expect(body.addresses).toEqual([PST])
    const pst = getTokenBalances(client).balances.find((balance) => balance.symbol === 'PST')
    expect(pst).toMatchObject({ price: 2, value: 2000 })
  })

  it('a price answer naming the mint in another case does not price it', async () => {
    const lowered = PST.toLowerCase()
    const { client } = await connectedSolana({ prices: { [lowered]: 99 } })
    await fetchTokenBalances(client)
    expect(getTokenBalances(client).balances.find((balance) => balance.symbol === 'PST')).toMatchObject({ price: undefined, value: undefined })
  })

  it('the native row and the header agree after the chain is read again (the balance sync reaction on solana)', async () => {
    const { client, solana, platform } = await connectedSolana({
      balances: { [OWNER]: [{ name: 'Solana', symbol: 'SOL', chainId: CHAIN, quantity: { decimals: '9', numeric: '2.5' }, price: 150, value: 375 }] },
    })
    await fetchTokenBalances(client)
    solana.setWallets([{ id: 'sol', name: 'Sol Wallet', address: OWNER, chainId: testSolana.id, balance: '1.25' }])
    await platform.clock.advanceAsync(1_000)
    await client.queries.fetch(balanceQuery(client, 'solana')!, { force: true })
    await expect.poll(() => getTokenBalances(client).balances[0]).toMatchObject({ symbol: 'SOL', quantity: { numeric: '1.25' }, value: 187.5 })
    expect(getBalance(client)).toMatchObject({ balance: '1.25', symbol: 'SOL' })
  })

  it('activity: direction and counterparty by the exact address; a look-alike sender in another case is the other party; other chains hidden', async () => {
    const history = [
      transfer(3, { sentFrom: LOOKALIKE, sentTo: OWNER }, 'in', '0.5'),
      transfer(2, { sentFrom: PEER, sentTo: OWNER }, 'in', '12.5', 'PST'),
      transfer(1, {}, 'out', '0.25'),
      transfer(0, { chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }, 'out', '7'),
    ]
    const { client, calls } = await connectedSolana({ history: { [OWNER]: history } })
    await fetchActivity(client)
    expect(calls('/history')[0]?.path).toBe(`/v1/account/${OWNER}/history`)
    expect(calls('/history')[0]?.query).toMatchObject({ chainId: CHAIN })
    const { items } = getActivity(client)
    expect(items.map((item) => [item.id, item.counterparty, item.transfers[0]?.direction, item.transfers[0]?.amount, item.transfers[0]?.symbol])).toEqual([
      ['sig-3', LOOKALIKE, 'in', '0.5', 'SOL'],
      ['sig-2', PEER, 'in', '12.5', 'PST'],
      ['sig-1', PEER, 'out', '0.25', 'SOL'],
    ])
  })

  it('identity and names are asked for EVM accounts only: a Solana account makes no such request', async () => {
    const { client, calls } = await connectedSolana({ identities: { [OWNER]: { name: 'owner.sol', avatar: null } } })
    await fetchIdentity(client)
    expect(getIdentity(client)).toMatchObject({ address: undefined, name: undefined })
    expect(calls('').filter((request) => request.path.includes('/v1/identity/') || request.path.includes('/v1/profile/'))).toEqual([])
  })
})
