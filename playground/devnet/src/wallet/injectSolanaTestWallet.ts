import {
  createSolanaTestWallet,
  solanaDevnetAccounts,
  type SolanaTestWallet,
} from '@portico/test-chains/solana-wallet'
import type { WalletStorage } from '@portico/test-chains/wallet'
import { registerStandardWallet } from './registerStandardWallet.js'

/** The name the devnet's Solana test wallet registers under. */
export const SOLANA_TEST_WALLET_NAME = 'Solana Test Wallet'

export interface InjectSolanaTestWalletOptions {
  /** The page's window. */
  target: EventTarget
  /** The local Solana runtime's JSON-RPC URL (where the wallet sends what it signs). */
  rpcUrl: string
  /** The 64-byte secret key the wallet signs with. @default Solana devnet account 1's */
  secretKey?: Uint8Array
  /** Lets the wallet remember an authorized site across reloads (`window.localStorage`). */
  storage?: WalletStorage
}

export interface InjectedSolanaTestWallet {
  wallet: SolanaTestWallet
  /** Unregisters it from the page's Wallet Standard apps. */
  remove(): void
}

/**
 * Creates the devnet's Solana test wallet (Wallet Standard, `solana:localnet`) and registers it
 * with the page's Wallet Standard apps. By default it holds Solana devnet account 1 (SOL, PST and
 * P22; account 0 is the tokens' mint authority).
 * @throws Error when `rpcUrl` is not an http(s) URL on loopback
 */
export function injectSolanaTestWallet(options: InjectSolanaTestWalletOptions): InjectedSolanaTestWallet {
  const url = new URL(options.rpcUrl)
  if (!/^https?:$/.test(url.protocol) || !/^(127(\.\d{1,3}){3}|localhost|\[::1\])$/.test(url.hostname)) {
    throw new Error(`the Solana test wallet sends to loopback only, not ${url.origin}`)
  }
  const wallet = createSolanaTestWallet({
    secretKey: options.secretKey ?? (solanaDevnetAccounts(2)[1] as { secretKey: Uint8Array }).secretKey,
    rpcUrl: url.href,
    name: SOLANA_TEST_WALLET_NAME,
    ...(options.storage ? { storage: options.storage } : {}),
  })
  const remove = registerStandardWallet({ target: options.target, wallet })
  return { wallet, remove }
}
