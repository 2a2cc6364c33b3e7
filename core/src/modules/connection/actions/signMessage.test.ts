import { describe, expect, it } from 'vitest'
import { UNSUPPORTED } from '../../../kernel/plugins/chainAdapter.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { connect } from './connect.js'
import { getBalance, refreshBalance } from '../../account-data/actions/getBalance.js'
import { signMessage } from './signMessage.js'

const ALPHA = 'io.portico.alpha'

describe('signMessage', () => {
  it('signs through the chain adapter with the connected account', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    const result = await signMessage(client, { message: 'hello' })
    expect(result.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(result.signature).toMatch(/^0x[0-9a-f]+$/)
    expect(adapter.calls.find((call) => call.method === 'signMessage')).toMatchObject({ walletId: ALPHA, params: { message: 'hello' } })
  })

  it('refuses when nothing is connected', async () => {
    const { client } = createTestClient()
    await client.ready
    await expect(signMessage(client, { message: 'hello' })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('maps a refusal in the wallet to the user-rejected error', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { signMessage: 'reject' })
    await expect(signMessage(client, { message: 'hello' })).rejects.toMatchObject({ code: 4001 })
  })

  it('wraps any other wallet failure in a typed wallet error', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { signMessage: 'fail' })
    await expect(signMessage(client, { message: 'hello' })).rejects.toMatchObject({ category: 'WALLET_ERROR' })
  })

  it('says which capability is missing when the connection cannot sign', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    // Capabilities are asked once, when the connection opens.
    const bindWallet = adapter.chain.bindWallet.bind(adapter.chain)
    adapter.chain.bindWallet = (params) => ({ ...bindWallet(params), signMessage: UNSUPPORTED })
    await connect(client, { connectorId: ALPHA })
    await expect(signMessage(client, { message: 'x' })).rejects.toMatchObject({ code: 'ADAPTER_CAPABILITY_NOT_FOUND' })
    await expect(signMessage(client, { message: 'x' })).rejects.toThrow('signMessage: adapter for eip155 not found')
    expect(adapter.calls.some((call) => call.method === 'signMessage')).toBe(false)
  })
})

describe('refreshBalance', () => {
  it('reads the balance again, past its cache lifetime', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await refreshBalance(client)
    const reads = adapter.calls.filter((call) => call.method === 'getBalance').length
    await refreshBalance(client)
    expect(adapter.calls.filter((call) => call.method === 'getBalance').length).toBe(reads + 1)
    expect(getBalance(client).balance).toBe('10000.0')
  })

  it('does nothing when nothing is connected', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await refreshBalance(client)
    expect(adapter.calls.some((call) => call.method === 'getBalance')).toBe(false)
    expect(getBalance(client)).toMatchObject({ balance: undefined, isLoading: false })
  })
})
