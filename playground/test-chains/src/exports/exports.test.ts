import { describe, expect, it } from 'vitest'
import * as node from './index.js'
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

  it('names the Node entry: the wallet entry, the anvil launcher, its probes and the token', () => {
    expect(Object.keys(node).sort()).toEqual(
      [
        ...Object.keys(wallet),
        'chainAnswers',
        'deployPorticoToken',
        'isProcessRunning',
        'loadPorticoTokenArtifact',
        'resolveAnvilBinary',
        'startAnvil',
      ].sort(),
    )
  })
})
