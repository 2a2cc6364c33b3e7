// Starts the devnet's two chains and its Solana runtime on free loopback ports, builds the playground
// for production against them and serves the build statically on 127.0.0.1 (Vite's preview server,
// with the devnet's services proxied at /__services as in development), and starts one Chromium for
// the whole run. The tests learn the addresses through `inject('baseUrl')`, `inject('devnet')` and
// `inject('browserWsEndpoint')`. Vite's dev server runs beside it only for what needs it: ssr.html,
// rendered in Node per request for the hydration test (`inject('devBaseUrl')`). The chains' URLs
// reach the pages through Vite's env (VITE_DEVNET_EVM_*, VITE_DEVNET_SOLANA_RPC_URL), so they are set
// before the build.
// PORTICO_E2E_BASE_URL points the tests at a server that is already running instead (for example
// `npm run playground`, whose EVM chains are on the launcher's fixed ports; its Solana runtime is on
// a free port the launcher prints, given here as PORTICO_E2E_SOLANA_RPC_URL).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet, type Devnet } from '@portico/devnet'
import { chromium, type BrowserServer } from 'playwright-core'
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_FLAGS, chromiumPath } from './browser.js'

/** What the tests learn about the chains the devnet page talks to. */
export interface E2eDevnet {
  /** RPC URLs of chain 31337 and chain 31338. */
  rpcUrls: [string, string]
  /** JSON-RPC URL of the local Solana runtime. */
  solanaRpcUrl: string
  /** How long `startDevnet()` took in this setup, in ms; null when the chains were already running. */
  startupMs: number | null
  /**
   * The devnet's local services (`/__devnet/records`, `/__devnet/fail`, ...), which the pages reach
   * through the Vite proxy at /__services; null when the server was already running.
   */
  servicesUrl: string | null
  /** The devnet's reference login frame (its own loopback origin); null when the server was already running. */
  loginFrameUrl: string | null
  /** The WalletConnect relay (ws://127.0.0.1:<port>); null when the server was already running. */
  relayUrl: string | null
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The playground's origin with a trailing slash, e.g. `http://127.0.0.1:41234/`: its production build. */
    baseUrl: string
    /** Vite's dev server for the same site, for pages only it serves (ssr.html); the same as baseUrl when one was given. */
    devBaseUrl: string
    /** The one Chromium of the run (`launchChromium()` connects to it); empty when each file launches its own. */
    browserWsEndpoint: string
    devnet: E2eDevnet
  }
}

/** The launcher's fixed ports (`npm run playground`). */
const LAUNCHER_RPC_URLS: [string, string] = ['http://127.0.0.1:8545', 'http://127.0.0.1:8547']

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.PORTICO_E2E_BASE_URL
  if (external) {
    project.provide('baseUrl', new URL(external).href)
    project.provide('devBaseUrl', new URL(external).href)
    const solanaRpcUrl = process.env.PORTICO_E2E_SOLANA_RPC_URL
    if (!solanaRpcUrl) throw new Error('PORTICO_E2E_BASE_URL needs PORTICO_E2E_SOLANA_RPC_URL too (the launcher prints "devnet: solana at <url>")')
    project.provide('devnet', { rpcUrls: LAUNCHER_RPC_URLS, solanaRpcUrl: new URL(solanaRpcUrl).href.replace(/\/$/, ''), startupMs: null, servicesUrl: null, loginFrameUrl: process.env.DEVNET_LOGIN_FRAME_URL ?? null, relayUrl: process.env.PORTICO_E2E_WC_RELAY_URL ?? null })
    const browser = await startBrowser()
    project.provide('browserWsEndpoint', browser.wsEndpoint())
    return () => browser.close()
  }

  // Port 0: free ports, so a running `npm run playground` (8545, 8547) never clashes.
  const devnet: Devnet = await startDevnet({
    chains: [
      { chainId: 31337, name: 'Portico Devnet', port: 0 },
      { chainId: 31338, name: 'Portico Devnet 2', port: 0 },
    ],
    log: false,
  })
  const [first, second] = devnet.chains
  const { solana } = devnet
  if (!first || !second || !solana) {
    await devnet.stop()
    throw new Error('startDevnet did not start two chains and the Solana runtime')
  }
  process.env.VITE_DEVNET_EVM_RPC_URL = first.rpcUrl
  process.env.VITE_DEVNET_EVM_SECOND_RPC_URL = second.rpcUrl
  // vite.config.ts proxies /__services to it, so every page reaches the local services on loopback.
  process.env.DEVNET_SERVICES_URL = devnet.services?.url ?? ''
  process.env.VITE_DEVNET_SOLANA_RPC_URL = solana.rpcUrl
  process.env.VITE_DEVNET_LOGIN_FRAME_URL = devnet.loginFrame?.frameUrl ?? ''
  process.env.VITE_DEVNET_WC_RELAY_URL = devnet.relay?.url ?? ''
  project.provide('devnet', {
    rpcUrls: [first.rpcUrl, second.rpcUrl],
    solanaRpcUrl: solana.rpcUrl,
    startupMs: devnet.startupMs,
    servicesUrl: devnet.services?.url ?? null,
    loginFrameUrl: devnet.loginFrame?.frameUrl ?? null,
    relayUrl: devnet.relay?.url ?? null,
  })
  console.log(`e2e: devnet started in ${devnet.startupMs} ms (${first.rpcUrl}, ${second.rpcUrl}, solana ${solana.rpcUrl})`)

  const appRoot = fileURLToPath(new URL('..', import.meta.url))
  const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))
  let outDir: string | undefined
  let site: PreviewServer | undefined
  let dev: ViteDevServer | undefined
  let browser: BrowserServer | undefined
  try {
    const builtAt = Date.now()
    outDir = await mkdtemp(join(tmpdir(), 'portico-e2e-site-'))
    await build({ root: appRoot, configFile, logLevel: 'warn', clearScreen: false, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 } })
    console.log(`e2e: the playground built for production in ${Date.now() - builtAt} ms`)
    // Port 0: the system picks a free port, so a running `npm run playground` never clashes.
    site = await preview({ root: appRoot, configFile, logLevel: 'warn', clearScreen: false, build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false } })
    project.provide('baseUrl', `http://127.0.0.1:${portOf(site.httpServer.address())}/`)

    // No file watching and no HMR: an edit saved during the run must not reload a page under test.
    dev = await createServer({
      root: appRoot,
      configFile,
      logLevel: 'warn',
      clearScreen: false,
      server: { host: '127.0.0.1', port: 0, strictPort: true, open: false, watch: null, hmr: false },
    })
    await dev.listen()
    project.provide('devBaseUrl', `http://127.0.0.1:${portOf(dev.httpServer?.address())}/`)

    browser = await startBrowser()
    project.provide('browserWsEndpoint', browser.wsEndpoint())
  } catch (error) {
    await browser?.close()
    await dev?.close()
    await site?.close()
    if (outDir) await rm(outDir, { recursive: true, force: true })
    await devnet.stop()
    throw error
  }

  return async () => {
    await browser?.close()
    await dev?.close()
    await site?.close()
    if (outDir) await rm(outDir, { recursive: true, force: true })
    await devnet.stop()
  }
}

/** The port a server listens on. */
function portOf(address: string | { port: number } | null | undefined): number {
  if (!address || typeof address === 'string') throw new Error('A server for the e2e run did not report a TCP address')
  return address.port
}

/**
 * The run's one Chromium, as a server the test files connect to (each opens its own contexts, a
 * fresh one per test). Launched once instead of once per file: a launch costs about a second here.
 */
function startBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, headless: true, args: CHROMIUM_FLAGS, timeout: 60_000 })
}
