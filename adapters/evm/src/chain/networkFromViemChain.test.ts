import { createPortico, getNetwork } from '@portico/core'
import { mainnet } from '@portico/core/networks'
import { createMemoryPlatform } from '@portico/core/testing'
import { defineChain } from 'viem'
import { base, mainnet as viemMainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { networkFromViemChain } from './networkFromViemChain.js'

describe('networkFromViemChain', () => {
  it("gives viem's mainnet the same shape as core's ready-made one", () => {
    const network = networkFromViemChain(viemMainnet)
    expect(network).toMatchObject({ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', nativeCurrency: mainnet.nativeCurrency })
    expect(network.rpcUrls.default.http).toEqual(viemMainnet.rpcUrls.default.http)
    expect(network.blockExplorers?.default.url).toBe(viemMainnet.blockExplorers.default.url)
  })

  it('keeps a testnet flag and a chain of its own (defineChain), which createPortico accepts', async () => {
    const local = defineChain({
      id: 31_337,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
    const networks = [networkFromViemChain(local), networkFromViemChain(sepolia), networkFromViemChain(base)]
    expect(networks[0]).toEqual({
      id: 31_337,
      name: 'Local',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
    const client = createPortico({ projectId: 'portico-test', networks, platform: createMemoryPlatform() })
    await client.ready
    expect(getNetwork(client).networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:11155111', 'eip155:8453'])
    client.destroy()
  })

  it('refuses a chain without a usable id or RPC address, and copies rather than shares arrays', () => {
    expect(() => networkFromViemChain({ ...viemMainnet, id: 0 })).toThrow(TypeError)
    expect(() => networkFromViemChain({ ...viemMainnet, id: 1.5 })).toThrow(TypeError)
    expect(() => networkFromViemChain({ ...viemMainnet, rpcUrls: { default: { http: [] } } })).toThrow(/no HTTP RPC/)
    const network = networkFromViemChain(viemMainnet)
    expect(network.rpcUrls.default.http).not.toBe(viemMainnet.rpcUrls.default.http)
  })
})
