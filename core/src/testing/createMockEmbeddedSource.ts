import type { ConnectorSource, SourceContext, SourceSession } from '../plugins/connectorSource.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { MockWalletHandle } from './mockChainAdapter.js'
import { createScriptedAnswers, type MockScript } from './mockWalletScript.js'

/** The embedded wallet's namespaces (SPEC.md section 4: e-mail and social logins cover these). */
export const EMBEDDED_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

export interface MockEmbeddedSource extends ConnectorSource {
  script(script: MockScript): void
  releaseHung(as?: 'approve' | 'reject'): void
  /** Ends the login from the frame's side. */
  signOut(): void
}

/**
 * A mock embedded wallet: one login (auth 'email') that opens eip155, solana and bip122 at once,
 * each with its own account.
 */
export function createMockEmbeddedSource(params: {
  accounts: Partial<Record<ChainNamespace, { address: string; chainId: string | number }>>
  connectorId?: string
}): MockEmbeddedSource {
  const connectorId = params.connectorId ?? 'mock-embedded'
  const namespaces = EMBEDDED_NAMESPACES.filter((namespace) => params.accounts[namespace])
  const answers = createScriptedAnswers()
  const chains = new Map<ChainNamespace, string | number>()
  let context: SourceContext | undefined
  let loggedIn = false

  const handle = (namespace: ChainNamespace): MockWalletHandle => ({
    mockWalletId: connectorId,
    switchTo(network: Network) {
      chains.set(namespace, network.id)
      context?.emit({ type: 'chainChanged', connectorId, namespace, chainId: network.id })
    },
  })
  const session = (): SourceSession => ({
    namespaces: Object.fromEntries(
      namespaces.map((namespace) => {
        const account = params.accounts[namespace] as { address: string; chainId: string | number }
        return [namespace, { accounts: [account.address], chainId: chains.get(namespace) ?? account.chainId, handle: handle(namespace) }]
      }),
    ),
    walletInfo: { name: 'Mock Embedded Wallet' },
    auth: { name: 'email' },
  })
  const connector: Connector = { id: connectorId, name: 'Email', type: 'AUTH', chain: namespaces[0] ?? 'eip155', namespaces }

  return {
    id: 'mock-embedded',
    namespaces,
    script: (script) => answers.script(connectorId, script),
    releaseHung: answers.releaseHung,
    signOut() {
      if (!loggedIn) return
      loggedIn = false
      context?.emit({ type: 'disconnect', connectorId })
    },
    setup(ctx) {
      context = ctx
      ctx.setConnectors([connector])
      return () => {
        context = undefined
      }
    },
    connect() {
      return answers.answer('connect', connectorId, () => {
        loggedIn = true
        return session()
      })
    },
    async reconnect() {
      return loggedIn ? session() : null
    },
    disconnect() {
      return answers.answer('disconnect', connectorId, () => {
        loggedIn = false
      })
    },
  }
}
