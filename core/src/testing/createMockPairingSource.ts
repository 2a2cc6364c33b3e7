import type { ConnectorSource, SourceContext, SourceSession, SourceSignIn, SourceSignInRequest } from '../kernel/plugins/connectorSource.js'
import { serializeSiwxMessage } from '../modules/siwx/serializeSiwxMessage.js'
import type { TimerHandle } from '../kernel/platform/ports.js'
import type { Connector } from '../kernel/types/connector.js'
import type { ChainNamespace } from '../kernel/types/namespace.js'
import type { Network } from '../kernel/types/network.js'
import type { MockWalletHandle } from './mockChainAdapter.js'
import { mockSignature, providerError } from './mockWalletScript.js'

/** How long a pairing URI lives (SPEC.md section 9: 4 minutes). */
export const MOCK_PAIRING_LIFETIME_MS = 4 * 60_000

/** The wallet's accounts and chain on one namespace of the mock pairing session. */
export interface MockPairingNamespace {
  accounts: readonly string[]
  /** The chain reference the wallet is on, e.g. `1` or a solana genesis prefix. */
  chainId: string | number
}

/** The wallet side of the mock pairing: what a phone wallet does with the proposal and the session. */
export interface MockPairingWallet {
  /** The URI of the proposal waiting for an answer, if any. */
  readonly proposalUri: string | undefined
  /**
   * Approves the waiting proposal with the wallet's namespaces. When the site asked for one-click
   * sign-in and the wallet supports it (`authenticate: true`), the wallet signs the message for its
   * first eip155 account on the first requested chain, unless `signIns` says what it sends instead.
   */
  approve(options?: { signIns?: readonly SourceSignIn[] }): void
  /** The one-click sign-in the waiting proposal asks for, if any. */
  readonly signInRequest: SourceSignInRequest | undefined
  /** Rejects the waiting proposal as the visitor would (code 5000 'User rejected'). */
  reject(): void
  /** Switches the account of a namespace in an open session. */
  switchAccount(namespace: ChainNamespace, address: string): void
  /** Moves the wallet to another chain of a namespace. */
  switchChain(namespace: ChainNamespace, chainId: string | number): void
  /** Ends the session from the wallet. */
  endSession(): void
}

export interface MockPairingSource extends ConnectorSource {
  readonly wallet: MockPairingWallet
  /** Proposals the site withdrew (it aborted the connect). */
  readonly withdrawn: number
  /** Sessions the site ended. */
  readonly endedBySite: number
}

/**
 * A mock pairing source (one session over several namespaces, as WalletConnect has): connect
 * publishes a display URI that expires after four minutes and waits for the wallet side, which
 * can approve, reject, hang (do nothing), switch accounts and chains, and end the session. An
 * aborted connect withdraws the proposal, unless `heldByWallet`.
 */
export function createMockPairingSource(params: {
  id?: string
  connectorId?: string
  name?: string
  wallet: Partial<Record<ChainNamespace, MockPairingNamespace>>
  /** The wallet answers one-click sign-in (pairing-protocol authentication). @default false */
  authenticate?: boolean
  /**
   * The wallet already holds the proposal when the site gives up: an abort cannot withdraw it, so
   * the wallet's approval still opens the session (the site sees a late answer). @default false
   */
  heldByWallet?: boolean
}): MockPairingSource {
  const connectorId = params.connectorId ?? 'mock-pairing'
  const namespaces = Object.keys(params.wallet) as ChainNamespace[]
  const state = { ...params.wallet }
  let context: SourceContext | undefined
  let proposal:
    | { uri: string; signIn: SourceSignInRequest | undefined; resolve: (session: SourceSession) => void; reject: (error: unknown) => void }
    | undefined
  let sessionOpen = false
  let counter = 0
  let withdrawn = 0
  let endedBySite = 0

  const handle = (namespace: ChainNamespace): MockWalletHandle => ({
    mockWalletId: connectorId,
    switchTo(network: Network) {
      wallet.switchChain(namespace, network.id)
    },
  })
  const session = (): SourceSession => ({
    namespaces: Object.fromEntries(
      namespaces.map((namespace) => {
        const entry = state[namespace] as MockPairingNamespace
        return [namespace, { accounts: entry.accounts, chainId: entry.chainId, handle: handle(namespace) }]
      }),
    ),
    walletInfo: { name: params.name ?? 'Mock Pairing Wallet' },
  })

  const signInOf = (request: SourceSignInRequest): SourceSignIn => {
    const address = String(state.eip155?.accounts[0] ?? '')
    const message = serializeSiwxMessage({
      ...request.message,
      accountAddress: address,
      chainId: request.chains[0] ?? 'eip155:1',
      issuedAt: new Date(context?.platform.clock.now() ?? 0).toISOString(),
    })
    return { message, signature: mockSignature(address, message) }
  }

  const wallet: MockPairingWallet = {
    get proposalUri() {
      return proposal?.uri
    },
    get signInRequest() {
      return proposal?.signIn
    },
    approve(options) {
      const current = proposal
      proposal = undefined
      sessionOpen = true
      const signIns = options?.signIns ?? (params.authenticate && current?.signIn ? [signInOf(current.signIn)] : undefined)
      current?.resolve(signIns ? { ...session(), signIns } : session())
    },
    reject() {
      const current = proposal
      proposal = undefined
      current?.reject(providerError(5000, 'User rejected.'))
    },
    switchAccount(namespace, address) {
      const entry = state[namespace]
      if (!entry) return
      state[namespace] = { ...entry, accounts: [address, ...entry.accounts.filter((account) => account !== address)] }
      if (sessionOpen) context?.emit({ type: 'accountsChanged', connectorId, namespace, accounts: state[namespace].accounts })
    },
    switchChain(namespace, chainId) {
      const entry = state[namespace]
      if (!entry) return
      state[namespace] = { ...entry, chainId }
      if (sessionOpen) context?.emit({ type: 'chainChanged', connectorId, namespace, chainId })
    },
    endSession() {
      if (!sessionOpen) return
      sessionOpen = false
      context?.emit({ type: 'disconnect', connectorId })
    },
  }

  const connector: Connector = { id: connectorId, name: params.name ?? 'Mock Pairing Wallet', type: 'WALLET_CONNECT', chain: namespaces[0] ?? 'eip155', namespaces }

  return {
    id: params.id ?? 'mock-pairing',
    namespaces,
    wallet,
    get withdrawn() {
      return withdrawn
    },
    get endedBySite() {
      return endedBySite
    },
    setup(ctx) {
      context = ctx
      ctx.setConnectors([connector])
      return () => {
        context = undefined
      }
    },
    connect({ signal, signIn }) {
      const clock = context?.platform.clock
      return new Promise<SourceSession>((resolve, reject) => {
        const uri = `mockpair:${connectorId}-${++counter}@2?relay=loopback`
        const timers: { expiry?: TimerHandle } = {}
        const finish = () => {
          if (timers.expiry !== undefined) clock?.clearTimeout(timers.expiry)
          signal.removeEventListener('abort', onAbort)
        }
        const onAbort = () => {
          if (proposal?.uri !== uri) return
          // Held by the wallet: nothing to withdraw; its answer still settles this connect.
          if (params.heldByWallet) return
          proposal = undefined
          withdrawn++
          finish()
          reject(signal.reason)
        }
        proposal = {
          uri,
          signIn,
          resolve: (value) => {
            finish()
            resolve(value)
          },
          reject: (error) => {
            finish()
            reject(error)
          },
        }
        signal.addEventListener('abort', onAbort, { once: true })
        const expiresAt = (clock?.now() ?? 0) + MOCK_PAIRING_LIFETIME_MS
        timers.expiry = clock?.setTimeout(() => {
          if (proposal?.uri !== uri) return
          proposal = undefined
          finish()
          reject(new Error('Pairing expired'))
        }, MOCK_PAIRING_LIFETIME_MS)
        context?.emit({ type: 'displayUri', connectorId, uri, expiresAt })
      })
    },
    async reconnect() {
      return sessionOpen ? session() : null
    },
    async disconnect() {
      if (sessionOpen) endedBySite++
      sessionOpen = false
    },
  }
}
