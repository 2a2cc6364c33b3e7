// The devnet launcher: `npm start -w @portico/devnet [-- <command> [args...]]`.
//
// Starts the local chains on their fixed ports (31337 on 8545, 31338 on 8547; DEVNET_PORTS=a,b
// overrides them, 0 for a free port), deploys and funds the test token, starts the local Solana
// runtime on a free port (DEVNET_SOLANA_PORT sets one), and stays up until SIGINT
// or SIGTERM, then stops the chains and exits. Given a command after `--` (the playground site,
// say), it runs it once the chains are up, with the devnet's addresses in its environment, and
// stops everything when either side ends. devnet.test.ts checks the Ctrl-C path. The local services
// run on a free port (DEVNET_SERVICES_PORT overrides it) and reach the command as DEVNET_SERVICES_URL.
import { spawn, type ChildProcess } from 'node:child_process'
import { startDevnet, type Devnet } from '../startDevnet.js'
import { devnetChainsFromEnv, devnetSolanaFromEnv } from './devnetChainsFromEnv.js'

const command = process.argv.slice(2)
if (command[0] === '--') command.shift()

let devnet: Devnet | undefined
let child: ChildProcess | undefined
let stopping = false

async function shutdown(exitCode: number): Promise<void> {
  if (stopping) return
  stopping = true
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  await devnet?.stop()
  console.log('devnet: stopped')
  process.exit(exitCode)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shutdown(0))
}

try {
  devnet = await startDevnet({
    chains: devnetChainsFromEnv(),
    services: { port: Number(process.env.DEVNET_SERVICES_PORT ?? 0) || 0 },
    solana: devnetSolanaFromEnv(),
    loginFrame: { port: Number(process.env.DEVNET_LOGIN_FRAME_PORT ?? 0) || 0 },
  })
} catch (error) {
  console.error(`devnet: could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

const [first, second] = devnet.chains
const env = {
  ...process.env,
  DEVNET_EVM_RPC_URL: first?.rpcUrl ?? '',
  DEVNET_EVM_SECOND_RPC_URL: second?.rpcUrl ?? '',
  DEVNET_EVM_TOKEN_ADDRESS: first?.tokenAddress ?? '',
  DEVNET_SERVICES_URL: devnet.services?.url ?? '',
  DEVNET_SOLANA_RPC_URL: devnet.solana?.rpcUrl ?? '',
  DEVNET_LOGIN_FRAME_URL: devnet.loginFrame?.frameUrl ?? '',
  DEVNET_WC_RELAY_URL: devnet.relay?.url ?? '',
}

if (command.length > 0 && !stopping) {
  const [program, ...args] = command as [string, ...string[]]
  console.log(`devnet: running ${command.join(' ')}`)
  child = spawn(program, args, { stdio: 'inherit', env })
  child.once('error', (error) => {
    console.error(`devnet: could not run ${program}: ${error.message}`)
    void shutdown(1)
  })
  child.once('exit', (code) => void shutdown(code ?? 0))
} else {
  console.log('devnet: up; Ctrl-C stops it')
}
