import { describe, expect, it } from 'vitest'
import { createTestClient } from '../testing/createTestClient.js'
import { connect } from './connect.js'
import { refreshBalance } from './refreshBalance.js'
import { signMessage } from './signMessage.js'

const ALPHA = 'io.portico.alpha'

describe('signMessage', () => {
  it('signs through the adapter with the connected account', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    const result = await signMessage(client, { message: 'hello' })
    expect(result.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(result.signature).toMatch(/^0x[0-9a-f]+$/)
    expect(adapter.calls.find((call) => call.method === 'signMessage')).toMatchObject({ params: { message: 'hello' } })
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

  it('says which capability is missing when the adapter cannot sign', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    delete (adapter as { signMessage?: unknown }).signMessage
    await expect(signMessage(client, { message: 'x' })).rejects.toThrow('signMessage: adapter for eip155 not found')
  })
})

describe('refreshBalance', () => {
  it('reads the balance again', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    await refreshBalance(client)
    const reads = adapter.calls.filter((call) => call.method === 'getBalance').length
    await refreshBalance(client)
    expect(adapter.calls.filter((call) => call.method === 'getBalance').length).toBe(reads + 1)
    expect(client.controllers.accounts.getSnapshot().eip155.balance).toBe('10000.0')
  })
})
