import { useId, type ReactNode } from 'react'
import { useConnectors, type ConnectorStatus, type WalletListItem } from '@portico/react'
import { cx } from '../../styled-system/css/index.js'
import { list } from '../../styled-system/recipes/index.js'
import type { Messages } from '../messages/en.js'
import { useMessages } from '../messages/useMessages.js'
import { WalletIcon } from './WalletIcon.js'

/** The badge of a wallet: an identity conflict first, then connected, recent, in this browser. */
function badgeOf(item: WalletListItem, status: ConnectorStatus, messages: Messages): string | undefined {
  if (item.connector.conflict) return messages.connect.conflict
  if (status === 'connected') return messages.connect.connected
  if (item.isRecent) return messages.connect.recent
  if (item.isInstalled) return messages.connect.installed
  return undefined
}

/** Props of {@link WalletList}. */
export interface WalletListProps {
  /** The wallets to list, in the order to show them. */
  wallets: readonly WalletListItem[]
  /** Shown instead of the list when there are no wallets. */
  emptyText: string
}

/**
 * A list of wallet buttons with their badges (connected, recent, installed); a click connects
 * through the wallet's connector. Anatomy (scope `modal`): `connector-list`, `connector-row` (with
 * `data-group` and `data-value`), `connector-label`, `badge`, `empty`; the buttons carry
 * `getConnectorItemProps`' `data-scope="connectors" data-part="item"`.
 */
export function WalletList({ wallets, emptyText }: WalletListProps): ReactNode {
  const messages = useMessages()
  const { getConnectorItemProps, getConnectorStatus } = useConnectors()
  const styles = list()
  const idPrefix = useId()

  if (wallets.length === 0) {
    return (
      <p className={styles.empty} data-scope="modal" data-part="empty">
        {emptyText}
      </p>
    )
  }
  return (
    <ul className={styles.root} aria-label={messages.connect.listLabel} data-scope="modal" data-part="connector-list">
      {wallets.map((item) => {
        const { connector } = item
        const status = getConnectorStatus(connector.id, connector.chain)
        const badge = badgeOf(item, status, messages)
        const badgeId = `${idPrefix}-${connector.chain}-${connector.id}`
        return (
          <li
            key={`${connector.chain}:${connector.id}`}
            className={styles.row}
            data-scope="modal"
            data-part="connector-row"
            data-group={item.group}
            data-value={connector.id}
          >
            <button
              type="button"
              className={styles.item}
              {...getConnectorItemProps(connector, { label: messages.connect.connectWith(connector.name) })}
              aria-describedby={badge ? badgeId : undefined}
            >
              <WalletIcon name={connector.name} src={connector.imageUrl} />
              <span className={styles.label} data-scope="modal" data-part="connector-label">
                {connector.name}
              </span>
            </button>
            {badge && (
              // Beside the button, drawn over its end: the button's name ("Connect with ...") must
              // contain all of its visible text (WCAG 2.5.3), and the badge is its description.
              <span
                id={badgeId}
                className={cx(styles.badge, styles.rowBadge)}
                data-scope="modal"
                data-part="badge"
                data-state={item.connector.conflict ? 'conflict' : status === 'connected' ? 'active' : 'inactive'}
              >
                {badge}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
