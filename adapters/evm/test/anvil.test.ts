// The anvil helper itself: chains on ports anvil picked, and no chain outliving its test process.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { startAnvil, startDeadEndpoint } from './anvil.js'

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url))
const CRASHING_SCRIPT = fileURLToPath(new URL('./fixtures/startAnvilThenCrash.ts', import.meta.url))

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const answers = async (url: string) => {
  try {
    const response = await fetch(url, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}', headers: { 'content-type': 'application/json' } })
    return response.ok
  } catch {
    return false
  }
}

it('starts chains side by side on ports anvil bound itself, and stops them', async () => {
  const chains = await Promise.all([startAnvil(31337), startAnvil(31338), startAnvil(31339)])
  expect(new Set(chains.map((chain) => chain.rpcUrl)).size).toBe(3)
  for (const chain of chains) expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  await Promise.all(chains.map((chain) => chain.stop()))
  await Promise.all(chains.map((chain) => chain.stop())) // twice is fine
  for (const chain of chains) {
    expect(isRunning(chain.pid)).toBe(false)
    await expect(answers(chain.rpcUrl)).resolves.toBe(false)
  }
})

it('takes the chain down when the test process dies without stopping it', async () => {
  const run = await promisify(execFile)(TSX, [CRASHING_SCRIPT]).then(
    () => {
      throw new Error('the script should have crashed')
    },
    (error: { code?: number; stdout: string; stderr: string }) => error,
  )
  expect(run.code).not.toBe(0)
  expect(run.stderr).toContain('the test process crashed')
  const { pid, rpcUrl } = JSON.parse(run.stdout.trim()) as { pid: number; rpcUrl: string }
  await expect.poll(() => isRunning(pid), { timeout: 5_000 }).toBe(false)
  await expect(answers(rpcUrl)).resolves.toBe(false)
})

it('offers a dead RPC endpoint that drops every connection', async () => {
  const dead = await startDeadEndpoint()
  await expect(answers(dead.url)).resolves.toBe(false)
  await dead.close()
})
