import { spawn } from 'node:child_process'
import { DEVNET_MNEMONIC } from '../accounts/devnetAccounts.js'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'

export interface StartAnvilOptions {
  /** The chain id anvil reports. */
  chainId: number
  /**
   * The port on 127.0.0.1. `0` lets anvil bind a free one itself and report it, so no other
   * process can take it between a probe and the bind. @default 0
   */
  port?: number
  /** The mnemonic whose first accounts anvil funds. @default DEVNET_MNEMONIC */
  mnemonic?: string
  /** How many accounts anvil funds. @default 10 */
  accounts?: number
  /** Ether per funded account. @default 10000 */
  balance?: number
  /** More anvil flags, e.g. `['--hardfork', 'berlin']`. @default [] */
  args?: readonly string[]
  /** How long to wait for the chain to answer `eth_chainId`. @default 15_000 */
  startTimeoutMs?: number
  /** The anvil executable. @default the binary shipped by @foundry-rs/anvil */
  binary?: string
}

export interface AnvilChain {
  chainId: number
  port: number
  /** `http://127.0.0.1:<port>` */
  rpcUrl: string
  /** The anvil process id (tests check that it is gone). */
  pid: number
  /** Stops anvil and resolves once the process has exited. Safe to call twice. */
  stop(): Promise<void>
}

const HOST = '127.0.0.1'
const LISTENING = /Listening on ([\d.]+):(\d+)/
const KILL_GRACE_MS = 3_000

/**
 * Starts a local anvil chain on 127.0.0.1 and resolves once it answers `eth_chainId` with the
 * expected id. Fails with a readable error when the binary is missing, the port is taken, or the
 * chain does not come up in time; the process never outlives a failed start or the parent process
 * (it is killed when the parent exits, even by an uncaught error).
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilChain> {
  const { chainId, port = 0, mnemonic = DEVNET_MNEMONIC, accounts = 10, balance = 10_000 } = options
  const startTimeoutMs = options.startTimeoutMs ?? 15_000
  const binary = options.binary ?? resolveAnvilBinary()
  const args = ['--host', HOST, '--port', String(port), '--chain-id', String(chainId)]
  args.push('--mnemonic', mnemonic, '--accounts', String(accounts), '--balance', String(balance), ...(options.args ?? []))

  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    // Keep only the tail: enough for an error message, never a growing log.
    output = (output + chunk.toString('utf8')).slice(-4_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const killOnParentExit = () => child.kill('SIGKILL')
  process.once('exit', killOnParentExit)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', killOnParentExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS)
      await exited
      clearTimeout(timer)
    })()
    return stopping
  }

  try {
    const boundPort = await waitForListening(child, exited, () => output, port, startTimeoutMs)
    const rpcUrl = `http://${HOST}:${boundPort}`
    await waitForChainId(rpcUrl, chainId, exited, startTimeoutMs)
    // Up: stop keeping its output, but keep draining the pipes so a chatty chain never blocks.
    for (const stream of [child.stdout, child.stderr]) {
      stream.off('data', keep)
      stream.resume()
    }
    return { chainId, port: boundPort, rpcUrl, pid: child.pid as number, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

type Child = ReturnType<typeof spawn>

/** Resolves with the port anvil prints once its server is bound. */
function waitForListening(
  child: Child,
  exited: Promise<number | null>,
  output: () => string,
  port: number,
  timeoutMs: number,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`anvil did not start listening within ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    )
    const onData = () => {
      const match = LISTENING.exec(output())
      if (!match) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      resolve(Number(match[2]))
    }
    child.stdout?.on('data', onData)
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      const hint = error.code === 'ENOENT' || error.code === 'EACCES' ? ` (anvil binary missing or not executable)` : ''
      reject(new Error(`could not run anvil${hint}: ${error.message}`, { cause: error }))
    })
    void exited.then((code) => {
      clearTimeout(timer)
      const text = output()
      if (/address already in use/i.test(text)) {
        reject(new Error(`port ${port} on ${HOST} is already in use (is another devnet running?)`))
      } else {
        reject(new Error(`anvil exited with code ${code} before listening:\n${text}`))
      }
    })
  })
}

/** Polls `eth_chainId` until it answers the expected id, bounded by `timeoutMs`. */
async function waitForChainId(
  rpcUrl: string,
  chainId: number,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline && !gone) {
    try {
      const answer = await jsonRpcRequest(rpcUrl, 'eth_chainId', [], { timeoutMs: 1_000 })
      if (answer === `0x${chainId.toString(16)}`) return
      throw new Error(`${rpcUrl} answered chain id ${String(answer)}, expected ${chainId}`)
    } catch (error) {
      lastError = error
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const reason = gone ? 'anvil exited' : `no answer within ${timeoutMs} ms`
  throw new Error(`${rpcUrl} did not answer eth_chainId: ${reason}`, { cause: lastError })
}
