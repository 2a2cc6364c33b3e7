import { describe, expect, it } from 'vitest'
import { createTestClient } from '../testing/createTestClient.js'
import { connect } from './connect.js'

const ALPHA = 'io.portico.alpha'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const test = createTestClient()
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA })
  return test
}

describe('wallet events', () => {
  it('accountsChanged updates the address and CAIP address', async () => {
    const { client, adapter } = await connected()
    adapter.emit('accountsChanged', { connectorId: ALPHA, accounts: [OTHER] })
    expect(client.controllers.accounts.getSnapshot().eip155).toMatchObject({
      address: OTHER,
      caipAddress: `eip155:31337:${OTHER}`,
    })
  })

  it('accountsChanged with no accounts, and disconnect, reset the namespace', async () => {
    const first = await connected()
    first.adapter.emit('accountsChanged', { connectorId: ALPHA, accounts: [] })
    expect(first.client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
    const second = await connected()
    second.adapter.emit('disconnect', { connectorId: ALPHA })
    expect(second.client.controllers.accounts.getSnapshot().eip155.status).toBe('disconnected')
  })

  it('chainChanged to a listed chain switches the active network', async () => {
    const { client, adapter } = await connected()
    adapter.emit('chainChanged', { connectorId: ALPHA, chainId: '0x7a6a' })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
  })

  it('chainChanged to an unlisted chain sets the unsupported pseudo network and shows UnsupportedChain', async () => {
    const { client, adapter } = await connected()
    adapter.emit('chainChanged', { connectorId: ALPHA, chainId: 1 })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork).toMatchObject({
      caipNetworkId: 'eip155:1',
      name: 'Unknown Network',
    })
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'UnsupportedChain' })
  })

  it('ignores events of connectors that are not active, and malformed payloads', async () => {
    const { client, adapter } = await connected()
    const before = client.controllers.accounts.getSnapshot()
    adapter.emit('accountsChanged', { connectorId: 'io.portico.beta', accounts: [] })
    adapter.emit('accountsChanged', { connectorId: ALPHA, accounts: ['not-an-address'] })
    adapter.emit('accountsChanged', { connectorId: ALPHA, accounts: 'nope' as unknown as string[] })
    adapter.emit('chainChanged', { connectorId: ALPHA, chainId: 'has spaces and:colons' })
    adapter.emit('disconnect', undefined as unknown as { connectorId: string })
    expect(client.controllers.accounts.getSnapshot()).toBe(before)
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })
})
