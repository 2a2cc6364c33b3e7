import type { PorticoError } from '../../kernel/errors/PorticoError.js'
import type { WalletCapabilities } from '../../kernel/plugins/chainAdapter.js'
import type { AbortSignalLike } from '../../kernel/platform/ports.js'
import type { Batcher } from '../../kernel/store/createBatcher.js'
import { createStore, type ReadableStore } from '../../kernel/store/createStore.js'
import { createAbortController, type PorticoAbortSignal } from '../../kernel/utils/abort.js'
import type { AccountEntry } from '../../kernel/types/account.js'
import type { Connector } from '../../kernel/types/connector.js'
import type { WalletListing } from '../../kernel/types/walletListing.js'
import type { CaipNetworkId, ChainNamespace } from '../../kernel/types/namespace.js'

/** One namespace of a connection: its accounts, the chain its wallet is on, and its wallet handle. */
export interface NamespaceConnection {
  /** Every account the wallet exposed on the namespace. */
  accounts: readonly AccountEntry[]
  /** The selected account's address. */
  address: string
  /** The chain the wallet is on: one of the site's networks, or the unsupported pseudo network's id. */
  caipNetworkId: CaipNetworkId
  /** The networks the session approved, where the wallet limits them (pairing sessions). */
  approvedCaipNetworkIds: readonly CaipNetworkId[] | undefined
  /** The wallet handle in the namespace's standard interface, as the source returned it. */
  handle: unknown
  /** What the connection can do on this namespace (asked once, when it connected). */
  capabilities: WalletCapabilities
  /** Whether the namespace's smart account is deployed, where the wallet tells (embedded wallets). */
  smartAccountDeployed?: boolean
}

/** A wallet connection (SPEC.md section 3): one connector's session over one or more namespaces. */
export interface Connection {
  connectorId: string
  /** The connector source that opened it. */
  sourceId: string
  /** The connector as it was when the session opened (name, type, image). */
  connector: Connector
  /** The wallet's name and image (sanitized). */
  wallet: { name: string; imageUrl?: string }
  /** Set for embedded-wallet connections: the login method name (email, google, ...) and the login's e-mail, when it has one. */
  auth?: { name: string; email?: string }
  namespaces: Readonly<Partial<Record<ChainNamespace, NamespaceConnection>>>
}

/** How many recent wallets are kept (SPEC.md section 9). */
export const RECENT_WALLETS_KEPT = 2

export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}

/** How the last connect the visitor started ended. Cleared when the next one starts. */
export interface LastConnect {
  connectorId: string
  status: 'success' | 'error'
  /** The typed error of a failed connect ('Modal closed' included). */
  error: PorticoError | undefined
  /** True when the visitor rejected the request in the wallet. */
  rejected: boolean
}

/** A connect or reconnect under way. Only the newest connect attempt may apply its answer. */
export interface ConnectAttempt {
  id: number
  kind: 'connect' | 'reconnect'
  connectorId: string
  namespaces: readonly ChainNamespace[]
  /**
   * Set once the wallet has kept a connect waiting past {@link WALLET_ANSWER_WAIT_MS}: the
   * request still stands (the wallet may still answer), and the connecting view offers a way on.
   */
  overdue?: true
}

/**
 * How long a wallet may keep a connect request unanswered before the connecting view offers the
 * visitor a way on (retry, another wallet) and APKT004 'Wallet Request Timeout' is raised. Long
 * enough to unlock a wallet and read its prompt; the request itself is not withdrawn.
 */
export const WALLET_ANSWER_WAIT_MS = 20_000

/** A pairing source's URI while a pairing connect waits (SPEC.md section 4, Pairing). */
export interface Pairing {
  connectorId: string
  uri: string
  /** When the URI expires, platform clock ms. */
  expiresAt: number
}

/** The wallet app the visitor opened with a pairing link (SPEC.md section 3, wcLinking). */
export interface PairingLinking {
  /** The catalogue wallet's id and name. */
  walletId: string
  name: string
  /** The link's kind: an https universal link or an app scheme. */
  kind: 'universal' | 'native'
}

export interface ConnectionState {
  /** Every open connection, oldest first. */
  connections: readonly Connection[]
  /** The connector whose connection is active on each namespace. */
  active: Readonly<Partial<Record<ChainNamespace, string>>>
  /** Connects and reconnects under way. */
  attempts: readonly ConnectAttempt[]
  /** How the last connect ended, for the connecting views. */
  lastConnect: LastConnect | undefined
  pairing: Pairing | undefined
  /** The catalogue wallet the visitor picked for the pairing under way (recorded as recent on success). */
  pairingWallet: WalletListing | undefined
  /** The wallet app opened by a pairing link, while the pairing waits (wcLinking). */
  linking: PairingLinking | undefined
  /** The recently connected wallets, newest first, at most {@link RECENT_WALLETS_KEPT}. */
  recentWallets: readonly RecentWallet[]
}

export interface ConnectionController extends ReadableStore<ConnectionState> {
  /** Adds a connection, or replaces the one of the same connector, and makes it active on its namespaces. */
  putConnection(connection: Connection): void
  /** Replaces one namespace of a connection (account or chain change); ignored when the connection is gone. */
  updateNamespace(connectorId: string, namespace: ChainNamespace, next: NamespaceConnection): void
  /**
   * Removes a connection, or only some of its namespaces; a namespace whose active connection went
   * falls back to another connection that covers it. Returns the namespaces that lost their active
   * connection and have none now.
   */
  removeConnection(connectorId: string, namespaces?: readonly ChainNamespace[]): ChainNamespace[]
  /** Replaces the login of an embedded-wallet connection (its e-mail changed); ignored when the connection is gone. */
  setAuth(connectorId: string, auth: { name: string; email?: string }): void
  /** Makes a connection the active one of a namespace it covers. */
  activate(connectorId: string, namespace: ChainNamespace): void
  /**
   * Registers an attempt with its abort signal (linked to `parent`). A new `connect` attempt
   * aborts every older connect attempt with `supersededReason()`: the newest choice wins.
   */
  beginAttempt(
    attempt: Omit<ConnectAttempt, 'id'>,
    options: { parent?: AbortSignalLike; supersededReason: () => unknown },
  ): { attempt: ConnectAttempt; signal: PorticoAbortSignal }
  endAttempt(id: number): void
  /** Marks a connect attempt still under way as overdue (its wallet has not answered in time). */
  markOverdue(id: number): void
  /** Aborts every connect attempt under way (closing the modal does, with 'Modal closed'). Returns how many. */
  abortConnects(reason: unknown): number
  /** False once a newer connect started after `attempt`, finished or not. */
  isLatest(attempt: ConnectAttempt): boolean
  /** Starts a switch of a namespace's account type (eoa, smartAccount); returns its ticket. */
  beginAccountTypeSwitch(namespace: ChainNamespace): number
  /** False once a newer account-type switch started on the namespace: the newest choice wins. */
  isLatestAccountTypeSwitch(namespace: ChainNamespace, ticket: number): boolean
  setLastConnect(lastConnect: LastConnect | undefined): void
  setPairing(pairing: Pairing | undefined): void
  setPairingWallet(wallet: WalletListing | undefined): void
  setLinking(linking: PairingLinking | undefined): void
  /** Puts a wallet first in the recent wallets (keeping at most {@link RECENT_WALLETS_KEPT}). */
  addRecentWallet(wallet: RecentWallet): void
  setRecentWallets(wallets: readonly RecentWallet[]): void
}

export function createConnectionController(batcher?: Batcher): ConnectionController {
  const store = createStore<ConnectionState>(
    {
      connections: [],
      active: {},
      attempts: [],
      lastConnect: undefined,
      pairing: undefined,
      pairingWallet: undefined,
      linking: undefined,
      recentWallets: [],
    },
    batcher,
  )
  let nextAttemptId = 1
  let nextAccountTypeTicket = 1
  const latestAccountTypeTickets: Partial<Record<ChainNamespace, number>> = {}
  // The newest connect the visitor started: every attempt older than it is stale, finished or not.
  let latestConnectId = 0
  const aborters = new Map<number, (reason: unknown) => void>()

  const connectionsWithout = (connectorId: string) =>
    store.getSnapshot().connections.filter((entry) => entry.connectorId !== connectorId)

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    putConnection(connection) {
      const state = store.getSnapshot()
      const active = { ...state.active }
      for (const namespace of Object.keys(connection.namespaces) as ChainNamespace[]) active[namespace] = connection.connectorId
      store.patch({ connections: [...connectionsWithout(connection.connectorId), connection], active })
    },
    updateNamespace(connectorId, namespace, next) {
      const state = store.getSnapshot()
      const connection = state.connections.find((entry) => entry.connectorId === connectorId)
      if (!connection?.namespaces[namespace]) return
      const updated = { ...connection, namespaces: { ...connection.namespaces, [namespace]: next } }
      store.patch({ connections: state.connections.map((entry) => (entry === connection ? updated : entry)) })
    },
    setAuth(connectorId, auth) {
      const state = store.getSnapshot()
      const connection = state.connections.find((entry) => entry.connectorId === connectorId)
      if (!connection) return
      const updated = { ...connection, auth: { ...auth } }
      store.patch({ connections: state.connections.map((entry) => (entry === connection ? updated : entry)) })
    },
    removeConnection(connectorId, namespaces) {
      const state = store.getSnapshot()
      const connection = state.connections.find((entry) => entry.connectorId === connectorId)
      if (!connection) return []
      const ending = namespaces ?? (Object.keys(connection.namespaces) as ChainNamespace[])
      const kept = { ...connection.namespaces }
      for (const namespace of ending) delete kept[namespace]
      const connections =
        Object.keys(kept).length === 0
          ? connectionsWithout(connectorId)
          : state.connections.map((entry) => (entry === connection ? { ...connection, namespaces: kept } : entry))
      const active = { ...state.active }
      const orphaned: ChainNamespace[] = []
      for (const namespace of ending) {
        if (active[namespace] !== connectorId) continue
        const fallback = [...connections].reverse().find((entry) => entry.namespaces[namespace])
        if (fallback) active[namespace] = fallback.connectorId
        else {
          delete active[namespace]
          orphaned.push(namespace)
        }
      }
      store.patch({ connections, active })
      return orphaned
    },
    activate(connectorId, namespace) {
      const state = store.getSnapshot()
      const covers = state.connections.some((entry) => entry.connectorId === connectorId && entry.namespaces[namespace])
      if (covers && state.active[namespace] !== connectorId) store.patch({ active: { ...state.active, [namespace]: connectorId } })
    },
    beginAttempt(params, options) {
      const attempt: ConnectAttempt = { ...params, id: nextAttemptId++ }
      const state = store.getSnapshot()
      if (attempt.kind === 'connect') {
        latestConnectId = attempt.id
        for (const older of state.attempts) if (older.kind === 'connect') aborters.get(older.id)?.(options.supersededReason())
      }
      const controller = createAbortController(options.parent)
      aborters.set(attempt.id, (reason) => controller.abort(reason))
      store.patch({
        attempts: [...store.getSnapshot().attempts, attempt],
        ...(attempt.kind === 'connect' ? { lastConnect: undefined } : {}),
      })
      return { attempt, signal: controller.signal }
    },
    endAttempt(id) {
      aborters.delete(id)
      const state = store.getSnapshot()
      if (state.attempts.some((entry) => entry.id === id)) {
        store.patch({ attempts: state.attempts.filter((entry) => entry.id !== id) })
      }
    },
    markOverdue(id) {
      const state = store.getSnapshot()
      if (!state.attempts.some((entry) => entry.id === id && !entry.overdue)) return
      store.patch({ attempts: state.attempts.map((entry) => (entry.id === id ? { ...entry, overdue: true as const } : entry)) })
    },
    abortConnects(reason) {
      const connects = store.getSnapshot().attempts.filter((entry) => entry.kind === 'connect')
      for (const attempt of connects) aborters.get(attempt.id)?.(reason)
      return connects.length
    },
    isLatest: (attempt) => latestConnectId <= attempt.id,
    beginAccountTypeSwitch(namespace) {
      const ticket = nextAccountTypeTicket++
      latestAccountTypeTickets[namespace] = ticket
      return ticket
    },
    isLatestAccountTypeSwitch: (namespace, ticket) => latestAccountTypeTickets[namespace] === ticket,
    setLastConnect: (lastConnect) => store.patch({ lastConnect }),
    setPairing: (pairing) => store.patch({ pairing }),
    setPairingWallet: (pairingWallet) => store.patch({ pairingWallet }),
    setLinking: (linking) => store.patch({ linking }),
    addRecentWallet(wallet) {
      const recentWallets = [wallet, ...store.getSnapshot().recentWallets.filter((entry) => entry.id !== wallet.id)]
      store.patch({ recentWallets: recentWallets.slice(0, RECENT_WALLETS_KEPT) })
    },
    setRecentWallets: (wallets) => store.patch({ recentWallets: wallets.slice(0, RECENT_WALLETS_KEPT) }),
  }
}
