import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { startAnvil, type AnvilChain } from './startAnvil.js'

describe('startAnvil', () => {
  let chain: AnvilChain

  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31999, port: 0 })
  })
  afterAll(() => chain?.stop())

  it('starts on a free loopback port and answers with its chain id', async () => {
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
    expect(chain.port).toBeGreaterThan(0)
    expect(await jsonRpcRequest(chain.rpcUrl, 'eth_chainId')).toBe('0x7cff')
  })

  it('funds the devnet accounts with ether', async () => {
    const balance = await jsonRpcRequest(chain.rpcUrl, 'eth_getBalance', [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'latest',
    ])
    expect(BigInt(balance as string)).toBe(10_000n * 10n ** 18n)
  })

  it('says so when the port is taken', async () => {
    await expect(startAnvil({ chainId: 31999, port: chain.port })).rejects.toThrow(
      `port ${chain.port} on 127.0.0.1 is already in use`,
    )
  })

  it('says so when the binary is missing', async () => {
    await expect(startAnvil({ chainId: 31999, port: 0, binary: '/nonexistent/anvil' })).rejects.toThrow(
      /could not run anvil \(anvil binary missing or not executable\)/,
    )
  })

  it('stops the process and waits for it to exit', async () => {
    const other = await startAnvil({ chainId: 31998, port: 0 })
    await other.stop()
    await other.stop()
    await expect(jsonRpcRequest(other.rpcUrl, 'eth_chainId', [], { timeoutMs: 500 })).rejects.toThrow()
  })
})
