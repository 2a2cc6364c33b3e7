import { describe, expect, it } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { getAccount } from '../../connection/actions/getAccount.js'
import { switchNetwork } from '../../network/actions/switchNetwork.js'
import { getBalance } from './getBalance.js'
import { fetchTokenBalances, getTokenBalances } from './getTokenBalances.js'
import { accountFiatValue, fiatRuleOf, fiatValueOn, formatFiat } from '../../../kernel/format/formatFiat.js'
import { getNetwork } from '../../network/actions/getNetwork.js'
import { ALPHA_WALLET, createTestClient } from '../../../testing/createTestClient.js'
import { createMemoryServices } from '../../../testing/memoryServices.js'
import { testEvmMainnet, testEvmSecond } from '../../../testing/testNetworks.js'
import type { Network } from '../../../kernel/types/network.js'

const PTT = 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3'

/** Connected on 31337 (a testnet unless `mainnet`), with the token priced by the price service. */
async function connected(options: { mainnet?: boolean } = {}) {
  const services = createMemoryServices({ blockchain: { prices: { [PTT]: 0.5 } } })
  const first: Network = { ...testEvmMainnet, testnet: !options.mainnet }
  const test = createTestClient({ networks: [first, testEvmSecond], allowUnsupportedChain: true, platform: { fetch: services.fetch } })
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA_WALLET.id })
  await expect.poll(() => getBalance(test.client).balance).toBeDefined()
  await fetchTokenBalances(test.client)
  return test
}

/** Every fiat figure the account shows: the header's worth, the Tokens total, each row's value. */
function figures(client: ReturnType<typeof createTestClient>['client']) {
  const { balances, totalValue } = getTokenBalances(client)
  const format = (value: number | undefined) => (value === undefined ? undefined : formatFiat(value))
  return {
    worth: format(accountFiatValue(totalValue, getNetwork(client).caipNetwork)),
    total: format(totalValue),
    rows: balances.map((balance) => format(balance.value)),
  }
}

describe('one fiat rule for every figure (SPEC.md section 9: 0.00 for testnets)', () => {
  it('on a mainnet, the priced values, and the header agrees with the Tokens total', async () => {
    const { client } = await connected({ mainnet: true })
    const { worth, total, rows } = figures(client)
    expect(total).toBe('$5,000.00')
    expect(worth).toBe(total)
    expect(rows).toContain('$5,000.00')
  })

  it('on a testnet, every figure is $0.00 whatever the price service says: header, total and each row', async () => {
    const { client } = await connected()
    const { balances } = getTokenBalances(client)
    expect(balances.length).toBeGreaterThan(0)
    expect(balances.every((balance) => balance.value === 0 && balance.price === 0)).toBe(true)
    const { worth, total, rows } = figures(client)
    expect({ worth, total }).toEqual({ worth: '$0.00', total: '$0.00' })
    expect(new Set(rows)).toEqual(new Set(['$0.00']))
  })

  it('on a network the site does not list, no figure at all (nothing is read there)', async () => {
    const { client, adapter } = await connected({ mainnet: true })
    adapter.emit({ type: 'chainChanged', connectorId: ALPHA_WALLET.id, namespace: 'eip155', chainId: 1 })
    expect(getAccount(client).isUnsupportedNetwork).toBe(true)
    expect(figures(client)).toEqual({ worth: undefined, total: undefined, rows: [] })
    // Back on a listed network, the figures return.
    await switchNetwork(client, { caipNetworkId: testEvmMainnet.caipNetworkId })
    await fetchTokenBalances(client)
    expect(figures(client).total).toBe('$5,000.00')
  })

  it('the rule itself: none on the unsupported pseudo network, zero on a testnet, the value elsewhere', () => {
    const unknown: Network = { ...testEvmMainnet, id: 1, caipNetworkId: 'eip155:1', name: 'Unknown Network', rpcUrls: { default: { http: [] } } }
    expect(fiatRuleOf(unknown)).toBe('none')
    expect(fiatRuleOf({ ...testEvmMainnet, testnet: true })).toBe('zero')
    expect(fiatRuleOf({ ...testEvmMainnet, testnet: false })).toBe('priced')
    expect(fiatValueOn(12, unknown)).toBeUndefined()
    expect(fiatValueOn(undefined, { ...testEvmMainnet, testnet: true })).toBe(0)
    expect(fiatValueOn(undefined, { ...testEvmMainnet, testnet: false })).toBeUndefined()
  })
})
