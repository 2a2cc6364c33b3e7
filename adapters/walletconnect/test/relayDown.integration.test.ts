import type { Network } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createWalletConnectSource } from '../src/exports/index.js'
import { memoryStorage, realContext, startWalletConnectRelay } from './pairingHarness.js'

const networks: Network[] = [
  {
    id: 1,
    name: 'Ethereum',
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  },
]

// Its own file: the SDK keeps trying to reach the dead relay in the background after the test.
describe('a relay that cannot be reached', () => {
  it('connect fails with a retryable RELAY_UNAVAILABLE, not a hang, and nothing was proposed', async () => {
    const down = await startWalletConnectRelay()
    await down.stop()
    const context = realContext(networks)
    const source = createWalletConnectSource({ projectId: 'p', relayUrl: down.url, storage: memoryStorage(), verify: false, relayTimeoutMs: 1500 })
    await source.setup?.(context)
    await expect(source.connect({ connectorId: 'walletconnect', networks, signal: new AbortController().signal })).rejects.toMatchObject({
      code: 'RELAY_UNAVAILABLE',
    })
    expect(context.events.filter((event) => event.type === 'displayUri')).toEqual([])
  })
})
