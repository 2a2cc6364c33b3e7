// The chain RPC transport of SPEC.md section 7, observed on the wire: a counting proxy on
// 127.0.0.1 sits in front of a real anvil chain, and each of its paths is one "RPC URL".
import type { Network } from '@portico/core'
import { startAnvil, type AnvilChain } from '@portico/test-chains'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createChainClient } from '../src/chain/createChainClient.js'
import { createEvmAdapter } from '../src/exports/index.js'
import { startCountingRpcProxy, type CountingRpcProxy } from './countingRpcProxy.js'
import { ADDRESS_A, ADDRESS_B } from './scriptedProvider.js'

let anvil: AnvilChain
let proxy: CountingRpcProxy

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  proxy = await startCountingRpcProxy(anvil.rpcUrl)
})

afterAll(async () => {
  await proxy?.close()
  await anvil?.stop()
})

beforeEach(() => {
  proxy.reset()
  for (const path of ['/a', '/b']) proxy.setMode(path, 'forward')
})

/** A network whose RPC URLs are the proxy's `paths`, in order. */
function networkOn(...paths: string[]): Network {
  return {
    id: 31337,
    name: 'Anvil',
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: paths.map((path) => proxy.url(path)) } },
  }
}

/** A call that reverts on any node: init code `PUSH1 0 PUSH1 0 REVERT`. */
const REVERTING_CALL = { method: 'eth_call', params: [{ data: '0x60006000fd' }, 'latest'] } as never

describe('chain RPC transport (HTTP JSON-RPC through a counting proxy)', () => {
  it('sends two concurrent reads as one JSON-RPC batch, with one URL and with a fallback', async () => {
    for (const network of [networkOn('/a'), networkOn('/a', '/b')]) {
      proxy.reset()
      const adapter = createEvmAdapter()
      const balances = await Promise.all([
        adapter.chain.getBalance({ address: ADDRESS_A, network }),
        adapter.chain.getBalance({ address: ADDRESS_B, network }),
      ])
      expect(balances).toEqual([
        { balance: '0', symbol: 'ETH' },
        { balance: '0', symbol: 'ETH' },
      ])
      const bodies = proxy.bodies('/a')
      expect(bodies).toHaveLength(1)
      expect(bodies[0]).toEqual([
        expect.objectContaining({ method: 'eth_getBalance', params: [ADDRESS_A, 'latest'] }),
        expect.objectContaining({ method: 'eth_getBalance', params: [ADDRESS_B, 'latest'] }),
      ])
      expect(proxy.bodies('/b')).toEqual([])
    }
  })

  it('reads the balance of an address given without 0x under its 0x form', async () => {
    const { chain } = createEvmAdapter()
    await expect(chain.getBalance({ address: ADDRESS_A.slice(2), network: networkOn('/a') })).resolves.toEqual({ balance: '0', symbol: 'ETH' })
    expect(proxy.bodies('/a').flat()).toEqual([expect.objectContaining({ method: 'eth_getBalance', params: [ADDRESS_A, 'latest'] })])
  })

  it('stops at the first URL on a user rejection (4001) or an unsupported method (4200)', async () => {
    const client = await createChainClient(networkOn('/a', '/b'))
    for (const code of [4001, 4200]) {
      proxy.reset()
      proxy.setMode('/a', { error: { code, message: `scripted ${code}` } })
      await expect(client.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code })
      expect(proxy.methods('/a')).toEqual(['eth_blockNumber'])
      expect(proxy.methods('/b')).toEqual([])
    }
  })

  it('falls through to the next URL on a server error (-32000), which answers', async () => {
    proxy.setMode('/a', { error: { code: -32000, message: 'header not found' } })
    const client = await createChainClient(networkOn('/a', '/b'))
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(proxy.methods('/a')).toEqual(['eth_chainId'])
    expect(proxy.methods('/b')).toEqual(['eth_chainId'])
  })

  it('stops at the first URL when the call reverts (code 3 from anvil itself)', async () => {
    const client = await createChainClient(networkOn('/a', '/b'))
    const error = await client.request(REVERTING_CALL).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 3 })
    expect(String((error as Error).message)).toContain('execution reverted')
    expect(proxy.methods('/a')).toEqual(['eth_call'])
    expect(proxy.methods('/b')).toEqual([])
  })

  it('ranks the URLs when asked: both are pinged in the background', async () => {
    const adapter = createEvmAdapter({ transport: { rank: true } })
    await adapter.chain.getBalance({ address: ADDRESS_A, network: networkOn('/a', '/b') })
    await expect.poll(() => proxy.methods('/b').includes('net_listening')).toBe(true)
    expect(proxy.methods('/a')).toContain('net_listening')
  })
})
