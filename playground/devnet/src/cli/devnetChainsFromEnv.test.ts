import { describe, expect, it } from 'vitest'
import { devnetChainsFromEnv, devnetSolanaFromEnv } from './devnetChainsFromEnv.js'

describe('devnetChainsFromEnv', () => {
  it('keeps the fixed ports without DEVNET_PORTS', () => {
    expect(devnetChainsFromEnv({}).map((chain) => [chain.chainId, chain.port])).toEqual([
      [31337, 8545],
      [31338, 8547],
    ])
    expect(devnetChainsFromEnv({ DEVNET_PORTS: ' ' })[0]?.port).toBe(8545)
  })

  it('takes one port per chain, in order, 0 for a free one', () => {
    expect(devnetChainsFromEnv({ DEVNET_PORTS: '0,0' }).map((chain) => chain.port)).toEqual([0, 0])
    expect(devnetChainsFromEnv({ DEVNET_PORTS: '9545, 9547' }).map((chain) => [chain.chainId, chain.port])).toEqual([
      [31337, 9545],
      [31338, 9547],
    ])
  })

  it('refuses a malformed list with a readable message', () => {
    expect(() => devnetChainsFromEnv({ DEVNET_PORTS: '0' })).toThrow('DEVNET_PORTS needs 2 comma-separated ports')
    expect(() => devnetChainsFromEnv({ DEVNET_PORTS: '0,0,0' })).toThrow('DEVNET_PORTS needs 2')
    for (const bad of ['0,-1', '0,65536', '0,abc', '0,', '0,1e3', '0,0x10']) {
      expect(() => devnetChainsFromEnv({ DEVNET_PORTS: bad }), bad).toThrow(/not a port/)
    }
  })
})

describe('devnetSolanaFromEnv', () => {
  it('picks a free port unless DEVNET_SOLANA_PORT names one', () => {
    expect(devnetSolanaFromEnv({})).toEqual({ port: 0 })
    expect(devnetSolanaFromEnv({ DEVNET_SOLANA_PORT: ' ' })).toEqual({ port: 0 })
    expect(devnetSolanaFromEnv({ DEVNET_SOLANA_PORT: '8899' })).toEqual({ port: 8899 })
  })

  it('refuses what is not a port', () => {
    for (const bad of ['-1', '65536', 'abc', '1e3', '0x10', '88 99']) {
      expect(() => devnetSolanaFromEnv({ DEVNET_SOLANA_PORT: bad }), bad).toThrow(/DEVNET_SOLANA_PORT: .* is not a port/)
    }
  })
})
