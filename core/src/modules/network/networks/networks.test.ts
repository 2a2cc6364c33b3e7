import { describe, expect, it } from 'vitest'
import * as networks from '../../../exports/networks.js'
import { createPortico } from '../../../kernel/createPortico.js'
import { createMemoryPlatform } from '../../../kernel/platform/memoryPlatform.js'
import { getNetwork } from '../actions/getNetwork.js'
import { parseCaipNetworkId } from '../../../kernel/utils/caip.js'

const all = Object.values(networks)

describe('@portico/core/networks', () => {
  it.each(Object.entries(networks))('%s names itself consistently, by its CAIP-2 id', (_name, network) => {
    const parsed = parseCaipNetworkId(network.caipNetworkId)
    expect(parsed.namespace).toBe(network.chainNamespace)
    expect(parsed.reference).toBe(String(network.id))
    expect(Object.isFrozen(network)).toBe(true)
    for (const url of [...network.rpcUrls.default.http, network.blockExplorers?.default.url ?? 'https://x.example']) {
      expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/)
    }
  })

  it('has no two networks with one id', () => {
    expect(new Set(all.map((network) => network.caipNetworkId)).size).toBe(all.length)
  })

  it('are accepted by createPortico as they are, the first one active', async () => {
    const client = createPortico({ projectId: 'portico-test', networks: all, adapters: [], platform: createMemoryPlatform() })
    await client.ready
    expect(getNetwork(client).networks.map((network) => network.caipNetworkId)).toEqual(all.map((network) => network.caipNetworkId))
    expect(getNetwork(client).caipNetworkId).toBe('eip155:1')
    client.destroy()
  })
})
