import { useCallback, useMemo } from 'react'
import { connectFlow, getConnectorStatus as connectorStatus, type ChainNamespace, type Connector, type ConnectorStatus } from '@portico/core'
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
  /** Connects through the connector as the modal does: its connecting view, then the wallet. */
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
 * A click runs core's connect flow (the connecting view of the connector's kind, then the
 * wallet); its progress and error are read with `useConnect`.
 *
 * @example
 * const { connectors, getConnectorItemProps } = useConnectors()
 * return connectors.map((c) => (
 *   <button key={c.id} {...getConnectorItemProps(c, { label: `Connect with ${c.name}` })}>{c.name}</button>
 * ))
 */
export function useConnectors(): UseConnectorsReturnType {
  const client = usePorticoClient()
  const connectors = useStoreSelector(client.controllers.connectors, (state) => state.connectors)
  const { pendingConnectorId, connections, active } = useStoreSelector(client.controllers.connection, (state) => ({
    pendingConnectorId: state.attempts.filter((attempt) => attempt.kind === 'connect').at(-1)?.connectorId,
    connections: state.connections,
    active: state.active,
  }))

  const getConnectorStatus = useCallback(
    (connectorId: string, namespace?: ChainNamespace): ConnectorStatus =>
      connectorStatus(client, { connectorId, ...(namespace ? { namespace } : {}) }),
    // connectorStatus reads the live state; connections and active make a change of them re-render here.
    [client, connections, active],
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
          // The outcome (including the typed error) is kept in core for useConnect; nothing to do here.
          connectFlow(client, { connectorId: connector.id, namespace: connector.chain }).catch(() => undefined)
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
