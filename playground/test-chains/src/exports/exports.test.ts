import { describe, expect, it } from 'vitest'
import * as node from './index.js'
import * as solanaWallet from './solanaWallet.js'
import * as wallet from './wallet.js'

// Every change to the public surface shows up here in review.
describe('@portico/test-chains exports', () => {
  it('names the browser-safe wallet entry', () => {
    expect(Object.keys(wallet).sort()).toEqual([
      'DEVNET_MNEMONIC',
      'ProviderRpcError',
      'createTestWallet',
      'devnetAccounts',
      'jsonRpcRequest',
    ])
  })

  it('names the browser-safe Solana wallet entry', () => {
    expect(Object.keys(solanaWallet).sort()).toEqual([
      'ASSOCIATED_TOKEN_PROGRAM_ID',
      'SOLANA_DEVNET_SEED',
      'SOLANA_LOCALNET_CHAIN',
      'SYSTEM_PROGRAM_ID',
      'TOKEN_2022_PROGRAM_ID',
      'TOKEN_PROGRAM_ID',
      'associatedTokenAddress',
      'createSolanaTestWallet',
      'solanaDevnetAccounts',
      'solanaDevnetKeypair',
    ])
  })

  it('names the Node entry: the wallet entries, the anvil launcher, its probes, the token, the smart account and the Solana runtime', () => {
    expect(Object.keys(node).sort()).toEqual(
      [
        ...Object.keys(wallet),
        ...Object.keys(solanaWallet),
        'LAMPORTS_PER_SIGNATURE',
        'LOCAL_GENESIS_HASH',
        'sendSolanaTransfer',
        'solanaTestTokens',
        'startSolanaRuntime',
        'startWalletConnectRelay',
        'chainAnswers',
        'createPairingWallet',
        'deployPorticoToken',
        'createTestSmartAccount',
        'deployPorticoAccountFactory',
        'loadPorticoAccountArtifacts',
        'porticoAccountAbi',
        'porticoAccountFactoryAbi',
        'isProcessRunning',
        'loadPorticoTokenArtifact',
        'resolveAnvilBinary',
        'startAnvil',
      ].sort(),
    )
  })
})
