// Issue 26: one unusable entry in a blockchain-data answer no longer makes the Tokens or Activity
// tab unavailable. The memory API serves hostile entries beside good ones (cast: its options are
// typed for good answers); the list keeps the good ones, cuts long names, and one warning says how
// many were left out.
import { describe, expect, it } from 'vitest'
import { connect } from '../connection/actions/connect.js'
import { getBalance } from './actions/getBalance.js'
import { fetchActivity, fetchNextActivityPage, getActivity } from './actions/getActivity.js'
import { fetchTokenBalances, getTokenBalances } from './actions/getTokenBalances.js'
import type { ApiTokenBalance, ApiTransaction } from './services/blockchainApi.js'
import { ENTRY_TEXT_LIMITS } from './services/untrustedEntries.js'
import { ALPHA_WALLET, createTestClient } from '../../testing/createTestClient.js'
import { createMemoryServices, type MemoryServicesOptions } from '../../testing/memoryServices.js'

const address = ALPHA_WALLET.address.toLowerCase()
const chainId = 'eip155:31337'
const PEER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected(blockchain: MemoryServicesOptions['blockchain']) {
  const services = createMemoryServices({ blockchain })
  const test = createTestClient({ platform: { fetch: services.fetch }, logLevel: 'warn' })
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA_WALLET.id })
  await expect.poll(() => getBalance(test.client).balance).toBeDefined()
  const warnings = () => test.client.logger.getLogs().filter((entry) => entry.level === 'warn' && entry.message.includes('blockchain-data'))
  return { ...test, warnings }
}

function transaction(n: number): ApiTransaction {
  return {
    id: `tx-${n}`,
    metadata: { operationType: 'send', status: 'confirmed', sentFrom: ALPHA_WALLET.address, sentTo: PEER, minedAt: '2026-01-02T15:04:00.000Z', chain: chainId, hash: `0x${n.toString(16).padStart(64, '0')}` },
    transfers: [{ direction: 'out', quantity: { numeric: '1.25' }, fungible_info: { name: 'Ether', symbol: 'ETH' } }],
  }
}

describe('hostile entries in the blockchain-data answers', () => {
  it('the Tokens tab keeps the usable balances, cuts a long name and symbol, and warns once how many it dropped', async () => {
    const balances = [
      { name: 'Ether', symbol: 'ETH', chainId, quantity: { decimals: '18', numeric: '2' } },
      { name: 'N'.repeat(5000), symbol: 'S'.repeat(500), chainId, address: `${chainId}:0x${'1'.repeat(40)}`, quantity: { decimals: '18', numeric: '5' }, price: 'cheap' },
      { name: 'Overlong address', symbol: 'BAD', chainId, address: `${chainId}:0x${'2'.repeat(400)}`, quantity: { decimals: '18', numeric: '1' } },
      { name: 'No amount', symbol: 'BAD', chainId, quantity: { decimals: '18' } },
      { chainId },
      null,
      'a balance',
    ] as unknown as ApiTokenBalance[]
    const { client, warnings } = await connected({ balances: { [address]: balances } })
    await fetchTokenBalances(client)
    const result = getTokenBalances(client)
    expect(result.error).toBeUndefined()
    expect(result.balances.map((balance) => balance.quantity.numeric)).toEqual(['2', '5'])
    const long = result.balances[1]
    expect(Array.from(long?.name ?? '')).toHaveLength(ENTRY_TEXT_LIMITS.name)
    expect(long?.name.endsWith('N…')).toBe(true)
    expect(long?.symbol).toBe(`${'S'.repeat(ENTRY_TEXT_LIMITS.symbol - 1)}…`)
    expect(warnings().map((entry) => entry.message)).toEqual(['The blockchain-data API sent 5 unusable token balance entries; they were left out'])
  })

  it('the Activity tab keeps the usable transactions and warns once per page', async () => {
    const broken = [
      { ...transaction(1), id: 'x'.repeat(300) },
      { ...transaction(2), metadata: { ...transaction(2).metadata, sentFrom: 42 } },
      'not a transaction',
    ]
    const longSymbol = { ...transaction(3), transfers: [{ direction: 'out', quantity: { numeric: '7' }, fungible_info: { name: 'Long', symbol: 'L'.repeat(1000) } }] }
    const history = [transaction(0), ...broken, longSymbol, transaction(4)] as unknown as ApiTransaction[]
    const { client, warnings } = await connected({ history: { [address]: history } })
    await fetchActivity(client)
    const activity = getActivity(client)
    expect(activity.error).toBeUndefined()
    expect(activity.items.map((item) => item.id)).toEqual(['tx-0', 'tx-3', 'tx-4'])
    expect(activity.items[1]?.transfers[0]?.symbol).toBe(`${'L'.repeat(ENTRY_TEXT_LIMITS.symbol - 1)}…`)
    expect(warnings().map((entry) => entry.message)).toEqual(['The blockchain-data API sent 3 unusable activity entries; they were left out'])
  })

  it('says nothing when every entry is usable', async () => {
    const { client, warnings } = await connected({ history: { [address]: [transaction(0)] } })
    await Promise.all([fetchActivity(client), fetchTokenBalances(client)])
    expect(getActivity(client).items).toHaveLength(1)
    expect(warnings()).toEqual([])
  })

  it("flags a look-alike of an address the account sent to once that send's page is loaded, and a zero-value transfer at once", async () => {
    const poisoner = `0x${PEER.slice(2, 5)}${'e'.repeat(33)}${PEER.slice(-4)}`
    const bait = { ...transaction(0), id: 'bait', metadata: { ...transaction(0).metadata, operationType: 'receive', sentFrom: poisoner, sentTo: ALPHA_WALLET.address } }
    bait.transfers = [{ direction: 'in', quantity: { numeric: '0' }, fungible_info: { name: 'USD Coin', symbol: 'USDC' } }]
    // Incoming items from the genuine peer never make it known; the account's own send on page 2 does.
    const incoming = { ...transaction(1), metadata: { ...transaction(1).metadata, operationType: 'receive', sentFrom: PEER, sentTo: ALPHA_WALLET.address } }
    incoming.transfers = [{ direction: 'in', quantity: { numeric: '3' }, fungible_info: { name: 'Ether', symbol: 'ETH' } }]
    const { client } = await connected({ history: { [address]: [bait, incoming, transaction(2)] }, pageSize: 2 })
    await fetchActivity(client)
    expect(getActivity(client).items.map((item) => [item.id, item.isZeroValue, item.lookAlikeOf])).toEqual([['bait', true, undefined], ['tx-1', false, undefined]])
    await fetchNextActivityPage(client)
    expect(getActivity(client).items[0]).toMatchObject({ id: 'bait', isZeroValue: true, lookAlikeOf: PEER })
  })
})
