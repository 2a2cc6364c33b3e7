// Starts a real anvil chain for the integration tests (from the @foundry-rs/anvil npm package).
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const ANVIL_BIN = fileURLToPath(new URL('../../../node_modules/.bin/anvil', import.meta.url))

export interface Anvil {
  rpcUrl: string
  chainId: number
  stop(): Promise<void>
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

/** Starts anvil with `chainId` on a free port and resolves once it answers eth_chainId. */
export async function startAnvil(chainId: number, timeoutMs = 15_000): Promise<Anvil> {
  const port = await freePort()
  const rpcUrl = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(ANVIL_BIN, ['--port', String(port), '--chain-id', String(chainId), '--host', '127.0.0.1', '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  let exited = false
  child.on('exit', () => {
    exited = true
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const started = Date.now()
  for (;;) {
    if (exited) throw new Error(`anvil exited early: ${stderr}`)
    try {
      if ((await rpc(rpcUrl, 'eth_chainId')) === `0x${chainId.toString(16)}`) return { rpcUrl, chainId, stop }
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await stop()
      throw new Error(`anvil did not answer within ${timeoutMs} ms: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
