import { useCallback, useMemo } from 'react'
import { connect, navigate, type ChainNamespace, type Connector, type ConnectorStatus } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Props for the element that connects through one connector, to spread on it (a button). */
export interface ConnectorItemProps {
  /** The accessible name the caller passed (`{ label }`); absent otherwise, so the element's text names it. */
  'aria-label'?: string
  /** True while a connect through this connector is pending. */
  'aria-busy': boolean
  'data-scope': 'connectors'
  'data-part': 'item'
  /** The connector's status: connected (the active one of its namespace), active (connected elsewhere), disconnected. */
  'data-state': ConnectorStatus
  /** Present (empty) while a connect through this connector is pending. */
  'data-loading'?: ''
  /** The connector id. */
  'data-value': string
  /** Shows ConnectingExternal for the connector and connects through it. */
  onClick: () => void
}

/** Options of `getConnectorItemProps`. */
export interface ConnectorItemOptions {
  /**
   * The element's accessible name, in the page's language (`Connect with ${connector.name}`, say).
   * The hook writes no UI text of its own: without a label there is no `aria-label`, and the
   * element's content (the connector's name) names it.
   */
  label?: string
}

/** What {@link useConnectors} returns. */
export interface UseConnectorsReturnType {
  /** Every connector the adapters offer, in discovery order. */
  connectors: readonly Connector[]
  /**
   * The status of a connector: 'connected' when it is the active connector of its namespace,
   * 'active' when it has a connection in another, otherwise 'disconnected'.
   */
  getConnectorStatus: (connectorId: string, namespace?: ChainNamespace) => ConnectorStatus
  /** ARIA and data attributes and a click handler for one connector's element; `options.label` names it. */
  getConnectorItemProps: (connector: Pick<Connector, 'id' | 'chain'>, options?: ConnectorItemOptions) => ConnectorItemProps
}

/**
 * The connectors the adapters discovered, their status, and prop getters for a connector list.
 * A click pushes ConnectingExternal and connects; its progress and error are read with
 * `useConnect` (the promise's rejection is handled here).
 *
 * @example
 * const { connectors, getConnectorItemProps } = useConnectors()
 * return connectors.map((c) => (
 *   <button key={c.id} {...getConnectorItemProps(c, { label: `Connect with ${c.name}` })}>{c.name}</button>
 * ))
 */
export function useConnectors(): UseConnectorsReturnType {
  const client = usePorticoClient()
  const { connectors, activeConnectorIds } = useStoreSelector(client.controllers.connectors, (state) => ({
    connectors: state.connectors,
    activeConnectorIds: state.activeConnectorIds,
  }))
  const pendingConnectorId = useStoreSelector(client.controllers.connection, (state) => state.pendingConnectorId)

  const getConnectorStatus = useCallback(
    (connectorId: string, namespace?: ChainNamespace): ConnectorStatus => {
      const chain = namespace ?? connectors.find((connector) => connector.id === connectorId)?.chain
      if (!chain) return 'disconnected'
      return client.controllers.connectors.statusOf(connectorId, chain)
    },
    // statusOf reads the live snapshot; activeConnectorIds makes a change of it re-render here.
    [client, connectors, activeConnectorIds],
  )

  const getConnectorItemProps = useCallback(
    (connector: Pick<Connector, 'id' | 'chain'>, options: ConnectorItemOptions = {}): ConnectorItemProps => {
      const isPending = pendingConnectorId === connector.id
      return {
        ...(options.label === undefined ? {} : { 'aria-label': options.label }),
        'aria-busy': isPending,
        'data-scope': 'connectors',
        'data-part': 'item',
        'data-state': getConnectorStatus(connector.id, connector.chain),
        ...(isPending ? { 'data-loading': '' as const } : {}),
        'data-value': connector.id,
        onClick: () => {
          navigate(client, { route: { view: 'ConnectingExternal', connectorId: connector.id } })
          // The outcome (including the typed error) is kept in core for useConnect; nothing to do here.
          connect(client, { connectorId: connector.id, namespace: connector.chain }).catch(() => undefined)
        },
      }
    },
    [client, pendingConnectorId, getConnectorStatus],
  )

  return useMemo(
    () => ({ connectors, getConnectorStatus, getConnectorItemProps }),
    [connectors, getConnectorStatus, getConnectorItemProps],
  )
}
