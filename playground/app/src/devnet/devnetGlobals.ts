import type { EvmAdapter } from '@portico/adapter-evm'
import type { SolanaAdapter } from '@portico/adapter-solana'
import type { PorticoClient } from '@portico/core'
import type { InjectedTestWallets, SolanaTestWallet } from '@portico/devnet/wallet'

/** What the devnet page exposes to the e2e tests (never done by product code). */
export interface PorticoDevnetPage {
  client: PorticoClient
  evm: EvmAdapter
  solana: SolanaAdapter
  wallets: InjectedTestWallets
  /** The Wallet Standard test wallet ('Solana Test Wallet'). */
  solanaWallet: SolanaTestWallet
}

declare global {
  interface Window {
    __porticoDevnet?: PorticoDevnetPage
  }
}

/** Makes the client, the adapter and the test wallets reachable from the e2e tests. */
export function exposeDevnetForTests(page: PorticoDevnetPage): void {
  window.__porticoDevnet = page
}
