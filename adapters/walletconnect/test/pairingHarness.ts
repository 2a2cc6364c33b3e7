import type { Logger, Network, Platform, SourceContext, SourceEvent, Connector } from '@portico/core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import {
  createPairingWallet,
  createSolanaTestWallet,
  createTestWallet,
  devnetAccounts,
  type TestWallet,
  solanaDevnetKeypair,
  startAnvil,
  startWalletConnectRelay,
  type AnvilChain,
  type PairingWallet,
  type WalletConnectRelay,
} from '@portico/test-chains'
import { SignClient } from '@walletconnect/sign-client'
import type { WalletConnectStorage } from '../src/walletConnectOptions.js'

/** A key-value store in memory, as the SDK takes one. */
export function memoryStorage(): WalletConnectStorage & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>()
  return {
    entries,
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key, value) => void entries.set(key, structuredClone(value)),
    removeItem: async (key) => void entries.delete(key),
  }
}

/** A source context on the real clock that records what the source emits and logs. */
export function realContext(networks: readonly Network[]): SourceContext & { events: SourceEvent[]; connectors: Connector[]; logs: string[] } {
  const events: SourceEvent[] = []
  const logs: string[] = []
  const record = (message: string, ...rest: unknown[]) => logs.push([message, ...rest.map((entry) => (entry instanceof Error ? entry.message : JSON.stringify(entry)))].join(' '))
  const context = {
    events,
    logs,
    connectors: [] as Connector[],
    networks,
    platform: {
      clock: {
        now: () => Date.now(),
        setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
        clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
        setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
        clearInterval: (handle: unknown) => clearInterval(handle as NodeJS.Timeout),
      },
    } as unknown as Platform,
    logger: { debug: record, info: record, warn: record, error: record, level: 'debug', getLogs: () => [], clear: () => undefined } as unknown as Logger,
    setConnectors(list: readonly Connector[]) {
      context.connectors = [...list]
    },
    emit(event: SourceEvent) {
      events.push(event)
    },
  }
  return context
}

/** Waits until `check` returns something truthy (polling; never a fixed sleep). */
export async function until<T>(check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

let walletSides = 0

export interface WalletSide {
  wallet: PairingWallet
  client: InstanceType<typeof SignClient>
  /** The EVM test wallet behind the pairing wallet (its behaviour can be scripted). */
  evm: TestWallet
  evmAddress: string
  solanaAddress: string
}

/** A wallet on the real sign client, answering with the devnet test wallets. */
export async function startWalletSide(params: { relay: WalletConnectRelay; evmChains: { chainId: number; rpcUrl: string }[]; solanaRpcUrl: string; solanaChain: string }): Promise<WalletSide> {
  const client = await SignClient.init({
    projectId: 'portico-devnet',
    relayUrl: params.relay.url,
    metadata: { name: 'Portico Pairing Test Wallet', description: 'devnet', url: 'http://127.0.0.1', icons: [] },
    storage: memoryStorage() as never,
    // Its own prefix each time: the SDK keeps one core per prefix on globalThis.
    customStoragePrefix: `wallet${(walletSides += 1)}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  const account = devnetAccounts(2)[1]!
  const evm = createTestWallet({ privateKey: account.privateKey, chains: params.evmChains })
  const solana = createSolanaTestWallet({ secretKey: solanaDevnetKeypair('alice').secretKey, rpcUrl: params.solanaRpcUrl, chains: [params.solanaChain as `${string}:${string}`] })
  const wallet = createPairingWallet({
    client: client as never,
    evm: { wallet: evm, chainIds: params.evmChains.map((chain) => chain.chainId) },
    solana: { wallet: solana, chain: params.solanaChain },
  })
  return { wallet, client, evm, evmAddress: account.address, solanaAddress: solana.address }
}

export { startWalletConnectRelay }

/** An anvil chain as a site network. */
export function evmNetwork(chain: AnvilChain): Network {
  return {
    id: chain.chainId,
    name: `Anvil ${chain.chainId}`,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
}

/** What {@link relayAndChain} sets up: filled in before the first test of the `describe`. */
export interface RelayAndChain {
  relay: WalletConnectRelay
  anvil: AnvilChain
  /** The anvil chain's network, then the extra networks. */
  networks: Network[]
  /** Run (and emptied) after each test. */
  cleanups: (() => Promise<unknown>)[]
}

/**
 * For the tests of one `describe`: a loopback relay and an anvil chain (31337) started before them
 * and stopped after; after each test the relay is up again and the test's cleanups have run.
 */
export function relayAndChain(extraNetworks: readonly Network[] = []): RelayAndChain {
  const env = { networks: [], cleanups: [] } as unknown as RelayAndChain
  beforeAll(async () => {
    ;[env.relay, env.anvil] = await Promise.all([startWalletConnectRelay(), startAnvil({ chainId: 31337 })])
    env.networks = [evmNetwork(env.anvil), ...extraNetworks]
  })
  afterAll(async () => {
    await Promise.all([env.relay?.stop(), env.anvil?.stop()])
  })
  afterEach(async () => {
    env.relay?.setDown(false)
    for (const cleanup of env.cleanups.splice(0)) await cleanup().catch(() => undefined)
  })
  return env
}
