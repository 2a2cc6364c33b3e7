import type { ReactNode } from 'react'
import { useConnectors, type Connector, type ConnectorStatus } from '@portico/react'
import { list } from '../../styled-system/recipes/index.js'
import { WalletIcon } from '../components/WalletIcon.js'
import type { Messages } from '../messages/en.js'
import { useMessages } from '../messages/useMessages.js'

/** The badge of a connector: connected first, then whether the wallet is in this browser. */
function badgeOf(connector: Connector, status: ConnectorStatus, messages: Messages): string | undefined {
  if (status === 'connected') return messages.connect.connected
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return messages.connect.installed
  return undefined
}

/** The Connect view: every connector the adapters found; a click connects through it. */
export function ConnectView(): ReactNode {
  const messages = useMessages()
  const { connectors, getConnectorItemProps, getConnectorStatus } = useConnectors()
  const styles = list()

  if (connectors.length === 0) {
    return (
      <p className={styles.empty} data-scope="modal" data-part="empty">
        {messages.connect.empty}
      </p>
    )
  }
  return (
    <ul className={styles.root} aria-label={messages.connect.listLabel} data-scope="modal" data-part="connector-list">
      {connectors.map((connector) => {
        const status = getConnectorStatus(connector.id, connector.chain)
        const badge = badgeOf(connector, status, messages)
        return (
          <li key={`${connector.chain}:${connector.id}`}>
            <button type="button" className={styles.item} {...getConnectorItemProps(connector)}>
              <WalletIcon name={connector.name} src={connector.imageUrl} />
              <span className={styles.label}>{connector.name}</span>
              {badge && (
                <span
                  className={styles.badge}
                  data-scope="modal"
                  data-part="badge"
                  data-state={status === 'connected' ? 'active' : 'inactive'}
                >
                  {badge}
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
