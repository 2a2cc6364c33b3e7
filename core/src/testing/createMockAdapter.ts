import type { ChainAdapter } from '../kernel/plugins/chainAdapter.js'
import type { ConnectorSource, SourceContext, SourceEvent, SourceSession } from '../kernel/plugins/connectorSource.js'
import type { PorticoPlugin } from '../kernel/plugins/porticoPlugin.js'
import type { Connector, ConnectorType } from '../kernel/types/connector.js'
import type { ChainNamespace } from '../kernel/types/namespace.js'
import { createMockChainAdapter, type MockWalletHandle } from './mockChainAdapter.js'
import { createScriptedAnswers, providerError, type MockCall, type MockScript } from './mockWalletScript.js'

/** A scripted wallet of the mock adapter. */
export interface MockWallet {
  id: string
  name: string
  /** @default 'INJECTED' */
  type?: ConnectorType
  address: string
  /** The chain reference the wallet starts on, e.g. `31337`. */
  chainId: string | number
  imageUrl?: string
  rdns?: string
  /** Native balance in display units. @default '1.5' */
  balance?: string
}

export interface MockAdapter extends PorticoPlugin {
  readonly chain: ChainAdapter
  readonly connectors: ConnectorSource
  /** Sets how a wallet answers from now on. */
  script(walletId: string, script: MockScript): void
  /** Settles every hung request: approved (default), or declined (code 4001). */
  releaseHung(as?: 'approve' | 'reject'): void
  /** Marks a wallet as still authorizing the site (a reconnect then succeeds silently). */
  authorize(walletId: string, authorized?: boolean): void
  /** Replaces the discovered wallets (as a new announcement would). */
  setWallets(wallets: readonly MockWallet[]): void
  /** Reports a wallet-side event, as the wallet would. */
  emit(event: SourceEvent): void
  /** Every request the wallets received, in order. */
  readonly calls: readonly MockCall[]
  /** How many connects the source saw aborted (the visitor gave up). */
  readonly abortedConnects: number
}

/**
 * A mock plug-in with scripted wallets, for tests of core and of anything built on it: a chain
 * adapter and a connector source for one namespace (injected-style wallets, one connector each).
 * Like a real source it honours the context's `enableEIP6963`: when false, ANNOUNCED wallets are not listed.
 */
export function createMockAdapter(params: {
  namespace?: ChainNamespace
  wallets: readonly MockWallet[]
  sourceId?: string
  /** The wallets' record of authorized sites; pass one adapter's to another to share it, as one extension serves every tab. */
  authorizations?: Set<string>
}): MockAdapter {
  const namespace = params.namespace ?? 'eip155'
  let wallets = [...params.wallets]
  const answers = createScriptedAnswers()
  const authorized = params.authorizations ?? new Set<string>()
  const chainOf = new Map<string, string | number>()
  let context: SourceContext | undefined
  let abortedConnects = 0

  const toConnector = (wallet: MockWallet): Connector => ({
    id: wallet.id,
    name: wallet.name,
    type: wallet.type ?? 'INJECTED',
    chain: namespace,
    ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
    ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
  })
  const discovered = (): MockWallet[] =>
    context?.enableEIP6963 === false ? wallets.filter((wallet) => (wallet.type ?? 'INJECTED') !== 'ANNOUNCED') : wallets
  const walletOf = (walletId: string): MockWallet => {
    const wallet = discovered().find((entry) => entry.id === walletId)
    if (!wallet) throw providerError(4100, `Unknown mock wallet ${walletId}`)
    return wallet
  }
  const handleOf = (wallet: MockWallet): MockWalletHandle => ({
    mockWalletId: wallet.id,
    switchTo(network) {
      chainOf.set(wallet.id, network.id)
      context?.emit({ type: 'chainChanged', connectorId: wallet.id, namespace, chainId: network.id })
    },
  })
  const session = (wallet: MockWallet): SourceSession => ({
    namespaces: { [namespace]: { accounts: [wallet.address], chainId: chainOf.get(wallet.id) ?? wallet.chainId, handle: handleOf(wallet) } },
    walletInfo: { name: wallet.name, ...(wallet.imageUrl ? { icon: wallet.imageUrl } : {}) },
  })

  const chain = createMockChainAdapter({
    namespace,
    answers,
    balanceOf: (address) => {
      const wallet = wallets.find((entry) => entry.address === address)
      return wallet ? { walletId: wallet.id, balance: wallet.balance ?? '1.5' } : undefined
    },
  })

  const connectors: ConnectorSource = {
    id: params.sourceId ?? `mock-${namespace}`,
    namespaces: [namespace],
    setup(ctx) {
      context = ctx
      ctx.setConnectors(discovered().map(toConnector))
      return () => {
        context = undefined
      }
    },
    connect({ connectorId, networks, signal }) {
      const wallet = walletOf(connectorId)
      signal.addEventListener('abort', () => abortedConnects++, { once: true })
      return answers.answer('connect', connectorId, () => {
        authorized.add(connectorId)
        return session(wallet)
      }, { params: { network: networks[0]?.caipNetworkId } })
    },
    reconnect({ connectorId }) {
      const wallet = wallets.find((entry) => entry.id === connectorId)
      return answers.answer('reconnect', connectorId, () => (wallet && authorized.has(connectorId) ? session(wallet) : null))
    },
    disconnect({ connectorId }) {
      return answers.answer('disconnect', connectorId, () => {
        authorized.delete(connectorId)
      })
    },
  }

  return {
    chain,
    connectors,
    get calls() {
      return answers.calls
    },
    get abortedConnects() {
      return abortedConnects
    },
    script: answers.script,
    releaseHung: answers.releaseHung,
    authorize(walletId, value = true) {
      if (value) authorized.add(walletId)
      else authorized.delete(walletId)
    },
    setWallets(next) {
      wallets = [...next]
      context?.setConnectors(discovered().map(toConnector))
    },
    emit(event) {
      context?.emit(event)
    },
  }
}

export type { MockBehavior, MockCall, MockScript } from './mockWalletScript.js'
