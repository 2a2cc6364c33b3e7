import { describe, expect, it } from 'vitest'
import { connect } from '../connection/actions/connect.js'
import { createTestClient } from '../../testing/createTestClient.js'
import { testEvmMainnet, testEvmSecond } from '../../testing/testNetworks.js'
import { networkConnectionFlags, networkItemProps, networksView, searchNetworks } from './networksView.js'

const ALPHA = 'io.portico.alpha'

type Client = ReturnType<typeof createTestClient>['client']
const viewOf = (client: Client) => {
  const chains = client.controllers.chains.getSnapshot()
  return networksView(chains, networkConnectionFlags(chains, client.controllers.connection.getSnapshot()))
}

describe('the network list view model (what useNetworks binds)', () => {
  it("lists the site's networks in order, the active one marked, all supported and selectable", async () => {
    const { client } = createTestClient()
    await client.ready
    const view = viewOf(client)
    expect(view.networks.map((network) => network.caipNetworkId)).toEqual([testEvmMainnet.caipNetworkId, testEvmSecond.caipNetworkId])
    expect(view.networks.map((network) => [network.isActive, network.isSupported, network.isDisabled])).toEqual([
      [true, true, false],
      [false, true, false],
    ])
    expect(view).toMatchObject({ activeNetwork: { caipNetworkId: testEvmMainnet.caipNetworkId }, activeNamespace: 'eip155', isSupported: true })
  })

  it('finds networks by a part of their name, trimmed and in any case; blank text finds them all', async () => {
    const { client } = createTestClient()
    await client.ready
    const { networks } = viewOf(client)
    expect(searchNetworks(networks, `  ${testEvmSecond.name.slice(-4).toUpperCase()} `).map((network) => network.name)).toEqual([testEvmSecond.name])
    expect(searchNetworks(networks, '   ')).toBe(networks)
    expect(searchNetworks(networks, 'no such network')).toEqual([])
  })

  it("gives each network's element its ARIA and anatomy, and a click that switches through the flow", async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: ALPHA })
    const { networks } = viewOf(client)
    expect(networkItemProps(client, networks, testEvmMainnet)).toMatchObject({
      'aria-current': true,
      'aria-disabled': false,
      'data-scope': 'networks',
      'data-part': 'item',
      'data-state': 'active',
      'data-value': testEvmMainnet.caipNetworkId,
    })
    const second = networkItemProps(client, networks, testEvmSecond)
    expect(second).not.toHaveProperty('aria-current')
    expect(second['data-state']).toBe('inactive')
    second.onClick()
    await expect.poll(() => client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(testEvmSecond.caipNetworkId)
    expect(viewOf(client).networks.find((network) => network.isActive)?.caipNetworkId).toBe(testEvmSecond.caipNetworkId)
  })

  it('treats a network outside the list as disabled: marked so, and its click does nothing', async () => {
    const { client } = createTestClient()
    await client.ready
    const props = networkItemProps(client, viewOf(client).networks, { caipNetworkId: 'eip155:999' })
    expect(props).toMatchObject({ 'aria-disabled': true, 'data-disabled': '' })
    props.onClick()
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(testEvmMainnet.caipNetworkId)
  })

  it('reports connected namespaces, and no embedded wallet for an injected one', async () => {
    const { client } = createTestClient()
    await client.ready
    const chains = client.controllers.chains.getSnapshot()
    expect(networkConnectionFlags(chains, client.controllers.connection.getSnapshot())).toEqual({ connected: { eip155: false }, embedded: { eip155: false } })
    await connect(client, { connectorId: ALPHA })
    expect(networkConnectionFlags(chains, client.controllers.connection.getSnapshot())).toEqual({ connected: { eip155: true }, embedded: { eip155: false } })
  })
})
