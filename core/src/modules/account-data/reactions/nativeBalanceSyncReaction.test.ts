import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { getBalance, refreshBalance } from '../actions/getBalance.js'
import { fetchTokenBalances, getTokenBalances } from '../actions/getTokenBalances.js'
import type { ApiTokenBalance } from '../services/blockchainApi.js'
import { ALPHA_WALLET, createTestClient } from '../../../testing/createTestClient.js'
import { createMemoryServices } from '../../../testing/memoryServices.js'
import { normalizeDecimal } from './nativeBalanceSyncReaction.js'
import { testEvmMainnet, testEvmSecond } from '../../../testing/testNetworks.js'

/** The test networks as mainnets, so prices count (on a testnet every fiat figure is 0, SPEC.md section 9). */
const PRICED_NETWORKS = [{ ...testEvmMainnet, testnet: false }, testEvmSecond]

const CHAIN = 'eip155:31337'
const address = ALPHA_WALLET.address.toLowerCase()

function listed(ether: string): ApiTokenBalance[] {
  return [
    { name: 'Ether', symbol: 'ETH', chainId: CHAIN, quantity: { decimals: '18', numeric: ether }, value: Number(ether) * 3000, price: 3000 },
    { name: 'Portico Test Token', symbol: 'PTT', chainId: CHAIN, address: `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`, quantity: { decimals: '18', numeric: '10000' }, value: 5000, price: 0.5 },
  ]
}

/** Alpha's chain read says 10000.0 ETH; the blockchain-data API lists `ether`. */
async function connectedWith(ether: string) {
  const services = createMemoryServices({ blockchain: { balances: { [address]: listed(ether) } } })
  const test = createTestClient({ networks: PRICED_NETWORKS, platform: { fetch: services.fetch } })
  await test.client.ready
  return { ...test, services }
}

const nativeRow = (client: Parameters<typeof getTokenBalances>[0]) => getTokenBalances(client).balances.find((row) => row.address === undefined)

describe('the header balance and the Tokens tab agree', () => {
  it('a token list read after the chain read replaces the header balance (the older figure)', async () => {
    const { client, platform } = await connectedWith('9999.998123')
    await connect(client, { connectorId: ALPHA_WALLET.id })
    await expect.poll(() => getBalance(client).balance).toBe('10000.0')
    await platform.clock.advanceAsync(1_000)
    await fetchTokenBalances(client)
    expect(nativeRow(client)?.quantity.numeric).toBe('9999.998123')
    expect(getBalance(client)).toMatchObject({ balance: '9999.998123', symbol: 'ETH' })
  })

  it("a chain read after the token list replaces the list's native row and revalues it at its price", async () => {
    const { client, platform, adapter } = await connectedWith('1.5')
    adapter.script(ALPHA_WALLET.id, { getBalance: 'hang' })
    await connect(client, { connectorId: ALPHA_WALLET.id })
    await expect.poll(() => adapter.calls.some((call) => call.method === 'getBalance')).toBe(true)
    await fetchTokenBalances(client)
    // The list is all there is so far: the header shows its figure at once.
    expect(getBalance(client).balance).toBe('1.5')
    await platform.clock.advanceAsync(1_000)
    adapter.releaseHung()
    await expect.poll(() => nativeRow(client)?.quantity.numeric).toBe('10000.0')
    expect(nativeRow(client)?.value).toBe(30_000_000)
    expect(getBalance(client).balance).toBe('10000.0')
    expect(getTokenBalances(client).totalValue).toBe(30_005_000)
  })

  it('copying dates the copy like its source: the header balance is not trusted longer than the list it came from', async () => {
    const { client, platform, adapter } = await connectedWith('2')
    await connect(client, { connectorId: ALPHA_WALLET.id })
    await expect.poll(() => getBalance(client).balance).toBe('10000.0')
    await platform.clock.advanceAsync(1_000)
    await fetchTokenBalances(client)
    expect(getBalance(client).balance).toBe('2')
    const reads = () => adapter.calls.filter((call) => call.method === 'getBalance').length
    const before = reads()
    await platform.clock.advanceAsync(30_000)
    await refreshBalance(client)
    expect(reads()).toBe(before + 1)
  })

  it('after a send, refreshBalance reads the token list again too (when it was loaded)', async () => {
    const { client, services } = await connectedWith('5')
    await connect(client, { connectorId: ALPHA_WALLET.id })
    const listReads = () => services.requests.filter((request) => request.path.endsWith('/balance')).length
    await refreshBalance(client)
    expect(listReads()).toBe(0)
    await fetchTokenBalances(client)
    await refreshBalance(client)
    expect(listReads()).toBe(2)
    expect(normalizeDecimal(getBalance(client).balance ?? '')).toBe(normalizeDecimal(nativeRow(client)?.quantity.numeric ?? ''))
  })

  it('equal figures in other spellings are left alone', async () => {
    const { client, platform } = await connectedWith('10000')
    await connect(client, { connectorId: ALPHA_WALLET.id })
    await expect.poll(() => getBalance(client).balance).toBe('10000.0')
    await platform.clock.advanceAsync(1_000)
    await fetchTokenBalances(client)
    expect(getBalance(client).balance).toBe('10000.0')
    expect(nativeRow(client)?.quantity.numeric).toBe('10000')
  })
})

describe('normalizeDecimal', () => {
  it('drops padding zeros only', () => {
    expect(normalizeDecimal('010000.500')).toBe('10000.5')
    expect(normalizeDecimal('10000.0')).toBe('10000')
    expect(normalizeDecimal('0.000')).toBe('0')
    expect(normalizeDecimal('1e3')).toBeUndefined()
    expect(normalizeDecimal('-1')).toBeUndefined()
  })

  it('two decimals name the same number exactly when their normal forms are equal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat(6), fc.nat(4), fc.nat(3), (units, scale, padLeft, padRight) => {
        const digits = units.toString().padStart(scale + 1, '0')
        const plain = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
        const padded = `${'0'.repeat(padLeft)}${plain}${scale === 0 && padRight > 0 ? '.' : ''}${'0'.repeat(padRight)}`
        expect(normalizeDecimal(padded)).toBe(normalizeDecimal(plain))
      }),
    )
  })
})

describe('the memory API and the mock chain', () => {
  it('list the same ether for the default mock wallets (so tests see one figure, as on a real chain)', async () => {
    const { MOCK_WALLET_ETHER } = await import('../../../testing/memoryBlockchainApi.js')
    const { DEFAULT_MOCK_WALLETS } = await import('../../../testing/createTestClient.js')
    expect(Object.fromEntries(DEFAULT_MOCK_WALLETS.map((wallet) => [wallet.address.toLowerCase(), wallet.balance]))).toEqual(MOCK_WALLET_ETHER)
  })
})
