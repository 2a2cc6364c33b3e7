// The launcher as a user runs it: a real process with a long-running command beside the chains,
// stopped the way a terminal's Ctrl-C stops it (SIGINT to the whole process group) or the way a
// process manager does (SIGTERM to the launcher alone). Everything must be gone afterwards.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { chainAnswers, isProcessRunning } from '@portico/test-chains'

const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CLI = fileURLToPath(new URL('./devnet.ts', import.meta.url))
// The command run beside the chains: reports its pid, checks it got the devnet's environment, and
// ignores SIGINT, so only the launcher's own SIGTERM can end it.
const CHILD = `
  process.on('SIGINT', () => {})
  console.log('child ready ' + process.pid + ' ' + process.env.DEVNET_EVM_RPC_URL)
  setInterval(() => {}, 1000)
`

interface Launched {
  launcher: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const running: Launched[] = []

function launch(): Launched {
  // Detached: the launcher leads a process group of its own, like a shell job.
  const launcher = spawn(process.execPath, ['--import', 'tsx', CLI, '--', process.execPath, '-e', CHILD], {
    cwd: PACKAGE_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEVNET_PORTS: '0,0' },
  })
  let text = ''
  launcher.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  launcher.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    launcher.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const launched = { launcher, output: () => text, exited }
  running.push(launched)
  return launched
}

/** Waits until the launcher printed `pattern` (checked on each chunk it prints); fails early with its output if it exits. */
function waitForLine(launched: Launched, pattern: RegExp, timeoutMs = 45_000): Promise<RegExpExecArray> {
  const { launcher } = launched
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(deadline)
      launcher.stdout?.off('data', check)
      launcher.stderr?.off('data', check)
      launcher.off('exit', exited)
    }
    // The output is collected by the listeners launch() added first, so it already holds the chunk.
    function check(): boolean {
      const match = pattern.exec(launched.output())
      if (match) {
        stop()
        resolve(match)
      }
      return match !== null
    }
    function fail() {
      stop()
      reject(new Error(`no line ${pattern} from the launcher:\n${launched.output()}`))
    }
    function exited() {
      if (!check()) fail()
    }
    const deadline = setTimeout(fail, timeoutMs)
    launcher.stdout?.on('data', check)
    launcher.stderr?.on('data', check)
    launcher.once('exit', exited)
    if (!check() && launcher.exitCode !== null) fail()
  })
}

/** Starts the launcher and waits until both chains and the command are up. */
async function launchAndWait() {
  const launched = launch()
  await waitForLine(launched, /devnet: running /)
  const [, childPid, childRpcUrl] = await waitForLine(launched, /child ready (\d+) (\S+)/)
  const rpcUrls = [...launched.output().matchAll(/devnet: chain \d+ at (http:\/\/127\.0\.0\.1:\d+)/g)].map((match) => match[1] as string)
  expect(rpcUrls).toHaveLength(2)
  expect(childRpcUrl).toBe(rpcUrls[0])
  for (const url of rpcUrls) await expect(chainAnswers(url)).resolves.toBe(true)
  const solanaUrl = /devnet: solana at (http:\/\/127\.0\.0\.1:\d+) /.exec(launched.output())?.[1]
  expect(solanaUrl).toBeDefined()
  await expect(solanaAnswers(solanaUrl as string)).resolves.toBe(true)
  return { ...launched, childPid: Number(childPid), rpcUrls, solanaUrl: solanaUrl as string }
}

async function expectAllGone(launched: Awaited<ReturnType<typeof launchAndWait>>) {
  await expect(launched.exited).resolves.toEqual({ code: 0, signal: null })
  expect(launched.output()).toContain('devnet: stopped')
  await expect.poll(() => isProcessRunning(launched.childPid), { timeout: 5_000 }).toBe(false)
  for (const url of launched.rpcUrls) await expect(chainAnswers(url)).resolves.toBe(false)
  await expect(solanaAnswers(launched.solanaUrl)).resolves.toBe(false)
}

/** True when the Solana runtime at `url` answers getSlot. */
async function solanaAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] }),
      signal: AbortSignal.timeout(2_000),
    })
    return typeof ((await response.json()) as { result?: unknown }).result === 'number'
  } catch {
    return false
  }
}

afterEach(() => {
  // A failed test must not leave a launcher (and its chains) behind.
  for (const { launcher } of running.splice(0)) {
    if (launcher.exitCode === null && launcher.signalCode === null && launcher.pid) {
      try {
        process.kill(-launcher.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }
})

describe('the devnet launcher (src/cli/devnet.ts)', () => {
  it('stops the command and the chains on Ctrl-C (SIGINT to its process group) and exits 0', async () => {
    const launched = await launchAndWait()
    process.kill(-(launched.launcher.pid as number), 'SIGINT')
    await expectAllGone(launched)
  })

  it('stops the command and the chains on SIGTERM to the launcher alone', async () => {
    const launched = await launchAndWait()
    launched.launcher.kill('SIGTERM')
    await expectAllGone(launched)
  })
})
