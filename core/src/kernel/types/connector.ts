import type { ChainNamespace } from './namespace.js'

/** Connector kinds (SPEC.md section 3). */
export const CONNECTOR_TYPES = [
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'ID_AUTH',
] as const

export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

/** A way to reach a wallet, as discovered by an adapter. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  /** The connector's first namespace. */
  chain: ChainNamespace
  /** Every namespace the connector serves (a pairing or embedded connector serves several). @default [chain] */
  namespaces?: readonly ChainNamespace[]
  /**
   * Two announcements claim this wallet's identity (the same rdns from different providers): the
   * page cannot tell which is genuine, so it is shown as a conflict and never connected silently.
   */
  conflict?: boolean
  /** The connector source that offers it; set by core. */
  sourceId?: string
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
}

/** Connector status (SPEC.md section 4): the active one, one that has a connection, or none. */
export type ConnectorStatus = 'connected' | 'active' | 'disconnected'

/** True for the embedded wallet's connectors (e-mail and social login). */
export function isEmbeddedWalletConnector(connector: Pick<Connector, 'type'>): boolean {
  return connector.type === 'AUTH' || connector.type === 'ID_AUTH'
}
