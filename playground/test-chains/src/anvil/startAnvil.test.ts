import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainAnswers } from '../probes/chainAnswers.js'
import { isProcessRunning } from '../probes/isProcessRunning.js'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { startAnvil, type AnvilChain } from './startAnvil.js'

const CRASHING_SCRIPT = fileURLToPath(new URL('./fixtures/startAnvilThenCrash.ts', import.meta.url))

describe('startAnvil', () => {
  let chain: AnvilChain

  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31999 })
  })
  afterAll(() => chain?.stop())

  it('starts on a free loopback port by default and answers with its chain id', async () => {
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

  it('passes extra flags to anvil', async () => {
    const berlin = await startAnvil({ chainId: 31997, args: ['--hardfork', 'berlin'] })
    try {
      // Before London, blocks carry no base fee.
      const block = (await jsonRpcRequest(berlin.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as Record<string, unknown>
      expect(block.baseFeePerGas).toBeUndefined()
      const london = (await jsonRpcRequest(chain.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as Record<string, unknown>
      expect(london.baseFeePerGas).toMatch(/^0x/)
    } finally {
      await berlin.stop()
    }
  })

  it('says so when the port is taken', async () => {
    await expect(startAnvil({ chainId: 31999, port: chain.port })).rejects.toThrow(
      `port ${chain.port} on 127.0.0.1 is already in use`,
    )
  })

  it('says so when the binary is missing', async () => {
    await expect(startAnvil({ chainId: 31999, binary: '/nonexistent/anvil' })).rejects.toThrow(
      /could not run anvil \(anvil binary missing or not executable\)/,
    )
  })

  it('runs chains side by side, and stop() ends each process and waits for it (twice is fine)', async () => {
    const chains = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 }), startAnvil({ chainId: 31339 })])
    expect(new Set(chains.map((each) => each.rpcUrl)).size).toBe(3)
    for (const each of chains) expect(isProcessRunning(each.pid)).toBe(true)
    await Promise.all(chains.map((each) => each.stop()))
    await Promise.all(chains.map((each) => each.stop()))
    for (const each of chains) {
      expect(isProcessRunning(each.pid)).toBe(false)
      await expect(chainAnswers(each.rpcUrl)).resolves.toBe(false)
    }
  })

  it('takes the chain down when its process dies without stopping it', async () => {
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', CRASHING_SCRIPT]).then(
      () => {
        throw new Error('the script should have crashed')
      },
      (error: { code?: number; stdout: string; stderr: string }) => error,
    )
    expect(run.code).not.toBe(0)
    expect(run.stderr).toContain('the test process crashed')
    const { pid, rpcUrl } = JSON.parse(run.stdout.trim()) as { pid: number; rpcUrl: string }
    await expect.poll(() => isProcessRunning(pid), { timeout: 5_000 }).toBe(false)
    await expect(chainAnswers(rpcUrl)).resolves.toBe(false)
  })
})
