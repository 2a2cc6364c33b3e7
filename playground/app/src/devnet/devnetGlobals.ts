import type { EvmAdapter } from '@portico/adapter-evm'
import type { PorticoClient } from '@portico/core'
import type { InjectedTestWallets } from '@portico/devnet/wallet'

/** What the devnet page exposes to the e2e tests (never done by product code). */
export interface PorticoDevnetPage {
  client: PorticoClient
  evm: EvmAdapter
  wallets: InjectedTestWallets
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
