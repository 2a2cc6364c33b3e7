import {
  deployPorticoAccountFactory,
  deployPorticoToken,
  devnetAccounts,
  loadPorticoTokenArtifact,
  startAnvil,
  startWalletConnectRelay,
  type AnvilChain,
  type WalletConnectRelay,
  type DevnetAccount,
} from '@portico/test-chains'
import { startDevnetSolana, type DevnetSolana, type DevnetSolanaConfig } from './solana/startDevnetSolana.js'
import type { Address } from 'viem'
import { DEFAULT_DEVNET_CHAINS, type DevnetChainConfig } from './chains/defaultDevnetChains.js'
import { startLocalServices, type LocalServices } from './services/startLocalServices.js'
import { startLoginFrame, type LoginFrame } from './loginFrame/startLoginFrame.js'
import type { ServicesConfig } from './services/servicesState.js'
import { createBlockchainData } from './services/blockchainData.js'
import { createAccountFunding } from './services/createAccountFunding.js'
import { devnetSolanaTokenTable } from './services/solanaAccountData.js'

export interface StartDevnetOptions {
  /**
   * The chains to run. Give `port: 0` for a free port (tests do, so they never clash with a
   * running playground). @default DEFAULT_DEVNET_CHAINS (31337 on 8545, 31338 on 8547)
   */
  chains?: readonly DevnetChainConfig[]
  /** How many accounts anvil funds with ether (and the devnet reports). @default 10 */
  accounts?: number
  /** Accounts 1..n receive test tokens from the deployer, account 0. @default 4 */
  tokenFundedAccounts?: number
  /** Whole PTT each of those accounts receives. @default 10_000n */
  tokenAmount?: bigint
  /** Whole PTT minted to the deployer. @default 1_000_000n */
  tokenSupply?: bigint
  /** Where progress lines go; `false` for silence. @default console.log */
  log?: ((line: string) => void) | false
  /**
   * The local services (configuration, origins, analytics config, `/batch`, `/e`) on 127.0.0.1:
   * their port (0 for a free one) and first answers, or `false` for none.
   * @default { port: 0 }
   */
  services?: { port?: number; config?: Partial<ServicesConfig> } | false
  /**
   * The local Solana runtime beside the EVM chains (funded accounts, the PST and P22 test tokens);
   * `false` runs none. @default { port: 0 }, a free port on 127.0.0.1
   */
  solana?: DevnetSolanaConfig | false
  /**
   * The reference login frame (the embedded wallet's secure-login page, its mailbox and a stand-in
   * social provider) on its own loopback port, so its origin differs from the site's; `false` runs
   * none. Its users get the last two EVM accounts and the last two Solana accounts, in order of
   * first login. @default { port: 0 }
   */
  loginFrame?: { port?: number } | false
  /**
   * The WalletConnect relay on 127.0.0.1 (pairing between the site and the wallet page); `false`
   * runs none. @default { port: 0 }, a free port
   */
  relay?: { port?: number } | false
}

export interface DevnetChain {
  chainId: number
  name: string
  rpcUrl: string
  port: number
  /** The Portico Test Token (PTT): deployer account 0, nonce 0, so the same on every start. */
  tokenAddress: Address
  /** The smart-account factory (PorticoAccountFactory), deployed by account 0 right after the token's funding. */
  accountFactoryAddress: Address
}

export interface Devnet {
  chains: DevnetChain[]
  /** Funded accounts with their keys; account 0 deployed the token. */
  accounts: DevnetAccount[]
  /** The local services, unless `services: false` was given. */
  services: LocalServices | undefined
  /** The local Solana runtime; undefined when started with `solana: false`. */
  solana?: DevnetSolana
  /** The reference login frame; undefined when started with `loginFrame: false`. */
  loginFrame?: LoginFrame
  /** The WalletConnect relay, unless started with `relay: false`. */
  relay?: WalletConnectRelay
  /** Milliseconds from the call to chains up and token deployed and funded. */
  startupMs: number
  /** Stops every chain and waits for them to exit. */
  stop(): Promise<void>
}

/**
 * Starts the devnet's local EVM chains, deploys the test token on each and funds accounts, and the
 * local Solana runtime beside them.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const startedAt = performance.now()
  const log = options.log === false ? () => {} : (options.log ?? console.log)
  const configs = options.chains ?? DEFAULT_DEVNET_CHAINS
  const accountCount = options.accounts ?? 10
  if (accountCount < 1) throw new Error('the devnet needs at least one account')
  const artifactLoading = loadPorticoTokenArtifact()
  // Spawn first: deriving the accounts' keys takes ~200 ms of CPU, done while anvil boots.
  const starting = Promise.allSettled(
    configs.map((config) => startAnvil({ chainId: config.chainId, port: config.port, accounts: accountCount })),
  )
  const servicesStarting = options.services === false ? Promise.resolve(undefined) : startLocalServices(options.services ?? {})
  const solanaStarting = options.solana === false ? Promise.resolve(undefined) : startDevnetSolana(options.solana ?? {})
  const relayStarting = options.relay === false ? Promise.resolve(undefined) : startWalletConnectRelay(options.relay ?? {})
  const accounts = devnetAccounts(accountCount)
  const deployer = accounts[0] as DevnetAccount
  const funded = accounts.slice(1, 1 + (options.tokenFundedAccounts ?? 4)).map((account) => account.address)
  const [started, sideResults, relayResult] = await Promise.all([
    starting,
    Promise.allSettled([servicesStarting, solanaStarting] as const),
    relayStarting.then(
      (value) => ({ status: 'fulfilled' as const, value }),
      (reason: unknown) => ({ status: 'rejected' as const, reason }),
    ),
  ])
  const anvils = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const [servicesResult, solanaResult] = sideResults
  const services = servicesResult.status === 'fulfilled' ? servicesResult.value : undefined
  const solana = solanaResult.status === 'fulfilled' ? solanaResult.value : undefined
  const relay = relayResult.status === 'fulfilled' ? relayResult.value : undefined
  const stop = async () => {
    await Promise.all([...anvils.map((anvil) => anvil.stop()), services?.stop(), solana?.stop(), relay?.stop()])
  }
  const failure = [...started, ...sideResults, relayResult].find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }
  const chainsUpMs = performance.now() - startedAt

  try {
    const artifact = await artifactLoading
    const chains = await Promise.all(
      anvils.map(async (anvil: AnvilChain, index): Promise<DevnetChain> => {
        const tokenAddress = await deployPorticoToken({
          rpcUrl: anvil.rpcUrl,
          chainId: anvil.chainId,
          artifact,
          deployerPrivateKey: deployer.privateKey,
          initialSupply: options.tokenSupply ?? 1_000_000n,
          fund: funded,
          amount: (options.tokenAmount ?? 10_000n) * 10n ** 18n,
        })
        const accountFactoryAddress = await deployPorticoAccountFactory({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deployerPrivateKey: deployer.privateKey })
        const name = configs[index]?.name ?? `Devnet ${anvil.chainId}`
        return { chainId: anvil.chainId, name, rpcUrl: anvil.rpcUrl, port: anvil.port, tokenAddress, accountFactoryAddress }
      }),
    )
    const loginFrame =
      options.loginFrame === false
        ? undefined
        : await startLoginFrame({
            port: options.loginFrame?.port ?? 0,
            evmChains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name })),
            smartAccounts: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, factory: chain.accountFactoryAddress })),
            ...(solana ? { solana: { rpcUrl: solana.rpcUrl } } : {}),
          })
    const stopAll = async () => {
      await Promise.all([stop(), loginFrame?.stop()])
    }
    services?.mountBlockchainData(
      createBlockchainData({
        chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, tokens: [chain.tokenAddress] })),
        ...(solana ? { solana: { rpcUrl: solana.rpcUrl, tokens: devnetSolanaTokenTable(solana.tokens) } } : {}),
      }),
    )
    services?.mountFunding(
      createAccountFunding({ chains, ...(solana ? { solana } : {}) }),
    )
    const startupMs = Math.round(performance.now() - startedAt)
    for (const chain of chains) log(`devnet: chain ${chain.chainId} at ${chain.rpcUrl}, PTT token ${chain.tokenAddress}, account factory ${chain.accountFactoryAddress}`)
    if (services) log(`devnet: services (config, origins, analytics, /batch, /e) at ${services.url}`)
    if (solana) log(`devnet: solana at ${solana.rpcUrl} (${solana.wsUrl}), tokens ${solana.tokens.map((token) => `${token.symbol} ${token.mint}`).join(', ')}`)
    if (loginFrame) log(`devnet: login frame at ${loginFrame.frameUrl}, mailbox ${loginFrame.url}/mailbox`)
    if (relay) log(`devnet: walletconnect relay at ${relay.url}`)
    log(`devnet: started in ${startupMs} ms (chains ${Math.round(chainsUpMs)} ms, token deploy and funding ${startupMs - Math.round(chainsUpMs)} ms)`)
    return { chains, accounts, services, ...(solana ? { solana } : {}), ...(loginFrame ? { loginFrame } : {}), ...(relay ? { relay } : {}), startupMs, stop: stopAll }
  } catch (error) {
    await stop()
    throw error
  }
}
