import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { testEvmMainnet, testSolana } from '../../../testing/testNetworks.js'
import { isNetworkDisabled, isNetworkSupported } from '../networkSupport.js'
import { addNetwork } from './addNetwork.js'
import { removeNetwork } from './removeNetwork.js'
import { getNetwork, watchNetwork } from './getNetwork.js'

const third = { ...testEvmMainnet, id: 31339, name: 'Third', caipNetworkId: 'eip155:31339' as const }

describe('addNetwork and removeNetwork', () => {
  it('adds a network of a namespace that has an adapter, ignoring duplicates', async () => {
    const { client } = createTestClient()
    await client.ready
    expect(addNetwork(client, third)).toBe(true)
    expect(addNetwork(client, { ...third, name: 'Again' })).toBe(false)
    expect(getNetwork(client).networks.map((network) => network.name)).toEqual(['Portico Devnet', 'Portico Devnet 2', 'Third'])
  })

  it('needs an adapter for the namespace', async () => {
    const { client } = createTestClient()
    expect(() => addNetwork(client, testSolana)).toThrow('Chain adapter not found')
    expect(() => removeNetwork(client, testSolana.caipNetworkId)).toThrow('Chain adapter not found')
  })

  it('validates the network it is given', () => {
    const { client } = createTestClient()
    expect(() => addNetwork(client, { ...third, rpcUrls: { default: { http: ['ftp://x'] } } })).toThrow(/Invalid option/)
    expect(() => removeNetwork(client, 'not-caip')).toThrow('Invalid CAIP-2 network id')
  })

  it('removes a network, moving the active one to the next', async () => {
    const { client } = createTestClient()
    await client.ready
    const changes: string[] = []
    watchNetwork(client, (network) => changes.push(network.caipNetworkId ?? 'none'))
    expect(removeNetwork(client, 'eip155:31337')).toBe(true)
    expect(removeNetwork(client, 'eip155:31337')).toBe(false)
    expect(getNetwork(client).caipNetworkId).toBe('eip155:31338')
    expect(changes).toEqual(['eip155:31338'])
  })
})

describe('network support rules', () => {
  const state = {
    caipNetwork: testEvmMainnet,
    supportsAllNetworks: false,
    smartAccountEnabledNetworks: [],
    requestedCaipNetworks: [testEvmMainnet],
    approvedCaipNetworkIds: ['eip155:31337' as const],
  }

  it('supports every network when none were requested, otherwise only the listed ones', () => {
    expect(isNetworkSupported({ ...state, requestedCaipNetworks: [] }, 'eip155:5')).toBe(true)
    expect(isNetworkSupported(state, 'eip155:5')).toBe(false)
    expect(isNetworkSupported(state, 'eip155:31337')).toBe(true)
  })

  it('disables unapproved networks only when connected to a wallet that does not support all, except the embedded wallet', () => {
    const network = third
    expect(isNetworkDisabled({ network, state, isConnected: true, isEmbeddedWallet: false })).toBe(true)
    expect(isNetworkDisabled({ network, state, isConnected: false, isEmbeddedWallet: false })).toBe(false)
    expect(isNetworkDisabled({ network, state, isConnected: true, isEmbeddedWallet: true })).toBe(false)
    expect(isNetworkDisabled({ network, state: { ...state, supportsAllNetworks: true }, isConnected: true, isEmbeddedWallet: false })).toBe(false)
    expect(isNetworkDisabled({ network: testEvmMainnet, state, isConnected: true, isEmbeddedWallet: false })).toBe(false)
  })
})
