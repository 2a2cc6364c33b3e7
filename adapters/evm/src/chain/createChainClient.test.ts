import { describe, expect, it } from 'vitest'
import { rpcError } from '../../test/scriptedProvider.js'
import { RPC_BATCH, RPC_RANK, shouldThrowAtOnce, toViemChain } from './createChainClient.js'

describe('chain RPC transport', () => {
  it('uses the batching and ranking constants of SPEC.md', () => {
    expect(RPC_BATCH).toEqual({ batchSize: 1000, wait: 0 })
    expect(RPC_RANK).toEqual({ timeout: 1000, sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } })
  })

  it('rethrows at once on user rejection, unsupported and revert codes, also nested', () => {
    for (const code of [3, 4001, 4100, 4200, 5000, 5002, -32003, -32601]) expect(shouldThrowAtOnce(rpcError(code))).toBe(true)
    expect(shouldThrowAtOnce(rpcError(-32000, 'execution reverted: Insufficient balance'))).toBe(true)
    expect(shouldThrowAtOnce(Object.assign(new Error('outer'), { cause: rpcError(-32000, 'gas required exceeds allowance (0)') }))).toBe(true)
    // A message alone (no code: a network failure's text) is not enough.
    expect(shouldThrowAtOnce(new Error('execution reverted'))).toBe(false)
    expect(shouldThrowAtOnce(Object.assign(new Error('outer'), { cause: rpcError(4001) }))).toBe(true)
    expect(shouldThrowAtOnce(rpcError(-32000, 'header not found'))).toBe(false)
    expect(shouldThrowAtOnce(new Error('fetch failed'))).toBe(false)
  })

  it('turns a network into a viem chain', () => {
    expect(
      toViemChain({
        id: 31337,
        name: 'Devnet',
        caipNetworkId: 'eip155:31337',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      }),
    ).toEqual({
      id: 31337,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
  })
})
