import type { Hex } from 'viem'
import { createTestWallet, devnetAccounts, type TestWallet, type TestWalletChain, type WalletStorage } from '@portico/test-chains/wallet'
import { DEFAULT_DEVNET_CHAINS } from '../chains/defaultDevnetChains.js'
import { announceWallet } from './announceWallet.js'
import { porticoTestWalletInfo, secondTestWalletInfo } from './testWalletInfos.js'

export interface InjectTestWalletsOptions {
  /** The page's event target (`window`). */
  target: EventTarget
  /** The chains both wallets know. @default DEFAULT_DEVNET_CHAINS on http://127.0.0.1:<port> */
  chains?: readonly TestWalletChain[]
  /** Keys for the Portico Test Wallet and the Second Test Wallet. @default devnet accounts 1 and 2 */
  privateKeys?: readonly [Hex, Hex]
  /** Lets the wallets remember an authorized site across reloads (`window.localStorage`). */
  storage?: WalletStorage
}

export interface InjectedTestWallets {
  /** 'Portico Test Wallet' (io.portico.testwallet). */
  main: TestWallet
  /** 'Second Test Wallet' (io.portico.secondwallet). */
  second: TestWallet
  /** Stops both from answering `eip6963:requestProvider`. */
  remove(): void
}

/** The devnet's chains as a wallet reaches them from a page on the same machine. */
const defaultChains = (): TestWalletChain[] =>
  DEFAULT_DEVNET_CHAINS.map(({ chainId, name, port }) => ({ chainId, name, rpcUrl: `http://127.0.0.1:${port}` }))

/**
 * Creates the devnet's two test wallets and announces both through EIP-6963 on `target`. By
 * default they hold devnet accounts 1 and 2 (ether and PTT on both chains; account 0 deployed the
 * token), on the playground's fixed chains.
 */
export function injectTestWallets(options: InjectTestWalletsOptions): InjectedTestWallets {
  const chains = options.chains ?? defaultChains()
  const keys = options.privateKeys ?? (devnetAccounts(3).slice(1).map((account) => account.privateKey) as [Hex, Hex])
  const create = (privateKey: Hex, rdns: string) =>
    createTestWallet({
      privateKey,
      chains,
      ...(options.storage ? { storage: options.storage, storageKey: `portico-devnet-wallet:${rdns}` } : {}),
    })
  const main = create(keys[0], porticoTestWalletInfo.rdns)
  const second = create(keys[1], secondTestWalletInfo.rdns)
  const unsubscribes = [
    announceWallet({ target: options.target, info: porticoTestWalletInfo, provider: main }),
    announceWallet({ target: options.target, info: secondTestWalletInfo, provider: second }),
  ]
  return {
    main,
    second,
    remove: () => unsubscribes.forEach((unsubscribe) => unsubscribe()),
  }
}
