import type { PorticoError } from '../errors/PorticoError.js'
import { createStore, type ReadableStore } from '../store/createStore.js'
import type { ChainNamespace } from '../types/namespace.js'

/** A wallet connection (SPEC.md section 3, Connection). */
export interface Connection {
  connectorId: string
  /** Set for embedded-wallet connections: the login method name (email, google, ...). */
  auth?: { name: string }
  accounts: readonly { address: string; type?: string }[]
  caipNetworkId?: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** How many recent wallets are kept (SPEC.md section 9). */
export const RECENT_WALLETS_KEPT = 2

export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}

/** How the last connect ended. Cleared when the next one starts. */
export interface LastConnect {
  connectorId: string
  status: 'success' | 'error'
  /** The typed error of a failed connect ('Modal closed' included). */
  error: PorticoError | undefined
  /** True when the visitor rejected the request in the wallet. */
  rejected: boolean
}

export interface ConnectionState {
  status: ConnectionStatus
  connections: Readonly<Partial<Record<ChainNamespace, readonly Connection[]>>>
  recentConnections: Readonly<Partial<Record<ChainNamespace, readonly Connection[]>>>
  /** The connector a pending connect is waiting on. */
  pendingConnectorId: string | undefined
  /** How the last connect ended, for the connecting views. */
  lastConnect: LastConnect | undefined
  wcUri: string | undefined
  wcPairingExpiry: number | undefined
  wcLinking: { name: string; href: string } | undefined
  wcError: boolean
  /** The most recent wallet (the first of `recentWallets`). */
  recentWallet: RecentWallet | undefined
  /** The recently connected wallets, newest first, at most {@link RECENT_WALLETS_KEPT}. */
  recentWallets: readonly RecentWallet[]
  buffering: boolean
}

export interface ConnectionController extends ReadableStore<ConnectionState> {
  setStatus(status: ConnectionStatus): void
  setConnections(namespace: ChainNamespace, connections: readonly Connection[]): void
  /** Puts a wallet first in the recent wallets (keeping at most {@link RECENT_WALLETS_KEPT}). */
  setRecentWallet(wallet: RecentWallet | undefined): void
  /** Replaces the recent wallets (as read from storage at start-up). */
  setRecentWallets(wallets: readonly RecentWallet[]): void
  setLastConnect(lastConnect: LastConnect | undefined): void
  /**
   * Registers a pending connect. `reject` is called if the pending connect is cancelled
   * (the modal closed); the returned function ends the pending state.
   */
  beginPending(connectorId: string, reject: (reason: unknown) => void): () => void
  /** Rejects and clears the pending connect, if any. Returns whether one was pending. */
  rejectPending(reason: unknown): boolean
  /** Forgets the pairing-protocol connection state (URI, expiry, deep link, error). */
  resetPairing(): void
}

export function createConnectionController(): ConnectionController {
  const store = createStore<ConnectionState>({
    status: 'disconnected',
    connections: {},
    recentConnections: {},
    pendingConnectorId: undefined,
    lastConnect: undefined,
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    wcError: false,
    recentWallet: undefined,
    recentWallets: [],
    buffering: false,
  })
  let pending: { token: object; reject: (reason: unknown) => void } | undefined

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setStatus: (status) => store.patch({ status }),
    setConnections(namespace, connections) {
      const state = store.getSnapshot()
      const previous = state.connections[namespace] ?? []
      const dropped = previous.filter((old) => !connections.some((next) => next.connectorId === old.connectorId))
      const recent = [...dropped, ...(state.recentConnections[namespace] ?? [])].filter(
        (entry, index, all) =>
          !connections.some((next) => next.connectorId === entry.connectorId) &&
          all.findIndex((other) => other.connectorId === entry.connectorId) === index,
      )
      store.patch({
        connections: { ...state.connections, [namespace]: connections },
        recentConnections: { ...state.recentConnections, [namespace]: recent },
      })
    },
    setRecentWallet(wallet) {
      if (!wallet) return store.patch({ recentWallet: undefined })
      const recentWallets = [wallet, ...store.getSnapshot().recentWallets.filter((entry) => entry.id !== wallet.id)]
      store.patch({ recentWallet: wallet, recentWallets: recentWallets.slice(0, RECENT_WALLETS_KEPT) })
    },
    setRecentWallets(wallets) {
      const recentWallets = wallets.slice(0, RECENT_WALLETS_KEPT)
      store.patch({ recentWallet: recentWallets[0], recentWallets })
    },
    setLastConnect: (lastConnect) => store.patch({ lastConnect }),
    beginPending(connectorId, reject) {
      const token = {}
      pending = { token, reject }
      store.patch({ pendingConnectorId: connectorId, lastConnect: undefined })
      return () => {
        if (pending?.token !== token) return
        pending = undefined
        store.patch({ pendingConnectorId: undefined })
      }
    },
    rejectPending(reason) {
      const current = pending
      if (!current) return false
      pending = undefined
      store.patch({ pendingConnectorId: undefined })
      current.reject(reason)
      return true
    },
    resetPairing: () =>
      store.patch({ wcUri: undefined, wcPairingExpiry: undefined, wcLinking: undefined, wcError: false }),
  }
}
