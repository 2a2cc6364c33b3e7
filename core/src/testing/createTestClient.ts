import { createPortico } from '../kernel/createPortico.js'
import type { PorticoClient } from '../kernel/client/porticoClient.js'
import type { PorticoOptions } from '../kernel/options/porticoOptions.js'
import { createMemoryPlatform, type MemoryPlatform, type MemoryPlatformOptions } from '../kernel/platform/memoryPlatform.js'
import type { PorticoPlugin } from '../kernel/plugins/porticoPlugin.js'
import { createMemoryServices } from './memoryServices.js'
import { createMockAdapter, type MockAdapter, type MockWallet } from './createMockAdapter.js'
import { testEvmMainnet, testEvmSecond } from './testNetworks.js'

/** The first default mock wallet: announced (EIP-6963), the devnet's first funded account, 10,000 ETH. */
export const ALPHA_WALLET = Object.freeze({
  id: 'io.portico.alpha',
  name: 'Alpha Wallet',
  type: 'ANNOUNCED',
  rdns: 'io.portico.alpha',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 31337,
  balance: '10000.0',
} as const satisfies MockWallet)

/** The second default mock wallet: injected (`window.ethereum`), the devnet's second account, 42.125 ETH. */
export const BETA_WALLET = Object.freeze({
  id: 'io.portico.beta',
  name: 'Beta Wallet',
  type: 'INJECTED',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  balance: '42.125',
} as const satisfies MockWallet)

/**
 * The service URLs a test client gets unless given `services`: the memory services answer on any
 * host, so these only name them. A test of a site without services passes `services: {}`.
 */
export const MEMORY_SERVICE_URLS = Object.freeze({
  apiUrl: 'https://api.portico.test',
  analyticsUrl: 'https://analytics.portico.test',
  blockchainApiUrl: 'https://data.portico.test',
})

/** Two scripted EVM wallets (the devnet's first two funded accounts). */
export const DEFAULT_MOCK_WALLETS: readonly MockWallet[] = [ALPHA_WALLET, BETA_WALLET]

export interface TestClientOptions extends Partial<Omit<PorticoOptions, 'platform'>> {
  /** The mock adapter's wallets. @default DEFAULT_MOCK_WALLETS */
  wallets?: readonly MockWallet[]
  /**
   * More plug-ins beside the mock adapter (a mock pairing or embedded source, say). E-mail and
   * social login are in force only with a plug-in that provides them: `createMockEmbeddedPlugin()`.
   */
  plugins?: readonly PorticoPlugin[]
  /**
   * The services' addresses and settings, taken as given (a site's `services`).
   * @default MEMORY_SERVICE_URLS (every service set, answered by the platform's fetch)
   */
  services?: PorticoOptions['services']
  /**
   * Options of the memory platform (clock start, storage content, environment). Without a `fetch`,
   * the services answer from memory (`createMemoryServices()`: no remote features, no extra origins).
   */
  platform?: MemoryPlatformOptions
  /** Use this platform instead of a new one (to simulate a reload over the same storage). */
  reusePlatform?: MemoryPlatform
}

export interface TestClient {
  client: PorticoClient
  platform: MemoryPlatform
  adapter: MockAdapter
  /**
   * Simulates a page reload: destroys this client and returns a new one, with the same options
   * (`overrides` on top), over the same storage and clock, whose mock wallets still authorize the
   * site as they did (an extension remembers that across reloads).
   */
  reload(overrides?: TestClientOptions): TestClient
  /**
   * Simulates a second tab of the site: a new client beside this one, with the same options
   * (`overrides` on top), over the same storage (each tab hears the other's writes) and clock, and
   * the same wallets' record of authorized sites (one extension serves both tabs).
   */
  openTab(overrides?: TestClientOptions): TestClient
}

/**
 * A client on the memory platform (fake clock, memory storage) with a mock EVM plug-in whose
 * wallets can be scripted, plus any `plugins` given. Runs in plain Node.
 */
export function createTestClient(options: TestClientOptions = {}): TestClient {
  return buildTestClient(options, new Set())
}

function buildTestClient(options: TestClientOptions, authorizations: Set<string>): TestClient {
  const { wallets, plugins, platform: platformOptions, reusePlatform, ...rest } = options
  const platform = reusePlatform ?? createMemoryPlatform({ fetch: createMemoryServices().fetch, ...platformOptions })
  const adapter = createMockAdapter({ wallets: wallets ?? DEFAULT_MOCK_WALLETS, authorizations })
  const client = createPortico({
    projectId: 'portico-test',
    networks: [testEvmMainnet, testEvmSecond],
    adapters: [adapter, ...(plugins ?? [])],
    services: MEMORY_SERVICE_URLS,
    ...rest,
    platform,
  })
  return {
    client,
    platform,
    adapter,
    reload(overrides = {}) {
      client.destroy()
      return buildTestClient({ ...options, ...overrides, reusePlatform: platform }, new Set(authorizations))
    },
    openTab(overrides = {}) {
      const tab = createMemoryPlatform({ ...platformOptions, fetch: platform.fetch, clock: platform.clock, storage: platform.storage.openTab() })
      return buildTestClient({ ...options, ...overrides, reusePlatform: tab }, authorizations)
    },
  }
}
