import { describe, expect, it } from 'vitest'
import * as node from './index.js'
import * as wallet from './wallet.js'

// Every change to the public surface shows up here in review.
describe('@portico/devnet exports', () => {
  it('names the Node entry', () => {
    expect(Object.keys(node).sort()).toEqual([
      'CONTROL_PREFIX',
      'DEFAULT_DEVNET_CHAINS',
      'DEFAULT_SERVICES_CONFIG',
      'DEVNET_MNEMONIC',
      'FAILURE_MODES',
      'SERVICE_PATHS',
      'devnetAccounts',
      'ownedAccounts',
      'solanaDevnetAccounts',
      'startDevnet',
      'startLocalServices',
      'startLoginFrame',
    ])
  })

  it('names the browser wallet entry', () => {
    expect(Object.keys(wallet).sort()).toEqual([
      'DEFAULT_DEVNET_CHAINS',
      'DEVNET_MNEMONIC',
      'ProviderRpcError',
      'SOLANA_TEST_WALLET_NAME',
      'announceWallet',
      'createSolanaTestWallet',
      'createTestWallet',
      'devnetAccounts',
      'injectSolanaTestWallet',
      'injectTestWallets',
      'mountWalletControls',
      'ownedAccounts',
      'porticoTestWalletInfo',
      'registerStandardWallet',
      'secondTestWalletInfo',
      'solanaDevnetAccounts',
    ])
  })
})
