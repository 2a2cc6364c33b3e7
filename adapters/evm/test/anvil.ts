// Starts a real anvil chain for the integration tests (from the @foundry-rs/anvil npm package).
// anvil binds port 0 itself and prints the port it got, so no other process can take it between a
// port probe and the bind; and a chain never outlives the test process, even when a test crashes.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer, type Server } from 'node:net'

/**
 * The anvil executable itself, from the per-platform package that @foundry-rs/anvil pulls in. Not
 * `node_modules/.bin/anvil`: that is a Node wrapper, and killing it (SIGKILL on exit) would orphan
 * the chain it started.
 */
function anvilBinary(): string {
  if (process.env.ANVIL_BINARY) return process.env.ANVIL_BINARY
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as string] ?? process.arch
  const fromWrapper = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  return fromWrapper.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`)
}
const LISTENING = /Listening on 127\.0\.0\.1:(\d+)/

export interface Anvil {
  rpcUrl: string
  chainId: number
  /** The anvil process id (tests check it is gone). */
  pid: number
  /** Stops anvil and resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>
}

export interface StartAnvilOptions {
  /** More anvil flags, e.g. `['--hardfork', 'berlin']`. @default [] */
  args?: readonly string[]
  /** How long to wait for the chain to listen and answer eth_chainId. @default 15_000 */
  timeoutMs?: number
}

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

/** Starts anvil with `chainId` on a port it picks itself and resolves once it answers eth_chainId. */
export async function startAnvil(chainId: number, options: StartAnvilOptions = {}): Promise<Anvil> {
  const timeoutMs = options.timeoutMs ?? 15_000
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), ...(options.args ?? [])]
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)

  // If the test process ends without stop() (a crash, a timeout), anvil goes with it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let gone = false
  void exited.then(() => (gone = true))
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', killOnExit)
      if (!gone) child.kill('SIGTERM')
      await exited
    })()
    return stopping
  }

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`anvil did not listen within ${timeoutMs} ms:\n${output}`)), timeoutMs)
      const onData = () => {
        const match = LISTENING.exec(output)
        if (!match) return
        clearTimeout(timer)
        child.stdout.off('data', onData)
        resolve(Number(match[1]))
      }
      child.stdout.on('data', onData)
      child.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      void exited.then(() => {
        clearTimeout(timer)
        reject(new Error(`anvil exited before listening:\n${output}`))
      })
    })
    const rpcUrl = `http://127.0.0.1:${port}`
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (gone) throw new Error(`anvil exited early:\n${output}`)
      try {
        if ((await rpc(rpcUrl, 'eth_chainId')) === `0x${chainId.toString(16)}`) break
      } catch {
        // not answering yet
      }
      if (Date.now() > deadline) throw new Error(`anvil did not answer within ${timeoutMs} ms:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // Only the tail of the output is kept; stop reading so a chatty chain does not cost the tests.
    child.stdout.off('data', keep)
    child.stdout.resume()
    return { rpcUrl, chainId, pid: child.pid as number, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * An RPC URL that is down: a server on 127.0.0.1 that drops every connection at once. It keeps
 * its port for as long as it runs, so, unlike a port probed and released, nothing else can answer
 * there. Close it with `close()`.
 */
export async function startDeadEndpoint(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
