import { ACCOUNTS_ONLY_CAPABILITIES, type ChainAdapter, type WalletCapabilities } from '../kernel/plugins/chainAdapter.js'
import { BUILTIN_NAMESPACE_RULES } from '../kernel/plugins/namespaceRules.js'
import type { ChainNamespace } from '../kernel/types/namespace.js'
import type { Network } from '../kernel/types/network.js'
import { mockHash, mockSignature, type ScriptedAnswers } from './mockWalletScript.js'

/** The wallet handle the mock sources return: the scripted wallet it speaks for. */
export interface MockWalletHandle {
  readonly mockWalletId: string
  /** Where the wallet is; a 'wallet' switch moves it and reports chainChanged. */
  switchTo(network: Network): void
}

export function isMockWalletHandle(value: unknown): value is MockWalletHandle {
  return typeof value === 'object' && value !== null && typeof (value as MockWalletHandle).mockWalletId === 'string'
}

/**
 * A chain adapter for tests: the namespace's built-in rules, balances from a table, and wallets
 * that sign and send as their scripts say. On eip155 the wallet switches networks itself; on
 * other namespaces the switch is local, as with Solana wallets.
 */
export function createMockChainAdapter(params: {
  namespace: ChainNamespace
  answers: ScriptedAnswers
  balanceOf: (address: string) => { walletId: string; balance: string } | undefined
}): ChainAdapter {
  const { namespace, answers } = params
  let sent = 0
  return {
    namespace,
    rules: BUILTIN_NAMESPACE_RULES[namespace],
    // The mock wallets' signatures (see mockSignature) verify here, so sign-in sessions can be checked.
    signatureVerifier: {
      namespace,
      verify: async ({ address, message, signature }) => signature === mockSignature(address, message),
    },
    getBalance({ address, network }) {
      const entry = params.balanceOf(address)
      return answers.answer('getBalance', entry?.walletId ?? address, () => ({
        balance: entry?.balance ?? '1.5',
        symbol: network.nativeCurrency.symbol,
      }))
    },
    bindWallet({ handle }): WalletCapabilities {
      if (!isMockWalletHandle(handle)) throw new TypeError('not a mock wallet handle')
      const walletId = handle.mockWalletId
      return {
        // What the mock does not do stays unsupported, as a namespace without a chain adapter.
        ...ACCOUNTS_ONLY_CAPABILITIES,
        switchNetwork:
          namespace === 'eip155'
            ? {
                mode: 'wallet',
                switchNetwork: ({ network }) =>
                  answers.answer('switchNetwork', walletId, () => handle.switchTo(network), { params: { network: network.caipNetworkId } }),
              }
            : { mode: 'local' },
        signMessage: {
          supported: true,
          run: ({ address, message }) =>
            answers.answer('signMessage', walletId, () => ({ signature: mockSignature(address, message) }), {
              params: { message },
              malformed: () => ({ signature: 'not a signature' }),
            }),
        },
        sendTransaction: {
          supported: true,
          run: ({ to, value }) =>
            answers.answer('sendTransaction', walletId, () => ({ hash: mockHash(walletId, ++sent) }), {
              params: { to, value },
              malformed: () => ({ hash: '0x1234' }),
            }),
        },
      }
    },
  }
}
